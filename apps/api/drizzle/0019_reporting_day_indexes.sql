-- Reports (issue 15), second step: the reports read a period as New York calendar days and group
-- by day, so the covering indexes hold the New York day itself. PostgreSQL then keeps statistics
-- on that expression (a hash aggregate by day instead of sorting every row) and reads a period as
-- one index range. Replaces the created_at-keyed indexes of 0018.
DROP INDEX IF EXISTS "card_transactions_report_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "bank_transfers_report_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "journal_entries_report_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "card_transactions_report_day_idx" ON "card_transactions" USING btree ("business_id", (("created_at" AT TIME ZONE 'America/New_York')::date)) INCLUDE ("created_at", "kind", "status", "approved_cents", "requested_cents", "decline_reason", "mcc", "merchant_name");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bank_transfers_report_day_idx" ON "bank_transfers" USING btree ("business_id", (("created_at" AT TIME ZONE 'America/New_York')::date)) INCLUDE ("speed", "status", "amount_cents", "created_at", "completed_at", "failure_reason", "failure_code");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "journal_entries_report_day_idx" ON "journal_entries" USING btree ("organization_id", "kind", (("created_at" AT TIME ZONE 'America/New_York')::date));
