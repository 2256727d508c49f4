-- A therapist's subscription status holds one of the four states the Featured state machine tells apart (active:
-- renewing; canceling: ending at the period end; past_due: a payment failed; canceled: ended), or NULL when there
-- is no subscription. A provider status stored before the machine translated it is translated here as the machine
-- does (trialing is active, incomplete_expired is canceled, any other unpaid state is past_due).
UPDATE therapists SET subscription_status = CASE
    WHEN subscription_status = 'trialing' THEN 'active'
    WHEN subscription_status = 'incomplete_expired' THEN 'canceled'
    ELSE 'past_due'
  END
WHERE subscription_status NOT IN ('active', 'past_due', 'canceling', 'canceled');

ALTER TABLE therapists ADD CONSTRAINT therapists_subscription_status_check
  CHECK (subscription_status IN ('active', 'past_due', 'canceling', 'canceled'));
