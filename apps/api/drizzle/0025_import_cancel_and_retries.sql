ALTER TABLE "import_rows" DROP CONSTRAINT "import_rows_status";--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "batch_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "cancelled_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "cancelled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_status" CHECK ("import_rows"."status" in ('invalid', 'dropped', 'pending', 'succeeded', 'failed', 'cancelled'));