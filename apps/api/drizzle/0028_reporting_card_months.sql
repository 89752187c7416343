CREATE TABLE "report_card_spend_code_months" (
	"business_id" uuid NOT NULL,
	"month" date NOT NULL,
	"mcc" text NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "report_card_spend_code_months_business_id_month_mcc_shard_pk" PRIMARY KEY("business_id","month","mcc","shard")
);
--> statement-breakpoint
CREATE TABLE "report_card_transaction_months" (
	"business_id" uuid NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint NOT NULL,
	"approved_cents" bigint NOT NULL,
	"requested_cents" bigint NOT NULL,
	CONSTRAINT "report_card_transaction_months_business_id_month_kind_status_decline_reason_shard_pk" PRIMARY KEY("business_id","month","kind","status","decline_reason","shard")
);
--> statement-breakpoint
ALTER TABLE "report_card_spend_code_months" ADD CONSTRAINT "report_card_spend_code_months_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_transaction_months" ADD CONSTRAINT "report_card_transaction_months_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;