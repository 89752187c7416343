ALTER TABLE "outbox_messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "cardholders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "cardholders" ADD CONSTRAINT "cardholders_language" CHECK ("cardholders"."language" in ('en', 'es', 'fr', 'pl', 'ru', 'zh', 'uk', 'sw', 'da', 'pa', 'far', 'ar'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('en', 'es', 'fr', 'pl', 'ru', 'zh', 'uk', 'sw', 'da', 'pa', 'far', 'ar'));