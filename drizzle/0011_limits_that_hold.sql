CREATE TABLE "app_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "snooze_of" text;--> statement-breakpoint
CREATE INDEX "app_limits_window_ends_idx" ON "app_limits" USING btree ("window_ends");--> statement-breakpoint
UPDATE "reminder_deliveries" SET "snooze_of" = regexp_replace("key", '^snooze:[^:]*:', '') WHERE "key" LIKE 'snooze:%';--> statement-breakpoint
DELETE FROM "reminder_deliveries" AS "d" WHERE "d"."sent_at" IS NULL AND "d"."snooze_of" IS NOT NULL AND EXISTS (SELECT 1 FROM "reminder_deliveries" AS "later" WHERE "later"."user_id" = "d"."user_id" AND "later"."snooze_of" = "d"."snooze_of" AND "later"."sent_at" IS NULL AND ("later"."due_at", "later"."key") > ("d"."due_at", "d"."key"));--> statement-breakpoint
INSERT INTO "app_limits" ("key", "count", "window_ends") SELECT substr("key", 5), "count", "last_request" + 900000 FROM "rate_limit" WHERE "key" LIKE 'app:%' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "app_limits" ("key", "count", "window_ends") SELECT 'assistant:' || substr("key", 4), "count", "last_request" + 600000 FROM "rate_limit" WHERE "key" LIKE 'ai:%' ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "rate_limit" WHERE "key" LIKE 'app:%' OR "key" LIKE 'ai:%';--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_one_snooze_idx" ON "reminder_deliveries" USING btree ("user_id","snooze_of") WHERE "reminder_deliveries"."sent_at" is null;