-- The stored search card is the card view: it carries the contact and fee fields (address, phone, rate, fee range,
-- insurers) that the directory API answers with. Documents written before get them here, from their source rows,
-- so every search reads complete cards without waiting for a rebuild. The therapist's email is never in a card.
UPDATE search_documents d
SET card = d.card || jsonb_build_object(
  'address', t.address, 'phone', t.phone, 'rate', t.rate, 'feeRange', t.fee_range,
  'insuranceProviders', to_jsonb(t.insurance_providers))
FROM therapists t
WHERE t.id = d.therapist_id;
