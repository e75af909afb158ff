ALTER TABLE "todos" ADD COLUMN "estimate" jsonb;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "took_minutes" integer;