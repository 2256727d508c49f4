-- A profile URL is the stored slug (its unique index) or else the first-last alias: first and last name lowercased
-- and joined with a hyphen (how blog author links are built). The alias has its own index, on exactly the
-- expression the lookup compares, over approved therapists only, in the order the lookup prefers (oldest first),
-- so neither form of the URL reads the whole table.
CREATE INDEX therapists_name_alias_idx ON therapists ((lower(first_name || '-' || last_name)), created_at)
  WHERE status = 'approved';
