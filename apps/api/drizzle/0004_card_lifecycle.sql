CREATE TABLE "card_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp (3) with time zone,
	CONSTRAINT "card_holds_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "card_holds_status" CHECK ("card_holds"."status" in ('pending', 'posted', 'voided')),
	CONSTRAINT "card_holds_amount_positive" CHECK ("card_holds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "card_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"parent_id" uuid,
	"status" text NOT NULL,
	"requested_cents" bigint NOT NULL,
	"approved_cents" bigint NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"decline_reason" text,
	"merchant_name" text NOT NULL,
	"mcc" text NOT NULL,
	"merchant_category" text NOT NULL,
	"country" text NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_transactions_status" CHECK ("card_transactions"."status" in ('approved', 'declined', 'cleared', 'reversed', 'refunded')),
	CONSTRAINT "card_transactions_amounts" CHECK ("card_transactions"."requested_cents" > 0 and "card_transactions"."approved_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "card_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_pins" (
	"card_id" uuid PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"set_by_user_id" uuid,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_spend_rules" (
	"card_id" uuid NOT NULL,
	"spend_rule_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_spend_rules_card_id_spend_rule_id_pk" PRIMARY KEY("card_id","spend_rule_id")
);
--> statement-breakpoint
CREATE TABLE "spend_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"config" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_rules_type" CHECK ("spend_rules"."type" in ('velocity', 'merchant_allow', 'merchant_block'))
);
--> statement-breakpoint
ALTER TABLE "card_holds" ADD CONSTRAINT "card_holds_transaction_id_card_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."card_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_holds" ADD CONSTRAINT "card_holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_activities" ADD CONSTRAINT "card_activities_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_activities" ADD CONSTRAINT "card_activities_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_activities" ADD CONSTRAINT "card_activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_pins" ADD CONSTRAINT "card_pins_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_pins" ADD CONSTRAINT "card_pins_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_spend_rules" ADD CONSTRAINT "card_spend_rules_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_spend_rules" ADD CONSTRAINT "card_spend_rules_spend_rule_id_spend_rules_id_fk" FOREIGN KEY ("spend_rule_id") REFERENCES "public"."spend_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_rules" ADD CONSTRAINT "spend_rules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_rules" ADD CONSTRAINT "spend_rules_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_holds_account_idx" ON "card_holds" USING btree ("account_id") WHERE "card_holds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "card_transactions_card_idx" ON "card_transactions" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "card_transactions_business_idx" ON "card_transactions" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "card_activities_card_idx" ON "card_activities" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "card_spend_rules_rule_idx" ON "card_spend_rules" USING btree ("spend_rule_id");--> statement-breakpoint
CREATE INDEX "spend_rules_business_idx" ON "spend_rules" USING btree ("business_id","created_at");