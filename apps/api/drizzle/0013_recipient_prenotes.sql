CREATE TABLE "recipient_prenotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"ach_file_id" uuid,
	"trace_number" text,
	"effective_date" date,
	"return_code" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_prenotes_bank_account_id_unique" UNIQUE("bank_account_id"),
	CONSTRAINT "recipient_prenotes_trace_number_unique" UNIQUE("trace_number"),
	CONSTRAINT "recipient_prenotes_status" CHECK ("recipient_prenotes"."status" in ('waiting', 'sent', 'verified', 'returned')),
	CONSTRAINT "recipient_prenotes_sent_fields" CHECK (("recipient_prenotes"."status" = 'waiting') = ("recipient_prenotes"."trace_number" is null))
);
--> statement-breakpoint
ALTER TABLE "recipient_prenotes" ADD CONSTRAINT "recipient_prenotes_bank_account_id_recipient_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."recipient_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_prenotes" ADD CONSTRAINT "recipient_prenotes_ach_file_id_ach_files_id_fk" FOREIGN KEY ("ach_file_id") REFERENCES "public"."ach_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipient_prenotes_status_idx" ON "recipient_prenotes" USING btree ("status");