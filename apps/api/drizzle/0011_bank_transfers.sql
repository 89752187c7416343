CREATE TABLE "ach_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"direction" text NOT NULL,
	"file_name" text NOT NULL,
	"cutoff_at" timestamp (3) with time zone,
	"entry_count" integer NOT NULL,
	"total_credit_cents" bigint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ach_files_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "ach_files_direction" CHECK ("ach_files"."direction" in ('outgoing', 'return', 'correction'))
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"speed" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"approval" text DEFAULT 'not_required' NOT NULL,
	"approved_by_user_id" uuid,
	"approved_at" timestamp (3) with time zone,
	"failure_reason" text,
	"failure_code" text,
	"memo" text,
	"custom_fields" jsonb,
	"trace_number" text,
	"ach_file_id" uuid,
	"cutoff_at" timestamp (3) with time zone NOT NULL,
	"effective_date" date NOT NULL,
	"expected_by_date" date NOT NULL,
	"debit_entry_id" uuid NOT NULL,
	"settlement_entry_id" uuid,
	"return_entry_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"failed_at" timestamp (3) with time zone,
	CONSTRAINT "bank_transfers_trace_number_unique" UNIQUE("trace_number"),
	CONSTRAINT "bank_transfers_amount_positive" CHECK ("bank_transfers"."amount_cents" > 0),
	CONSTRAINT "bank_transfers_speed" CHECK ("bank_transfers"."speed" in ('ach', 'sameday_ach', 'instant')),
	CONSTRAINT "bank_transfers_status" CHECK ("bank_transfers"."status" in ('created', 'processing', 'completed', 'failed')),
	CONSTRAINT "bank_transfers_approval" CHECK ("bank_transfers"."approval" in ('not_required', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "recipient_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_activities_type" CHECK ("recipient_activities"."type" in ('card_locked', 'card_unlocked', 'card_frozen', 'card_unfrozen', 'card_reassociated', 'card_reissued', 'card_closed', 'virtual_card_activated', 'virtual_card_resent', 'card_pin_set', 'card_merchant_rule_added', 'card_merchant_rule_removed', 'card_tag_added', 'card_tag_removed', 'card_funds_loaded', 'card_funds_transferred', 'card_funds_withdrawn_to_funding_account', 'card_order_placed', 'card_spend_rule_added', 'card_spend_rule_removed', 'user_added', 'user_removed', 'user_updated', 'business_settings_created', 'business_settings_updated', 'recipient_created', 'recipient_updated', 'recipient_intake_email_sent', 'recipient_intake_email_resent', 'bank_account_added', 'bank_account_deleted', 'bank_transfer_initiated', 'bank_account_submitted_for_verification', 'bank_account_verified', 'bank_account_verification_failed', 'metadata_added', 'metadata_updated', 'metadata_deleted', 'card_activated', 'bank_transfer_approved', 'bank_transfer_rejected', 'bank_transfer_completed', 'bank_transfer_failed', 'bank_account_corrected', 'recipient_hold_placed'))
);
--> statement-breakpoint
CREATE TABLE "recipient_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"name_on_account" text NOT NULL,
	"account_type" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_last4" text NOT NULL,
	"routing_number" text NOT NULL,
	"bank_name" text,
	"source" text NOT NULL,
	"link_account_id" text,
	"verification_status" text NOT NULL,
	"failure_reason" text,
	"disabled_at" timestamp (3) with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_bank_accounts_type" CHECK ("recipient_bank_accounts"."account_type" in ('checking', 'savings')),
	CONSTRAINT "recipient_bank_accounts_source" CHECK ("recipient_bank_accounts"."source" in ('manual', 'bank_link')),
	CONSTRAINT "recipient_bank_accounts_verification" CHECK ("recipient_bank_accounts"."verification_status" in ('pending', 'verified', 'failed')),
	CONSTRAINT "recipient_bank_accounts_routing" CHECK ("recipient_bank_accounts"."routing_number" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "recipient_email_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipient_intake_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"intake_status" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipient_intake_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_intake_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "recipient_micro_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"first_amount_cents" integer NOT NULL,
	"second_amount_cents" integer NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"verified_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_micro_deposits_bank_account_id_unique" UNIQUE("bank_account_id"),
	CONSTRAINT "recipient_micro_deposits_amounts" CHECK ("recipient_micro_deposits"."first_amount_cents" between 1 and 99 and "recipient_micro_deposits"."second_amount_cents" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"intake_status" text DEFAULT 'awaiting_recipient' NOT NULL,
	"intake_failure_reason" text,
	"hold" text,
	"created_by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipients_type" CHECK ("recipients"."type" in ('person', 'business')),
	CONSTRAINT "recipients_intake_status" CHECK ("recipients"."intake_status" in ('awaiting_recipient', 'pending_verification', 'bank_account_verified', 'verification_failed')),
	CONSTRAINT "recipients_intake_failure_reason" CHECK ("recipients"."intake_failure_reason" is null or "recipients"."intake_failure_reason" in ('account_blocked', 'account_closed', 'owner_deceased', 'invalid_account_number', 'invalid_routing_number', 'erroneous_data', 'regulatory_limits', 'institution_unavailable', 'transfers_unsupported', 'unexpected_error')),
	CONSTRAINT "recipients_hold" CHECK ("recipients"."hold" is null or "recipients"."hold" in ('deceased', 'frozen'))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_bank_account_id_recipient_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."recipient_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_ach_file_id_ach_files_id_fk" FOREIGN KEY ("ach_file_id") REFERENCES "public"."ach_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_debit_entry_id_journal_entries_id_fk" FOREIGN KEY ("debit_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_settlement_entry_id_journal_entries_id_fk" FOREIGN KEY ("settlement_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_return_entry_id_journal_entries_id_fk" FOREIGN KEY ("return_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_activities" ADD CONSTRAINT "recipient_activities_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_activities" ADD CONSTRAINT "recipient_activities_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_activities" ADD CONSTRAINT "recipient_activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_bank_accounts" ADD CONSTRAINT "recipient_bank_accounts_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_bank_accounts" ADD CONSTRAINT "recipient_bank_accounts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_email_codes" ADD CONSTRAINT "recipient_email_codes_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_intake_history" ADD CONSTRAINT "recipient_intake_history_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_intake_links" ADD CONSTRAINT "recipient_intake_links_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_micro_deposits" ADD CONSTRAINT "recipient_micro_deposits_bank_account_id_recipient_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."recipient_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_return_entry" ON "bank_transfers" USING btree ("return_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_settlement_entry" ON "bank_transfers" USING btree ("settlement_entry_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_business_idx" ON "bank_transfers" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bank_transfers_recipient_idx" ON "bank_transfers" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_transfers_due_idx" ON "bank_transfers" USING btree ("status","cutoff_at");--> statement-breakpoint
CREATE INDEX "recipient_activities_recipient_idx" ON "recipient_activities" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recipient_bank_accounts_one_active" ON "recipient_bank_accounts" USING btree ("recipient_id") WHERE "recipient_bank_accounts"."disabled_at" is null;--> statement-breakpoint
CREATE INDEX "recipient_email_codes_recipient_idx" ON "recipient_email_codes" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "recipient_intake_history_idx" ON "recipient_intake_history" USING btree ("recipient_id","at");--> statement-breakpoint
CREATE INDEX "recipient_intake_links_recipient_idx" ON "recipient_intake_links" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "recipients_business_idx" ON "recipients" USING btree ("business_id","created_at","id");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_kind" CHECK ("journal_entries"."kind" in ('ach_deposit', 'funding_transfer', 'card_load', 'card_withdrawal', 'card_transfer', 'card_clearing', 'card_refund', 'bank_transfer', 'bank_transfer_settlement', 'bank_transfer_return'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('funding', 'card', 'ach_settlement', 'card_network', 'payouts_in_flight'));