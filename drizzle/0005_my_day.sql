CREATE TABLE "day_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"todo_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"start_time" text NOT NULL,
	"minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_placements_todo_id_unique" UNIQUE("todo_id")
);
--> statement-breakpoint
ALTER TABLE "day_placements" ADD CONSTRAINT "day_placements_todo_id_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."todos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_placements" ADD CONSTRAINT "day_placements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_placements_user_day_idx" ON "day_placements" USING btree ("user_id","day");