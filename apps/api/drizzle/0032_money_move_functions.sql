-- Money moves in fewer round trips (issue 20, item 1): database functions that do in one call what
-- took a statement each. PL/pgSQL runs a new snapshot for every statement inside it (READ
-- COMMITTED), so a read that follows a lock in the same function sees what the lock's previous
-- holder committed. Every table constraint and trigger (the ledger's, the report rollups') still
-- fires on the rows these functions write.

-- The Idempotency-Key's advisory lock and, once it is held, the key's live stored answer: one
-- round trip instead of two. locked = false when another transaction holds the key.
CREATE FUNCTION idempotency_claim(p_lock_id bigint, p_user_id uuid, p_key text)
RETURNS TABLE (locked boolean, request_hash text, response_status integer, response_body jsonb)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(p_lock_id) THEN
    RETURN QUERY SELECT false, NULL::text, NULL::integer, NULL::jsonb;
    RETURN;
  END IF;
  RETURN QUERY
    SELECT true, k.request_hash, k.response_status, k.response_body
    FROM idempotency_keys k
    WHERE k.user_id = p_user_id AND k.key = p_key AND k.expires_at > now();
  IF NOT FOUND THEN
    RETURN QUERY SELECT true, NULL::text, NULL::integer, NULL::jsonb;
  END IF;
END
$$;
--> statement-breakpoint

-- A webhook event and one delivery per enabled endpoint of the business or its organisation that
-- listens for its type (the outbox); no listener, no event. The same rows enqueueWebhookEvents
-- writes, for a caller that writes its event inside a database function.
CREATE FUNCTION webhook_event_enqueue(p_id uuid, p_business_id uuid, p_type text, p_payload jsonb)
RETURNS void LANGUAGE sql VOLATILE AS $$
  WITH listeners AS (
    SELECT e.id AS endpoint_id
    FROM businesses b
    JOIN webhook_endpoints e ON e.enabled AND e.deleted_at IS NULL AND p_type = ANY (e.event_types)
      AND (e.business_id = b.id OR e.business_id = b.parent_id)
    WHERE b.id = p_business_id
  ), event AS (
    INSERT INTO webhook_events (id, business_id, type, payload)
    SELECT p_id, p_business_id, p_type,
      CASE WHEN EXISTS (SELECT 1 FROM api_credentials c WHERE c.id::text = p_payload #>> '{data,actor,id}')
        THEN jsonb_set(p_payload, '{data,actor,type}', '"credential"') ELSE p_payload END
    WHERE EXISTS (SELECT 1 FROM listeners)
    RETURNING id
  )
  INSERT INTO webhook_deliveries (event_id, endpoint_id)
  SELECT event.id, listeners.endpoint_id FROM listeners CROSS JOIN event;
$$;
--> statement-breakpoint

-- A card's running totals of the day, week and month holding now (in p_time_zone), as
-- {"day": [amountCents, count], …}: only the windows that exist, so two reads compare equal
-- exactly when the totals are the same.
CREATE FUNCTION card_current_windows(p_card_id uuid, p_time_zone text)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg(w.period, jsonb_build_array(w.amount_cents, w.count)), '{}'::jsonb)
  FROM card_spending_windows w
  WHERE w.card_id = p_card_id
    AND (w.period, w.starts_on) IN (
      ('day', date_trunc('day', now() AT TIME ZONE p_time_zone)::date),
      ('week', date_trunc('week', now() AT TIME ZONE p_time_zone)::date),
      ('month', date_trunc('month', now() AT TIME ZONE p_time_zone)::date));
$$;
--> statement-breakpoint

