ALTER TABLE "user_settings" ADD COLUMN "offer_summary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "word_meanings" boolean DEFAULT false NOT NULL;