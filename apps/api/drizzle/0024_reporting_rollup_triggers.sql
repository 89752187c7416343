-- Reports (issue 15), third step: daily rollups (tables in 0022) kept by triggers in the same
-- transaction as the rows they sum, so a year of one organisation reads a few thousand rollup
-- rows instead of a million card transactions, and no report can disagree with the tables.
--
-- Every trigger is statement-level with transition tables: the statement's old rows count
-- negative and its new rows positive, summed per rollup key before one upsert per table. So an
-- authorization is one upsert per table; a bulk insert or a settlement batch is one upsert per key
-- (in key order, which keeps two batches from locking rollup rows in opposite orders); and an
-- update that moves no figure (refunded_cents, updated_at, a trace number) nets to zero and
-- touches no rollup row at all. Keys whose counts reach zero keep their row; readers drop them.
-- The New York day is the expression the 0019 indexes hold (America/New_York, the reports' zone).

-- 1. Card transactions → transaction days (every row), spend by code and by merchant (approved and
--    cleared authorizations). The shard (0–7, hash of the card id) spreads one business's
--    concurrent authorizations over eight rows of a key; two on one card already queue on the card's
--    account, so sharding by card adds no wait of its own.
CREATE FUNCTION report_card_transactions_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement per event: the transition tables an event has differ, and each is read
  -- as it is (no copy), so a bulk statement of any size streams through.
  IF TG_OP = 'INSERT' THEN
    WITH changed AS (
      SELECT t.sign, t.business_id, (t.created_at AT TIME ZONE 'America/New_York')::date AS day, t.kind,
             t.status, coalesce(t.decline_reason, '') AS decline_reason,
             (hashtext(t.card_id::text) & 7)::smallint AS shard, t.merchant_name, t.mcc,
             t.approved_cents, t.requested_cents,
             t.kind = 'authorization' AND t.status IN ('approved', 'cleared') AS spend
      FROM (SELECT 1 AS sign, n.* FROM new_rows n) t
    ), by_code AS (
      INSERT INTO report_card_spend_code_days AS r (business_id, day, mcc, shard, count, cents)
      SELECT business_id, day, mcc, shard, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (business_id, day, mcc, shard)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    ), by_merchant AS (
      INSERT INTO report_card_merchant_days AS r (business_id, day, merchant_name, mcc, count, cents)
      SELECT business_id, day, merchant_name, mcc, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (business_id, day, merchant_name, mcc)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    )
    INSERT INTO report_card_transaction_days AS r
      (business_id, day, kind, status, decline_reason, shard, count, approved_cents, requested_cents)
    SELECT business_id, day, kind, status, decline_reason, shard,
           sum(sign), sum(sign * approved_cents), sum(sign * requested_cents)
    FROM changed
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0 OR sum(sign * requested_cents) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (business_id, day, kind, status, decline_reason, shard)
      DO UPDATE SET count = r.count + excluded.count, approved_cents = r.approved_cents + excluded.approved_cents,
                    requested_cents = r.requested_cents + excluded.requested_cents;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH changed AS (
      SELECT t.sign, t.business_id, (t.created_at AT TIME ZONE 'America/New_York')::date AS day, t.kind,
             t.status, coalesce(t.decline_reason, '') AS decline_reason,
             (hashtext(t.card_id::text) & 7)::smallint AS shard, t.merchant_name, t.mcc,
             t.approved_cents, t.requested_cents,
             t.kind = 'authorization' AND t.status IN ('approved', 'cleared') AS spend
      FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) t
    ), by_code AS (
      INSERT INTO report_card_spend_code_days AS r (business_id, day, mcc, shard, count, cents)
      SELECT business_id, day, mcc, shard, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (business_id, day, mcc, shard)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    ), by_merchant AS (
      INSERT INTO report_card_merchant_days AS r (business_id, day, merchant_name, mcc, count, cents)
      SELECT business_id, day, merchant_name, mcc, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (business_id, day, merchant_name, mcc)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    )
    INSERT INTO report_card_transaction_days AS r
      (business_id, day, kind, status, decline_reason, shard, count, approved_cents, requested_cents)
    SELECT business_id, day, kind, status, decline_reason, shard,
           sum(sign), sum(sign * approved_cents), sum(sign * requested_cents)
    FROM changed
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0 OR sum(sign * requested_cents) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (business_id, day, kind, status, decline_reason, shard)
      DO UPDATE SET count = r.count + excluded.count, approved_cents = r.approved_cents + excluded.approved_cents,
                    requested_cents = r.requested_cents + excluded.requested_cents;
  ELSE
    WITH changed AS (
      SELECT t.sign, t.business_id, (t.created_at AT TIME ZONE 'America/New_York')::date AS day, t.kind,
             t.status, coalesce(t.decline_reason, '') AS decline_reason,
             (hashtext(t.card_id::text) & 7)::smallint AS shard, t.merchant_name, t.mcc,
             t.approved_cents, t.requested_cents,
             t.kind = 'authorization' AND t.status IN ('approved', 'cleared') AS spend
      FROM (SELECT -1 AS sign, o.* FROM old_rows o) t
    ), by_code AS (
      INSERT INTO report_card_spend_code_days AS r (business_id, day, mcc, shard, count, cents)
      SELECT business_id, day, mcc, shard, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (business_id, day, mcc, shard)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    ), by_merchant AS (
      INSERT INTO report_card_merchant_days AS r (business_id, day, merchant_name, mcc, count, cents)
      SELECT business_id, day, merchant_name, mcc, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (business_id, day, merchant_name, mcc)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    )
    INSERT INTO report_card_transaction_days AS r
      (business_id, day, kind, status, decline_reason, shard, count, approved_cents, requested_cents)
    SELECT business_id, day, kind, status, decline_reason, shard,
           sum(sign), sum(sign * approved_cents), sum(sign * requested_cents)
    FROM changed
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0 OR sum(sign * requested_cents) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (business_id, day, kind, status, decline_reason, shard)
      DO UPDATE SET count = r.count + excluded.count, approved_cents = r.approved_cents + excluded.approved_cents,
                    requested_cents = r.requested_cents + excluded.requested_cents;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER card_transactions_report_insert AFTER INSERT ON card_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_card_transactions_rollup();
