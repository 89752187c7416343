-- Reports (issue 15), fourth step: top merchants by New York month as well (table in 0026),
-- backfilled here from the rows already there. The trigger function that keeps the months is
-- replaced in 0029 (with the other monthly rollups of 0028); no migration between here and there
-- writes card transactions, and the lock keeps every other writer out until the migrations commit.
LOCK TABLE card_transactions IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO report_card_merchant_months (business_id, month, merchant_name, mcc, count, cents)
SELECT business_id, date_trunc('month', created_at AT TIME ZONE 'America/New_York')::date, merchant_name, mcc,
       count(*), sum(approved_cents)
FROM card_transactions WHERE kind = 'authorization' AND status IN ('approved', 'cleared')
GROUP BY 1, 2, 3, 4;