-- Everything an issuer decision reads: the card, its account's balance and holds, its spend rules
-- and its running totals. With p_lock, the account row is locked first and the rest read after it
-- (a fresh snapshot), so nothing a previous holder of the lock committed is missed.
CREATE FUNCTION card_decision_read(p_card_id uuid, p_lock boolean, p_time_zone text)
RETURNS TABLE (
  business_id uuid, account_id uuid, status text, balance_cents bigint, held_cents bigint,
  rules jsonb, windows jsonb
)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF p_lock THEN
    PERFORM 1 FROM ledger_accounts a WHERE a.id = (SELECT c.account_id FROM cards c WHERE c.id = p_card_id)
      FOR UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
  END IF;
  RETURN QUERY
    SELECT c.business_id, c.account_id, c.status, a.balance_cents, a.held_cents,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('type', r.type, 'config', r.config)), '[]'::jsonb)
         FROM card_spend_rules cr JOIN spend_rules r ON r.id = cr.spend_rule_id WHERE cr.card_id = c.id),
      card_current_windows(c.id, p_time_zone)
    FROM cards c JOIN ledger_accounts a ON a.id = c.account_id
    WHERE c.id = p_card_id;
END
$$;
--> statement-breakpoint

-- An issuer decision's writes, under the card account's row lock, if what the decision read is
-- still so (the card's status, the account's balance and holds, the running totals): the
-- authorization record, and for an approval the hold, the held amount and the running totals, and
-- the webhook event with the record's time. Answers the record, or NULL when something the decision
-- read has changed since (nothing is written; the caller decides again under the lock).
CREATE FUNCTION card_authorization_write(
  p_id uuid, p_card_id uuid, p_business_id uuid, p_account_id uuid,
  p_read_status text, p_read_balance_cents bigint, p_read_held_cents bigint, p_read_windows jsonb,
  p_approved boolean, p_decline_reason text, p_amount_cents bigint,
  p_merchant_name text, p_mcc text, p_merchant_category text, p_country text,
  p_time_zone text, p_event_type text, p_event_id uuid, p_event_payload jsonb
)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_row card_transactions;
BEGIN
  PERFORM 1 FROM ledger_accounts a WHERE a.id = p_account_id FOR UPDATE;
  IF NOT EXISTS (
    SELECT 1 FROM cards c JOIN ledger_accounts a ON a.id = c.account_id
    WHERE c.id = p_card_id AND a.id = p_account_id AND c.status = p_read_status
      AND a.balance_cents = p_read_balance_cents AND a.held_cents = p_read_held_cents
      AND card_current_windows(p_card_id, p_time_zone) = p_read_windows
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO card_transactions (
    id, card_id, business_id, kind, status, requested_cents, approved_cents, decline_reason,
    merchant_name, mcc, merchant_category, country
  ) VALUES (
    p_id, p_card_id, p_business_id, 'authorization', CASE WHEN p_approved THEN 'approved' ELSE 'declined' END,
    p_amount_cents, CASE WHEN p_approved THEN p_amount_cents ELSE 0 END, p_decline_reason,
    p_merchant_name, p_mcc, p_merchant_category, p_country
  ) RETURNING * INTO v_row;
  IF p_approved THEN
    UPDATE ledger_accounts SET held_cents = held_cents + p_amount_cents WHERE id = p_account_id;
    INSERT INTO card_holds (transaction_id, account_id, amount_cents) VALUES (p_id, p_account_id, p_amount_cents);
    INSERT INTO card_spending_windows (card_id, period, starts_on, amount_cents, count)
    SELECT p_card_id, period, date_trunc(period, now() AT TIME ZONE p_time_zone)::date, p_amount_cents, 1
    FROM unnest(ARRAY['day', 'week', 'month']) AS period
    ON CONFLICT (card_id, period, starts_on) DO UPDATE SET
      amount_cents = card_spending_windows.amount_cents + excluded.amount_cents,
      count = card_spending_windows.count + excluded.count;
  END IF;
  PERFORM webhook_event_enqueue(p_event_id, p_business_id, p_event_type,
    jsonb_set(p_event_payload, '{timestamp}',
      to_jsonb(to_char(v_row.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))));
  RETURN to_jsonb(v_row);
END
$$;