--> statement-breakpoint
CREATE TRIGGER card_transactions_report_update AFTER UPDATE ON card_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_card_transactions_rollup();
--> statement-breakpoint
CREATE TRIGGER card_transactions_report_delete AFTER DELETE ON card_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_card_transactions_rollup();
--> statement-breakpoint
-- 2. Card loads and withdrawals: the card side of card_load / card_withdrawal entries, by the card's
--    business and the entry's day, automatic when an autoload run card names the entry. Postings
--    are added as an entry is posted; the autoload run names the entry afterwards (trigger 3).
CREATE FUNCTION report_card_money_from_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement per event: the transition tables an event has differ, and each is read
  -- as it is (no copy), so a bulk statement of any size streams through.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_card_money_days AS r (business_id, day, kind, automatic, count, cents)
    SELECT business_id, day, kind, automatic, sum(sign), sum(sign * cents)
    FROM (
      SELECT c.business_id, (e.created_at AT TIME ZONE 'America/New_York')::date AS day, e.kind,
             EXISTS (SELECT 1 FROM autoload_run_cards a WHERE a.entry_id = e.id) AS automatic,
             p.sign, abs(p.amount_cents) AS cents
      FROM (SELECT 1 AS sign, n.* FROM new_rows n) p
      JOIN journal_entries e ON e.id = p.entry_id
      JOIN cards c ON c.account_id = p.account_id
      WHERE e.kind IN ('card_load', 'card_withdrawal')
    ) changed
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * cents) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (business_id, day, kind, automatic)
      DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_card_money_days AS r (business_id, day, kind, automatic, count, cents)
    SELECT business_id, day, kind, automatic, sum(sign), sum(sign * cents)
    FROM (
      SELECT c.business_id, (e.created_at AT TIME ZONE 'America/New_York')::date AS day, e.kind,
             EXISTS (SELECT 1 FROM autoload_run_cards a WHERE a.entry_id = e.id) AS automatic,
             p.sign, abs(p.amount_cents) AS cents
      FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) p
      JOIN journal_entries e ON e.id = p.entry_id
      JOIN cards c ON c.account_id = p.account_id
      WHERE e.kind IN ('card_load', 'card_withdrawal')
    ) changed
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * cents) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (business_id, day, kind, automatic)
      DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents;
  ELSE
    INSERT INTO report_card_money_days AS r (business_id, day, kind, automatic, count, cents)
    SELECT business_id, day, kind, automatic, sum(sign), sum(sign * cents)
    FROM (
      SELECT c.business_id, (e.created_at AT TIME ZONE 'America/New_York')::date AS day, e.kind,
             EXISTS (SELECT 1 FROM autoload_run_cards a WHERE a.entry_id = e.id) AS automatic,
             p.sign, abs(p.amount_cents) AS cents
      FROM (SELECT -1 AS sign, o.* FROM old_rows o) p
      JOIN journal_entries e ON e.id = p.entry_id
      JOIN cards c ON c.account_id = p.account_id
      WHERE e.kind IN ('card_load', 'card_withdrawal')
    ) changed
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * cents) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (business_id, day, kind, automatic)
      DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The journal is append-only (0002): an update or delete of postings or entries happens only with
