-- Searching by what a session costs: a document's pairs now hold its lowest fee ("maxFee=<whole dollars>"), an
-- open sliding scale, a free consultation and each insurer billed directly ("directBilling=<insurer>").
-- direct_billing_until is when that direct billing claim stops counting (a year after the therapist confirmed
-- it; NULL: no claim counts): the refresh job writes such a document again once it is past.
ALTER TABLE search_documents ADD COLUMN direct_billing_until timestamptz;
CREATE INDEX search_documents_direct_billing_until_idx ON search_documents (direct_billing_until)
  WHERE direct_billing_until IS NOT NULL;

-- The format of the stored documents: a worker that starts with a newer format in its code rebuilds the index
-- (every document written again with the fields and pairs of that format) and records it here.
ALTER TABLE search_index_state ADD COLUMN document_format integer NOT NULL DEFAULT 0;
