-- Each web process keeps a copy of the index up to date and remembers how the words of recent queries were read.
-- 1. Every index write takes the next version of search_index_state: tell the web processes, so each brings its
--    copy up to date as the write commits, rather than on the next search (which would then work out its page
--    twice). A notification is delivered on commit; several in one transaction are one.
-- 2. terms_version counts the writes that added a word to search_terms or search_term_values: a query's words read
--    at one terms version read the same at the next search of the same text while it stands.
ALTER TABLE search_index_state ADD COLUMN terms_version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION search_index_notify() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('search_index', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER search_index_notify AFTER UPDATE ON search_index_state
  FOR EACH ROW WHEN (OLD.version IS DISTINCT FROM NEW.version OR OLD.generation IS DISTINCT FROM NEW.generation)
  EXECUTE FUNCTION search_index_notify();

-- 3. A stored card holds exactly the card view's fields: searches send it as it is stored (the status came along).
UPDATE search_documents SET card = card - 'status' WHERE card ? 'status';
