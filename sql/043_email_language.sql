-- Emails go out in the language the person used. An account keeps the language of the pages its owner last
-- signed in or applied from (a sign-in link remembers the language of the page that asked for it until it is
-- used); an inquiry keeps the language of the page the visitor sent it from. Rows older than this migration are
-- English. A language is deleted with its account or inquiry (no retention period of its own).
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE users ADD CONSTRAINT users_language_check CHECK (language IN ('en', 'fr'));

ALTER TABLE magic_link_tokens ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE magic_link_tokens ADD CONSTRAINT magic_link_tokens_language_check CHECK (language IN ('en', 'fr'));

ALTER TABLE contact_inquiries ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE contact_inquiries ADD CONSTRAINT contact_inquiries_language_check CHECK (language IN ('en', 'fr'));
