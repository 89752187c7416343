CREATE TABLE "report_bank_transfer_days" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"speed" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"count" bigint NOT NULL,
	"cents" bigint NOT NULL,
	"seconds_to_complete" numeric NOT NULL,
	CONSTRAINT "report_bank_transfer_days_business_id_day_speed_outcome_reason_pk" PRIMARY KEY("business_id","day","speed","outcome","reason")
);
--> statement-breakpoint
CREATE TABLE "report_card_merchant_days" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"merchant_name" text NOT NULL,
	"mcc" text NOT NULL,
	"count" bigint NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "report_card_merchant_days_business_id_day_merchant_name_mcc_pk" PRIMARY KEY("business_id","day","merchant_name","mcc")
);
--> statement-breakpoint
CREATE TABLE "report_card_money_days" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"automatic" boolean NOT NULL,
	"count" bigint NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "report_card_money_days_business_id_day_kind_automatic_pk" PRIMARY KEY("business_id","day","kind","automatic")
);
--> statement-breakpoint
CREATE TABLE "report_card_spend_code_days" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mcc" text NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "report_card_spend_code_days_business_id_day_mcc_shard_pk" PRIMARY KEY("business_id","day","mcc","shard")
);
--> statement-breakpoint
CREATE TABLE "report_card_transaction_days" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"decline_reason" text NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint NOT NULL,
	"approved_cents" bigint NOT NULL,
	"requested_cents" bigint NOT NULL,
	CONSTRAINT "report_card_transaction_days_business_id_day_kind_status_decline_reason_shard_pk" PRIMARY KEY("business_id","day","kind","status","decline_reason","shard")
);
--> statement-breakpoint
ALTER TABLE "report_bank_transfer_days" ADD CONSTRAINT "report_bank_transfer_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_merchant_days" ADD CONSTRAINT "report_card_merchant_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_money_days" ADD CONSTRAINT "report_card_money_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_spend_code_days" ADD CONSTRAINT "report_card_spend_code_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_transaction_days" ADD CONSTRAINT "report_card_transaction_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;