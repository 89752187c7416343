CREATE TABLE "import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"status" text NOT NULL,
	"cells" jsonb NOT NULL,
	"data" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_cents" bigint,
	"result_record_id" uuid,
	"result_code" text,
	"result_message" text,
	"processed_at" timestamp (3) with time zone,
	CONSTRAINT "import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number"),
	CONSTRAINT "import_rows_status" CHECK ("import_rows"."status" in ('invalid', 'dropped', 'pending', 'succeeded', 'failed')),
	CONSTRAINT "import_rows_number" CHECK ("import_rows"."row_number" >= 2),
	CONSTRAINT "import_rows_data" CHECK ("import_rows"."status" in ('invalid', 'dropped') or "import_rows"."data" is not null)
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'validated' NOT NULL,
	"file_name" text NOT NULL,
	"content_sha256" text NOT NULL,
	"column_mapping" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"invalid_row_count" integer NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"allow_partial" boolean DEFAULT false NOT NULL,
	"cursor_row_number" integer DEFAULT 0 NOT NULL,
	"succeeded_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"lease_expires_at" timestamp (3) with time zone,
	"created_by_user_id" uuid NOT NULL,
	"confirmed_by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	CONSTRAINT "imports_kind" CHECK ("imports"."kind" in ('card_loads', 'virtual_cards', 'physical_orders', 'recipients', 'payments')),
	CONSTRAINT "imports_status" CHECK ("imports"."status" in ('validated', 'queued', 'running', 'completed', 'cancelled')),
	CONSTRAINT "imports_counts" CHECK ("imports"."invalid_row_count" between 0 and "imports"."row_count"),
	CONSTRAINT "imports_total" CHECK ("imports"."total_cents" >= 0),
	CONSTRAINT "imports_progress" CHECK ("imports"."succeeded_count" >= 0 and "imports"."failed_count" >= 0),
	CONSTRAINT "imports_confirmed" CHECK ("imports"."status" in ('validated', 'cancelled') or "imports"."confirmed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "onboarding_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" uuid,
	"actor_person_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_activities_type" CHECK ("onboarding_activities"."type" in ('application_started', 'business_info_saved', 'authorized_person_saved', 'beneficial_owner_invited', 'beneficial_owner_answered', 'application_submitted', 'verification_completed', 'document_uploaded', 'document_rejected', 'application_approved', 'application_rejected'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_applications" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"applicant_user_id" uuid NOT NULL,
	"legal_name" text,
	"doing_business_as" text,
	"business_type" text,
	"ein_sealed" text,
	"ein_last4" text,
	"phone" text,
	"website" text,
	"address" jsonb,
	"submitted_at" timestamp (3) with time zone,
	"decided_at" timestamp (3) with time zone,
	"decided_by_user_id" uuid,
	"rejection_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_applications_business_type" CHECK ("onboarding_applications"."business_type" is null or "onboarding_applications"."business_type" in ('CORPORATION', 'PARTNERSHIP', 'SOLE_PROPRIETORSHIP', 'NON_PROFIT', 'LLC')),
	CONSTRAINT "onboarding_applications_ein_last4" CHECK ("onboarding_applications"."ein_last4" is null or "onboarding_applications"."ein_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "onboarding_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_checks_subject" CHECK ("onboarding_checks"."subject" in ('business', 'person')),
	CONSTRAINT "onboarding_checks_outcome" CHECK ("onboarding_checks"."outcome" in ('pass', 'fail', 'document_required'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"declared_content_type" text NOT NULL,
	"declared_size_bytes" integer NOT NULL,
	"status" text DEFAULT 'pending_upload' NOT NULL,
	"detected_content_type" text,
	"size_bytes" integer,
	"rejection_code" text,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp (3) with time zone,
	CONSTRAINT "onboarding_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "onboarding_documents_type" CHECK ("onboarding_documents"."document_type" in ('articles_of_incorporation', 'irs_ein_letter', 'certificate_of_good_standing', 'government_id', 'proof_of_address')),
	CONSTRAINT "onboarding_documents_status" CHECK ("onboarding_documents"."status" in ('pending_upload', 'uploaded', 'rejected')),
	CONSTRAINT "onboarding_documents_size" CHECK ("onboarding_documents"."declared_size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "onboarding_people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"date_of_birth_sealed" text,
	"tax_id_type" text,
	"tax_id_sealed" text,
	"tax_id_last4" text,
	"phone" text,
	"address" jsonb,
	"ownership_basis_points" integer DEFAULT 0 NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp (3) with time zone,
	"answered_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_people_invite_token_hash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "onboarding_people_role" CHECK ("onboarding_people"."role" in ('authorized_person', 'beneficial_owner')),
	CONSTRAINT "onboarding_people_title" CHECK ("onboarding_people"."title" is null or "onboarding_people"."title" in ('PRESIDENT', 'VICE_PRESIDENT', 'TREASURER', 'OWNER', 'CEO', 'CFO', 'COO')),
	CONSTRAINT "onboarding_people_tax_id_type" CHECK ("onboarding_people"."tax_id_type" is null or "onboarding_people"."tax_id_type" in ('ssn_last4', 'itin')),
	CONSTRAINT "onboarding_people_ownership" CHECK ("onboarding_people"."ownership_basis_points" between 0 and 10000),
	CONSTRAINT "onboarding_people_answered_complete" CHECK ("onboarding_people"."answered_at" is null or ("onboarding_people"."date_of_birth_sealed" is not null and "onboarding_people"."tax_id_sealed" is not null))
);
--> statement-breakpoint
CREATE TABLE "platform_reviewers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_activities" ADD CONSTRAINT "onboarding_activities_business_id_onboarding_applications_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."onboarding_applications"("business_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_activities" ADD CONSTRAINT "onboarding_activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_applications" ADD CONSTRAINT "onboarding_applications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_applications" ADD CONSTRAINT "onboarding_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_applications" ADD CONSTRAINT "onboarding_applications_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_checks" ADD CONSTRAINT "onboarding_checks_business_id_onboarding_applications_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."onboarding_applications"("business_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD CONSTRAINT "onboarding_documents_business_id_onboarding_applications_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."onboarding_applications"("business_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD CONSTRAINT "onboarding_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_people" ADD CONSTRAINT "onboarding_people_business_id_onboarding_applications_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."onboarding_applications"("business_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_reviewers" ADD CONSTRAINT "platform_reviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imports_business_file" ON "imports" USING btree ("business_id","kind","content_sha256");--> statement-breakpoint
CREATE INDEX "imports_business_idx" ON "imports" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "imports_due_idx" ON "imports" USING btree ("confirmed_at") WHERE "imports"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "onboarding_activities_business_idx" ON "onboarding_activities" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "onboarding_applications_submitted_idx" ON "onboarding_applications" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "onboarding_checks_business_idx" ON "onboarding_checks" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "onboarding_documents_business_idx" ON "onboarding_documents" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "onboarding_people_business_idx" ON "onboarding_people" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_people_one_authorized_person" ON "onboarding_people" USING btree ("business_id") WHERE "onboarding_people"."role" = 'authorized_person';--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_people_email_per_business" ON "onboarding_people" USING btree ("business_id","email");