-- session_replication_role = replica (a repair, or a test moving an entry in time), which skips
-- ordinary triggers. Those triggers are ENABLE ALWAYS so the rollup follows even then; the insert
-- trigger stays ordinary, so a logical replica that receives the rollup rows does not count twice.
CREATE TRIGGER postings_report_insert AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_card_money_from_postings();
--> statement-breakpoint
CREATE TRIGGER postings_report_update AFTER UPDATE ON postings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_card_money_from_postings();
--> statement-breakpoint
CREATE TRIGGER postings_report_delete AFTER DELETE ON postings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_card_money_from_postings();
--> statement-breakpoint
ALTER TABLE postings ENABLE ALWAYS TRIGGER postings_report_update;
--> statement-breakpoint
ALTER TABLE postings ENABLE ALWAYS TRIGGER postings_report_delete;
--> statement-breakpoint
-- An entry moved to another day or kind moves its card postings' figures with it.
CREATE FUNCTION report_card_money_from_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_card_money_days AS r (business_id, day, kind, automatic, count, cents)
  SELECT business_id, day, kind, automatic, sum(sign), sum(sign * cents)
  FROM (
    SELECT c.business_id, (e.created_at AT TIME ZONE 'America/New_York')::date AS day, e.kind,
           EXISTS (SELECT 1 FROM autoload_run_cards a WHERE a.entry_id = e.id) AS automatic,
           e.sign, abs(p.amount_cents) AS cents
    FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) e
    JOIN postings p ON p.entry_id = e.id
    JOIN cards c ON c.account_id = p.account_id
    WHERE e.kind IN ('card_load', 'card_withdrawal')
  ) changed
  GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * cents) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (business_id, day, kind, automatic)
    DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_report_update AFTER UPDATE ON journal_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_card_money_from_entries();
