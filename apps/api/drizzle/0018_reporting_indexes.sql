-- Reports (issue 15): the aggregate reads of /reporting/* scan one business's rows of a period.
-- Covering indexes let PostgreSQL answer them with index-only scans (no heap visit per row), so a
-- year of an organisation with a million purchases stays within the speed targets without rollups.
CREATE INDEX IF NOT EXISTS "card_transactions_report_idx" ON "card_transactions" USING btree ("business_id", "created_at") INCLUDE ("kind", "status", "approved_cents", "requested_cents", "decline_reason", "mcc", "merchant_name");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "journal_entries_report_idx" ON "journal_entries" USING btree ("organization_id", "kind", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bank_transfers_report_idx" ON "bank_transfers" USING btree ("business_id", "created_at") INCLUDE ("speed", "status", "amount_cents", "completed_at", "failure_reason", "failure_code");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "autoload_run_cards_entry_idx" ON "autoload_run_cards" USING btree ("entry_id") WHERE "entry_id" IS NOT NULL;
