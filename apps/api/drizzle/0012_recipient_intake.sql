CREATE TABLE "recipient_intake_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_intake_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "recipients" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "recipient_intake_sessions" ADD CONSTRAINT "recipient_intake_sessions_recipient_id_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipient_intake_sessions_recipient_idx" ON "recipient_intake_sessions" USING btree ("recipient_id");--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_language" CHECK ("recipients"."language" in ('en', 'es', 'pl'));