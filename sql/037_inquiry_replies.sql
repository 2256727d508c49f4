-- Replies tracked. A contact message is an inquiry in one of three states: new (no answer yet), replied (the
-- therapist said so, or the visitor said they heard back) or closed (the therapist needs no reply: spam, a message
-- sent in error). answered_at and answered_by say when it left 'new' and whose word moved it.
-- replied_in_time: the reply record's answer for it, fixed when it is marked replied: by the therapist by
-- reply_due_at, or by the visitor's "yes" before the end of the business day after it (they are asked only at
-- reply_due_at, so their answer always comes after it).
-- reply_due_at is two Ontario business days after the message (worked out by the app when it stores one). Messages
-- stored before replies were tracked keep it NULL: they stay 'new' for the therapist to mark, and no reminder,
-- follow-up or reply record ever counts them (nothing is known about their replies).
ALTER TABLE contact_inquiries
  ADD COLUMN state text NOT NULL DEFAULT 'new',
  ADD COLUMN answered_at timestamptz,
  ADD COLUMN answered_by text,
  ADD COLUMN replied_in_time boolean NOT NULL DEFAULT false,
  ADD COLUMN reply_due_at timestamptz,
  ADD COLUMN heard_back text,
  ADD COLUMN heard_back_at timestamptz,
  ADD COLUMN follow_ups_off_at timestamptz,
  ADD CONSTRAINT contact_inquiries_state_check CHECK (state IN ('new', 'replied', 'closed')),
  ADD CONSTRAINT contact_inquiries_answered_by_check CHECK (answered_by IN ('therapist', 'visitor')),
  ADD CONSTRAINT contact_inquiries_answered CHECK ((state = 'new') = (answered_at IS NULL AND answered_by IS NULL)),
  ADD CONSTRAINT contact_inquiries_in_time CHECK (NOT replied_in_time OR state = 'replied'),
  ADD CONSTRAINT contact_inquiries_heard_back_check CHECK (heard_back IN ('yes', 'no')),
  ADD CONSTRAINT contact_inquiries_heard_back_at CHECK ((heard_back IS NULL) = (heard_back_at IS NULL));

-- The sweep's candidates: tracked messages still waiting for a follow-up, by age.
CREATE INDEX contact_inquiries_tracked_idx ON contact_inquiries (created_at) WHERE reply_due_at IS NOT NULL;

-- Each follow-up an inquiry causes, sent at most once: the sweep inserts its row and enqueues its email in one
-- transaction, so a second run (or two at once) finds the row and sends nothing. Deleted with the inquiry.
CREATE TABLE inquiry_follow_ups (
  inquiry_id uuid NOT NULL REFERENCES contact_inquiries (id) ON DELETE CASCADE,
  kind text NOT NULL,
  sent_at timestamptz NOT NULL,
  CONSTRAINT inquiry_follow_ups_pkey PRIMARY KEY (inquiry_id, kind),
  CONSTRAINT inquiry_follow_ups_kind_check
    CHECK (kind IN ('first-reminder', 'second-reminder', 'heard-back', 'suggestions'))
);

-- When the therapist was found leaving five messages in a row unanswered for five business days. The listing says
-- "Not responding to new messages at the moment" while availability was not confirmed after this moment.
ALTER TABLE therapists ADD COLUMN not_responding_since timestamptz;
