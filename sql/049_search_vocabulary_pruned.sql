-- The search vocabulary holds a word only while a document holds it (decision 085): a prune deletes the others and
-- takes the next terms version. Each web process keeps how the words of recent queries were read for the terms
-- version it holds, so a change of the terms version alone (a prune writes no document) now notifies them too, and
-- a removed word stops being offered as a correction as soon as the prune commits.
DROP TRIGGER search_index_notify ON search_index_state;

CREATE TRIGGER search_index_notify AFTER UPDATE ON search_index_state
  FOR EACH ROW WHEN (OLD.version IS DISTINCT FROM NEW.version OR OLD.generation IS DISTINCT FROM NEW.generation
    OR OLD.terms_version IS DISTINCT FROM NEW.terms_version)
  EXECUTE FUNCTION search_index_notify();
