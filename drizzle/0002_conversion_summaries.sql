ALTER TABLE "text_conversions" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "text_conversions" ADD COLUMN "preview" text;--> statement-breakpoint
ALTER TABLE "text_conversions" ADD COLUMN "characters" integer;--> statement-breakpoint
UPDATE "text_conversions" SET
  "mode" = CASE WHEN "original_text" = "converted_text" THEN 'opendyslexic' ELSE 'adhd' END,
  "characters" = char_length("original_text"),
  "preview" = (
    SELECT CASE WHEN char_length(flat) <= 80 THEN flat ELSE rtrim(left(flat, 80)) || '…' END
    FROM (SELECT btrim(regexp_replace("original_text", '\s+', ' ', 'g')) AS flat) AS flattened
  );--> statement-breakpoint
ALTER TABLE "text_conversions" ALTER COLUMN "mode" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "text_conversions" ALTER COLUMN "preview" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "text_conversions" ALTER COLUMN "characters" SET NOT NULL;
