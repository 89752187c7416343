CREATE TABLE "autoload_cards" (
	"autoload_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"added_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autoload_cards_autoload_id_card_id_pk" PRIMARY KEY("autoload_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "autoload_run_cards" (
	"run_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"entry_id" uuid,
	"processed_at" timestamp (3) with time zone,
	CONSTRAINT "autoload_run_cards_run_id_card_id_pk" PRIMARY KEY("run_id","card_id"),
	CONSTRAINT "autoload_run_cards_status" CHECK ("autoload_run_cards"."status" in ('pending', 'loaded', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "autoload_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"autoload_id" uuid NOT NULL,
	"run_date" date NOT NULL,
	"run_at" timestamp (3) with time zone NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"needed_cents" integer DEFAULT 0 NOT NULL,
	"available_cents" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "autoload_runs_status" CHECK ("autoload_runs"."status" in ('running', 'completed', 'skipped', 'missed'))
);
--> statement-breakpoint
CREATE TABLE "autoloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"business_day_rule" text DEFAULT 'none' NOT NULL,
	"shortfall_policy" text DEFAULT 'skip_run' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_run_date" date,
	"next_run_at" timestamp (3) with time zone,
	"skipped_run_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"memo" text,
	"custom_fields" jsonb,
	"created_by_user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autoloads_amount" CHECK ("autoloads"."amount_cents" between 1 and 999900),
	CONSTRAINT "autoloads_frequency" CHECK ("autoloads"."frequency" in ('daily', 'weekly', 'monthly', 'last_of_month')),
	CONSTRAINT "autoloads_business_day_rule" CHECK ("autoloads"."business_day_rule" in ('none', 'previous_business_day')),
	CONSTRAINT "autoloads_shortfall_policy" CHECK ("autoloads"."shortfall_policy" in ('skip_run', 'load_until_funds_end')),
	CONSTRAINT "autoloads_status" CHECK ("autoloads"."status" in ('active', 'paused', 'cancelled', 'ended')),
	CONSTRAINT "autoloads_dates" CHECK ("autoloads"."end_date" is null or "autoloads"."end_date" > "autoloads"."start_date")
);
--> statement-breakpoint
ALTER TABLE "autoload_cards" ADD CONSTRAINT "autoload_cards_autoload_id_autoloads_id_fk" FOREIGN KEY ("autoload_id") REFERENCES "public"."autoloads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoload_cards" ADD CONSTRAINT "autoload_cards_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoload_run_cards" ADD CONSTRAINT "autoload_run_cards_run_id_autoload_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."autoload_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoload_run_cards" ADD CONSTRAINT "autoload_run_cards_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoload_run_cards" ADD CONSTRAINT "autoload_run_cards_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoload_runs" ADD CONSTRAINT "autoload_runs_autoload_id_autoloads_id_fk" FOREIGN KEY ("autoload_id") REFERENCES "public"."autoloads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoloads" ADD CONSTRAINT "autoloads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoloads" ADD CONSTRAINT "autoloads_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autoload_cards_card_idx" ON "autoload_cards" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "autoload_run_cards_pending_idx" ON "autoload_run_cards" USING btree ("run_id","position") WHERE "autoload_run_cards"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "autoload_runs_key_idx" ON "autoload_runs" USING btree ("autoload_id","run_date");--> statement-breakpoint
CREATE INDEX "autoload_runs_running_idx" ON "autoload_runs" USING btree ("started_at") WHERE "autoload_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "autoloads_business_idx" ON "autoloads" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "autoloads_due_idx" ON "autoloads" USING btree ("next_run_at") WHERE "autoloads"."status" = 'active';