-- Every removal of a search document is logged for the processes' facet copies, however it happens: by the index
-- writer, or by a therapist row deleted under it (the foreign key cascades). A copy applies the logged documents
-- since its version, so a removal it never heard of would stay counted until its next full load.
CREATE FUNCTION search_document_removed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  WITH next AS (UPDATE search_index_state SET version = version + 1 RETURNING version)
  INSERT INTO search_index_changes (version, doc_no) SELECT version, OLD.doc_no FROM next;
  RETURN OLD;
END
$$;

CREATE TRIGGER search_document_removed AFTER DELETE ON search_documents
FOR EACH ROW EXECUTE FUNCTION search_document_removed();