--> statement-breakpoint
ALTER TABLE journal_entries ENABLE ALWAYS TRIGGER journal_entries_report_update;
--> statement-breakpoint
-- 3. An autoload run card naming an entry (or no longer naming it) makes the entry's loads
--    automatic (or manual again) when it is the first (or last) to name it (autoload_run_cards_entry_idx
--    of 0018 finds the others).
CREATE FUNCTION report_card_money_from_autoloads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement per event: the transition tables an event has differ, and each is read
  -- as it is (no copy), so a bulk statement of any size streams through.
  IF TG_OP = 'INSERT' THEN
    WITH refs AS (
      SELECT entry_id, sum(sign) AS delta
      FROM (SELECT 1 AS sign, n.entry_id FROM new_rows n) x
      WHERE entry_id IS NOT NULL GROUP BY entry_id HAVING sum(sign) <> 0
    ), flips AS (
      SELECT refs.entry_id, naming.count - refs.delta > 0 AS was_automatic, naming.count > 0 AS is_automatic
      FROM refs
      CROSS JOIN LATERAL (SELECT count(*) AS count FROM autoload_run_cards a WHERE a.entry_id = refs.entry_id) naming
    )
    INSERT INTO report_card_money_days AS r (business_id, day, kind, automatic, count, cents)
    SELECT business_id, day, kind, automatic, sum(sign), sum(sign * cents)
    FROM (
      SELECT c.business_id, (e.created_at AT TIME ZONE 'America/New_York')::date AS day, e.kind,
             side.automatic, side.sign, abs(p.amount_cents) AS cents
      FROM flips f
      CROSS JOIN LATERAL (VALUES (-1, f.was_automatic), (1, f.is_automatic)) side (sign, automatic)
      JOIN journal_entries e ON e.id = f.entry_id
      JOIN postings p ON p.entry_id = e.id
      JOIN cards c ON c.account_id = p.account_id
      WHERE f.was_automatic <> f.is_automatic AND e.kind IN ('card_load', 'card_withdrawal')
    ) changed
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * cents) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (business_id, day, kind, automatic)
      DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH refs AS (
      SELECT entry_id, sum(sign) AS delta
      FROM (SELECT -1 AS sign, o.entry_id FROM old_rows o UNION ALL SELECT 1, n.entry_id FROM new_rows n) x
      WHERE entry_id IS NOT NULL GROUP BY entry_id HAVING sum(sign) <> 0
    ), flips AS (
      SELECT refs.entry_id, naming.count - refs.delta > 0 AS was_automatic, naming.count > 0 AS is_automatic
      FROM refs
      CROSS JOIN LATERAL (SELECT count(*) AS count FROM autoload_run_cards a WHERE a.entry_id = refs.entry_id) naming
    )
    INSERT INTO report_card_money_days AS r (business_id, day, kind, automatic, count, cents)
    SELECT business_id, day, kind, automatic, sum(sign), sum(sign * cents)
    FROM (
      SELECT c.business_id, (e.created_at AT TIME ZONE 'America/New_York')::date AS day, e.kind,
             side.automatic, side.sign, abs(p.amount_cents) AS cents
      FROM flips f
      CROSS JOIN LATERAL (VALUES (-1, f.was_automatic), (1, f.is_automatic)) side (sign, automatic)
      JOIN journal_entries e ON e.id = f.entry_id
      JOIN postings p ON p.entry_id = e.id
      JOIN cards c ON c.account_id = p.account_id
      WHERE f.was_automatic <> f.is_automatic AND e.kind IN ('card_load', 'card_withdrawal')
    ) changed
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * cents) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (business_id, day, kind, automatic)
      DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents;
  ELSE
    WITH refs AS (
      SELECT entry_id, sum(sign) AS delta
      FROM (SELECT -1 AS sign, o.entry_id FROM old_rows o) x
      WHERE entry_id IS NOT NULL GROUP BY entry_id HAVING sum(sign) <> 0
    ), flips AS (
      SELECT refs.entry_id, naming.count - refs.delta > 0 AS was_automatic, naming.count > 0 AS is_automatic
      FROM refs
      CROSS JOIN LATERAL (SELECT count(*) AS count FROM autoload_run_cards a WHERE a.entry_id = refs.entry_id) naming
    )
    INSERT INTO report_card_money_days AS r (business_id, day, kind, automatic, count, cents)
    SELECT business_id, day, kind, automatic, sum(sign), sum(sign * cents)
    FROM (
      SELECT c.business_id, (e.created_at AT TIME ZONE 'America/New_York')::date AS day, e.kind,
             side.automatic, side.sign, abs(p.amount_cents) AS cents
      FROM flips f
      CROSS JOIN LATERAL (VALUES (-1, f.was_automatic), (1, f.is_automatic)) side (sign, automatic)
      JOIN journal_entries e ON e.id = f.entry_id
      JOIN postings p ON p.entry_id = e.id
      JOIN cards c ON c.account_id = p.account_id
      WHERE f.was_automatic <> f.is_automatic AND e.kind IN ('card_load', 'card_withdrawal')
    ) changed
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * cents) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (business_id, day, kind, automatic)
      DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER autoload_run_cards_report_insert AFTER INSERT ON autoload_run_cards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_card_money_from_autoloads();
