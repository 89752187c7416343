-- Reports (issue 15), sixth step: the merchant rollups keyed by the card shard too (0030), so
-- concurrent purchases of one program at one merchant spread over eight rows like every other
-- rollup a purchase writes. The card transactions trigger function of 0024 is replaced by the one
-- that also keeps the monthly rollups (0026, 0028) and shards the merchant ones, and the merchant
-- rollups emptied in 0030 are rebuilt.
LOCK TABLE card_transactions IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_card_transactions_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
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
    ), by_code_month AS (
      INSERT INTO report_card_spend_code_months AS r (business_id, month, mcc, shard, count, cents)
      SELECT business_id, date_trunc('month', day::timestamp)::date, mcc, shard, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (business_id, month, mcc, shard)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    ), by_merchant AS (
      INSERT INTO report_card_merchant_days AS r (business_id, day, merchant_name, mcc, shard, count, cents)
      SELECT business_id, day, merchant_name, mcc, shard, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (business_id, day, merchant_name, mcc, shard)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    ), by_merchant_month AS (
      INSERT INTO report_card_merchant_months AS r (business_id, month, merchant_name, mcc, shard, count, cents)
      SELECT business_id, date_trunc('month', day::timestamp)::date, merchant_name, mcc, shard, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (business_id, month, merchant_name, mcc, shard)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    ), by_transaction_month AS (
      INSERT INTO report_card_transaction_months AS r
        (business_id, month, kind, status, decline_reason, shard, count, approved_cents, requested_cents)
      SELECT business_id, date_trunc('month', day::timestamp)::date, kind, status, decline_reason, shard,
             sum(sign), sum(sign * approved_cents), sum(sign * requested_cents)
      FROM changed
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0 OR sum(sign * requested_cents) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (business_id, month, kind, status, decline_reason, shard)
        DO UPDATE SET count = r.count + excluded.count, approved_cents = r.approved_cents + excluded.approved_cents,
                      requested_cents = r.requested_cents + excluded.requested_cents
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
    ), by_code_month AS (
      INSERT INTO report_card_spend_code_months AS r (business_id, month, mcc, shard, count, cents)
      SELECT business_id, date_trunc('month', day::timestamp)::date, mcc, shard, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (business_id, month, mcc, shard)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    ), by_merchant AS (
      INSERT INTO report_card_merchant_days AS r (business_id, day, merchant_name, mcc, shard, count, cents)
      SELECT business_id, day, merchant_name, mcc, shard, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (business_id, day, merchant_name, mcc, shard)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    ), by_merchant_month AS (
      INSERT INTO report_card_merchant_months AS r (business_id, month, merchant_name, mcc, shard, count, cents)
      SELECT business_id, date_trunc('month', day::timestamp)::date, merchant_name, mcc, shard, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (business_id, month, merchant_name, mcc, shard)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    ), by_transaction_month AS (
      INSERT INTO report_card_transaction_months AS r
        (business_id, month, kind, status, decline_reason, shard, count, approved_cents, requested_cents)
      SELECT business_id, date_trunc('month', day::timestamp)::date, kind, status, decline_reason, shard,
             sum(sign), sum(sign * approved_cents), sum(sign * requested_cents)
      FROM changed
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0 OR sum(sign * requested_cents) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (business_id, month, kind, status, decline_reason, shard)
        DO UPDATE SET count = r.count + excluded.count, approved_cents = r.approved_cents + excluded.approved_cents,
                      requested_cents = r.requested_cents + excluded.requested_cents
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
    ), by_code_month AS (
      INSERT INTO report_card_spend_code_months AS r (business_id, month, mcc, shard, count, cents)
      SELECT business_id, date_trunc('month', day::timestamp)::date, mcc, shard, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (business_id, month, mcc, shard)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    ), by_merchant AS (
      INSERT INTO report_card_merchant_days AS r (business_id, day, merchant_name, mcc, shard, count, cents)
      SELECT business_id, day, merchant_name, mcc, shard, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (business_id, day, merchant_name, mcc, shard)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    ), by_merchant_month AS (
      INSERT INTO report_card_merchant_months AS r (business_id, month, merchant_name, mcc, shard, count, cents)
      SELECT business_id, date_trunc('month', day::timestamp)::date, merchant_name, mcc, shard, sum(sign), sum(sign * approved_cents)
      FROM changed WHERE spend
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (business_id, month, merchant_name, mcc, shard)
        DO UPDATE SET count = r.count + excluded.count, cents = r.cents + excluded.cents
    ), by_transaction_month AS (
      INSERT INTO report_card_transaction_months AS r
        (business_id, month, kind, status, decline_reason, shard, count, approved_cents, requested_cents)
      SELECT business_id, date_trunc('month', day::timestamp)::date, kind, status, decline_reason, shard,
             sum(sign), sum(sign * approved_cents), sum(sign * requested_cents)
      FROM changed
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(sign) <> 0 OR sum(sign * approved_cents) <> 0 OR sum(sign * requested_cents) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (business_id, month, kind, status, decline_reason, shard)
        DO UPDATE SET count = r.count + excluded.count, approved_cents = r.approved_cents + excluded.approved_cents,
                      requested_cents = r.requested_cents + excluded.requested_cents
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
INSERT INTO report_card_merchant_days (business_id, day, merchant_name, mcc, shard, count, cents)
SELECT business_id, (created_at AT TIME ZONE 'America/New_York')::date, merchant_name, mcc,
       (hashtext(card_id::text) & 7)::smallint, count(*), sum(approved_cents)
FROM card_transactions WHERE kind = 'authorization' AND status IN ('approved', 'cleared')
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO report_card_merchant_months (business_id, month, merchant_name, mcc, shard, count, cents)
SELECT business_id, date_trunc('month', created_at AT TIME ZONE 'America/New_York')::date, merchant_name, mcc,
       (hashtext(card_id::text) & 7)::smallint, count(*), sum(approved_cents)
FROM card_transactions WHERE kind = 'authorization' AND status IN ('approved', 'cleared')
GROUP BY 1, 2, 3, 4, 5;
