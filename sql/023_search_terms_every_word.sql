-- search_terms holds every word of the documents, bios included (it held those of names, credentials and labels):
-- a query word is corrected only when it matches nothing, so a real word of a bio is never replaced by a close
-- name or label.
INSERT INTO search_terms (term)
SELECT DISTINCT u.lexeme FROM search_documents d CROSS JOIN LATERAL unnest(d.search) AS u
ON CONFLICT DO NOTHING;
