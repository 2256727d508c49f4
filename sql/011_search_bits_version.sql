-- Facet bit strings are also held in each web process's memory (see docs/decisions/014-facet-counts-in-memory.md).
-- Every index write that changes bit strings takes the next index version and stamps the rows it writes with it,
-- so a process can tell whether its copy is current (one number, read with each search) and reload only the rows
-- written since.
CREATE TABLE search_index_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version integer NOT NULL -- two billion index writes before it runs out
);
INSERT INTO search_index_version (id, version) VALUES (true, 1);

ALTER TABLE search_facet_bits ADD COLUMN version integer NOT NULL DEFAULT 1;