--> statement-breakpoint
CREATE TRIGGER autoload_run_cards_report_update AFTER UPDATE ON autoload_run_cards
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_card_money_from_autoloads();
--> statement-breakpoint
CREATE TRIGGER autoload_run_cards_report_delete AFTER DELETE ON autoload_run_cards
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_card_money_from_autoloads();
--> statement-breakpoint
-- 4. Bank transfers by the day they were created and where they stand now. A failed transfer that
--    had completed was returned by the recipient's bank; one that never completed was refused.
CREATE FUNCTION report_bank_transfers_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement per event: the transition tables an event has differ, and each is read
  -- as it is (no copy), so a bulk statement of any size streams through.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_bank_transfer_days AS r
      (business_id, day, speed, outcome, reason, count, cents, seconds_to_complete)
    SELECT business_id, day, speed, outcome, reason, sum(sign), sum(sign * amount_cents), sum(sign * seconds)
    FROM (
      SELECT t.sign, t.business_id, (t.created_at AT TIME ZONE 'America/New_York')::date AS day, t.speed,
             CASE WHEN t.status = 'completed' THEN 'completed'
                  WHEN t.status = 'failed' AND t.completed_at IS NOT NULL THEN 'returned'
                  WHEN t.status = 'failed' THEN 'failed'
                  ELSE 'inFlight' END AS outcome,
             CASE WHEN t.status <> 'failed' THEN ''
                  WHEN t.failure_reason IS NOT NULL THEN t.failure_reason
                  WHEN t.failure_code = 'rejected' THEN 'rejected'
                  ELSE 'other' END AS reason,
             t.amount_cents,
             CASE WHEN t.status = 'completed'
                  THEN coalesce(extract(epoch FROM t.completed_at - t.created_at), 0) ELSE 0 END AS seconds
      FROM (SELECT 1 AS sign, n.* FROM new_rows n) t
    ) changed
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * amount_cents) <> 0 OR sum(sign * seconds) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (business_id, day, speed, outcome, reason)
      DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents,
                    seconds_to_complete = r.seconds_to_complete + excluded.seconds_to_complete;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO report_bank_transfer_days AS r
      (business_id, day, speed, outcome, reason, count, cents, seconds_to_complete)
    SELECT business_id, day, speed, outcome, reason, sum(sign), sum(sign * amount_cents), sum(sign * seconds)
    FROM (
      SELECT t.sign, t.business_id, (t.created_at AT TIME ZONE 'America/New_York')::date AS day, t.speed,
             CASE WHEN t.status = 'completed' THEN 'completed'
                  WHEN t.status = 'failed' AND t.completed_at IS NOT NULL THEN 'returned'
                  WHEN t.status = 'failed' THEN 'failed'
                  ELSE 'inFlight' END AS outcome,
             CASE WHEN t.status <> 'failed' THEN ''
                  WHEN t.failure_reason IS NOT NULL THEN t.failure_reason
                  WHEN t.failure_code = 'rejected' THEN 'rejected'
                  ELSE 'other' END AS reason,
             t.amount_cents,
             CASE WHEN t.status = 'completed'
                  THEN coalesce(extract(epoch FROM t.completed_at - t.created_at), 0) ELSE 0 END AS seconds
      FROM (SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1, n.* FROM new_rows n) t
    ) changed
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * amount_cents) <> 0 OR sum(sign * seconds) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (business_id, day, speed, outcome, reason)
      DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents,
                    seconds_to_complete = r.seconds_to_complete + excluded.seconds_to_complete;
  ELSE
    INSERT INTO report_bank_transfer_days AS r
      (business_id, day, speed, outcome, reason, count, cents, seconds_to_complete)
    SELECT business_id, day, speed, outcome, reason, sum(sign), sum(sign * amount_cents), sum(sign * seconds)
    FROM (
      SELECT t.sign, t.business_id, (t.created_at AT TIME ZONE 'America/New_York')::date AS day, t.speed,
             CASE WHEN t.status = 'completed' THEN 'completed'
                  WHEN t.status = 'failed' AND t.completed_at IS NOT NULL THEN 'returned'
                  WHEN t.status = 'failed' THEN 'failed'
                  ELSE 'inFlight' END AS outcome,
             CASE WHEN t.status <> 'failed' THEN ''
                  WHEN t.failure_reason IS NOT NULL THEN t.failure_reason
                  WHEN t.failure_code = 'rejected' THEN 'rejected'
                  ELSE 'other' END AS reason,
             t.amount_cents,
             CASE WHEN t.status = 'completed'
                  THEN coalesce(extract(epoch FROM t.completed_at - t.created_at), 0) ELSE 0 END AS seconds
      FROM (SELECT -1 AS sign, o.* FROM old_rows o) t
    ) changed
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * amount_cents) <> 0 OR sum(sign * seconds) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (business_id, day, speed, outcome, reason)
      DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents,
                    seconds_to_complete = r.seconds_to_complete + excluded.seconds_to_complete;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bank_transfers_report_insert AFTER INSERT ON bank_transfers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_bank_transfers_rollup();
