-- A listing an admin removed is erased 24 months after its removal (purge-removed-listings, decision 083): the
-- nightly job finds them by the time they were removed.

CREATE INDEX therapists_removed_idx ON therapists (deleted_at) WHERE status = 'deleted';
