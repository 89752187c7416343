CREATE TABLE "card_spending_windows" (
	"card_id" uuid NOT NULL,
	"period" text NOT NULL,
	"starts_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "card_spending_windows_card_id_period_starts_on_pk" PRIMARY KEY("card_id","period","starts_on"),
	CONSTRAINT "card_spending_windows_period" CHECK ("card_spending_windows"."period" in ('day', 'week', 'month'))
);
--> statement-breakpoint
ALTER TABLE "card_spending_windows" ADD CONSTRAINT "card_spending_windows_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Backfill from the purchases already decided (approved or cleared, at their approved amount).
INSERT INTO "card_spending_windows" ("card_id", "period", "starts_on", "amount_cents", "count")
SELECT t."card_id", p."period",
	date_trunc(p."period", t."created_at" at time zone 'America/New_York')::date,
	sum(t."approved_cents"), count(*)
FROM "card_transactions" t
CROSS JOIN (VALUES ('day'), ('week'), ('month')) AS p("period")
WHERE t."kind" = 'authorization' AND t."status" in ('approved', 'cleared')
GROUP BY 1, 2, 3;
