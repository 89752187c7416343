CREATE TABLE "report_card_merchant_months" (
	"business_id" uuid NOT NULL,
	"month" date NOT NULL,
	"merchant_name" text NOT NULL,
	"mcc" text NOT NULL,
	"count" bigint NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "report_card_merchant_months_business_id_month_merchant_name_mcc_pk" PRIMARY KEY("business_id","month","merchant_name","mcc")
);
--> statement-breakpoint
ALTER TABLE "report_card_merchant_months" ADD CONSTRAINT "report_card_merchant_months_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;