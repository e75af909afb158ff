ALTER TABLE "user_settings" ADD COLUMN "syllables" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "mark_nouns" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "mark_verbs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "mark_adjectives" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "mark_adverbs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "reading_level" boolean DEFAULT false NOT NULL;