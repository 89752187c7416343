-- Reports (issue 15), fifth step: card transactions and spend by code by New York month as well
-- (tables in 0028), so a report by month and the period before any report read whole months and
-- only the part-months at either end by day. Backfilled here; the trigger function that keeps all
-- the monthly rollups is replaced in 0031 (no migration between writes card transactions, and the
-- lock keeps every other writer out until the migrations commit).
LOCK TABLE card_transactions IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO report_card_transaction_months
  (business_id, month, kind, status, decline_reason, shard, count, approved_cents, requested_cents)
SELECT business_id, date_trunc('month', created_at AT TIME ZONE 'America/New_York')::date, kind, status,
       coalesce(decline_reason, ''), (hashtext(card_id::text) & 7)::smallint,
       count(*), sum(approved_cents), sum(requested_cents)
FROM card_transactions GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO report_card_spend_code_months (business_id, month, mcc, shard, count, cents)
SELECT business_id, date_trunc('month', created_at AT TIME ZONE 'America/New_York')::date, mcc,
       (hashtext(card_id::text) & 7)::smallint, count(*), sum(approved_cents)
FROM card_transactions WHERE kind = 'authorization' AND status IN ('approved', 'cleared')
GROUP BY 1, 2, 3, 4;
