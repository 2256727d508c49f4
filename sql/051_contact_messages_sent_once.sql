-- A contact message posted again with the same form and the same words (the page that sent it reloaded without
-- JavaScript, Back and Forward, a double click) is the same message: stored and emailed once. submission_key: a
-- keyed hash of the form's token, the therapist and the words; NULL for messages sent without a form token (the
-- JSON API's clients), which are limited by rate alone.
ALTER TABLE contact_inquiries ADD COLUMN submission_key text;
CREATE UNIQUE INDEX contact_inquiries_submission_key_idx ON contact_inquiries (submission_key);
