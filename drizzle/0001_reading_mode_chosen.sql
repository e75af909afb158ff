ALTER TABLE "user_settings" ADD COLUMN "reading_mode_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "user_settings" SET "reading_mode_chosen" = true WHERE "font_style" <> 'normal';
