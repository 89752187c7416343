-- Reports (issue 15): the merchant rollups get the card shard as well (see 0031). Their rows are
-- emptied here and rebuilt from card_transactions in 0031 (in the same migration run), since a
-- row's shard cannot be told from the rollup. Statements in an order that works: drizzle-kit
-- wrote the new primary keys before the column they name.
TRUNCATE "report_card_merchant_days", "report_card_merchant_months";--> statement-breakpoint
ALTER TABLE "report_card_merchant_days" DROP CONSTRAINT "report_card_merchant_days_business_id_day_merchant_name_mcc_pk";--> statement-breakpoint
ALTER TABLE "report_card_merchant_months" DROP CONSTRAINT "report_card_merchant_months_business_id_month_merchant_name_mcc_pk";--> statement-breakpoint
ALTER TABLE "report_card_merchant_days" ADD COLUMN "shard" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "report_card_merchant_months" ADD COLUMN "shard" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "report_card_merchant_days" ADD CONSTRAINT "report_card_merchant_days_business_id_day_merchant_name_mcc_shard_pk" PRIMARY KEY("business_id","day","merchant_name","mcc","shard");--> statement-breakpoint
ALTER TABLE "report_card_merchant_months" ADD CONSTRAINT "report_card_merchant_months_business_id_month_merchant_name_mcc_shard_pk" PRIMARY KEY("business_id","month","merchant_name","mcc","shard");
