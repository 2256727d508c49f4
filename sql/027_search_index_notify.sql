-- Every index write takes the next version of search_index_state: tell the web processes, so each brings its copy
-- of the index up to date as the write commits, rather than on the next search (which would then work out its
-- page twice). A notification is delivered on commit; several in one transaction are one.
CREATE FUNCTION search_index_notify() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('search_index', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER search_index_notify AFTER UPDATE ON search_index_state
  FOR EACH STATEMENT EXECUTE FUNCTION search_index_notify();