--> statement-breakpoint
CREATE TRIGGER bank_transfers_report_update AFTER UPDATE ON bank_transfers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_bank_transfers_rollup();
--> statement-breakpoint
CREATE TRIGGER bank_transfers_report_delete AFTER DELETE ON bank_transfers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_bank_transfers_rollup();
--> statement-breakpoint
-- 5. The reports no longer read card_transactions (every card figure is in the rollups above), so
--    0019's wide covering index on it only slowed every authorization and status change: dropped.
--    The bank_transfers and journal_entries ones stay for the grant or funder filter, which names
--    a custom field no rollup can key on and so reads those tables.
DROP INDEX IF EXISTS "card_transactions_report_day_idx";
--> statement-breakpoint
-- 6. Backfill from the rows already there. The triggers above were created first: CREATE TRIGGER
--    locks each table against writes until this migration commits, so no row is missed or counted
--    twice between the backfill and the first trigger.
INSERT INTO report_card_transaction_days
  (business_id, day, kind, status, decline_reason, shard, count, approved_cents, requested_cents)
SELECT business_id, (created_at AT TIME ZONE 'America/New_York')::date, kind, status,
       coalesce(decline_reason, ''), (hashtext(card_id::text) & 7)::smallint,
       count(*), sum(approved_cents), sum(requested_cents)
FROM card_transactions GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO report_card_spend_code_days (business_id, day, mcc, shard, count, cents)
SELECT business_id, (created_at AT TIME ZONE 'America/New_York')::date, mcc,
       (hashtext(card_id::text) & 7)::smallint, count(*), sum(approved_cents)
FROM card_transactions WHERE kind = 'authorization' AND status IN ('approved', 'cleared')
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO report_card_merchant_days (business_id, day, merchant_name, mcc, count, cents)
SELECT business_id, (created_at AT TIME ZONE 'America/New_York')::date, merchant_name, mcc, count(*), sum(approved_cents)
FROM card_transactions WHERE kind = 'authorization' AND status IN ('approved', 'cleared')
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO report_card_money_days (business_id, day, kind, automatic, count, cents)
SELECT business_id, day, kind, automatic, count(*), sum(cents)
FROM (
  SELECT c.business_id, (e.created_at AT TIME ZONE 'America/New_York')::date AS day, e.kind,
         EXISTS (SELECT 1 FROM autoload_run_cards a WHERE a.entry_id = e.id) AS automatic,
         abs(p.amount_cents) AS cents
  FROM journal_entries e
  JOIN postings p ON p.entry_id = e.id
  JOIN cards c ON c.account_id = p.account_id
  WHERE e.kind IN ('card_load', 'card_withdrawal')
) existing
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO report_bank_transfer_days (business_id, day, speed, outcome, reason, count, cents, seconds_to_complete)
SELECT business_id, day, speed, outcome, reason, count(*), sum(amount_cents), sum(seconds)
FROM (
  SELECT business_id, (created_at AT TIME ZONE 'America/New_York')::date AS day, speed,
         CASE WHEN status = 'completed' THEN 'completed'
              WHEN status = 'failed' AND completed_at IS NOT NULL THEN 'returned'
              WHEN status = 'failed' THEN 'failed'
              ELSE 'inFlight' END AS outcome,
         CASE WHEN status <> 'failed' THEN ''
              WHEN failure_reason IS NOT NULL THEN failure_reason
              WHEN failure_code = 'rejected' THEN 'rejected'
              ELSE 'other' END AS reason,
         amount_cents,
         CASE WHEN status = 'completed' THEN coalesce(extract(epoch FROM completed_at - created_at), 0) ELSE 0 END AS seconds
  FROM bank_transfers
) existing
GROUP BY 1, 2, 3, 4, 5;
