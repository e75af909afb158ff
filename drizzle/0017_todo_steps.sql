ALTER TABLE "todos" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_parent_fk" FOREIGN KEY ("user_id","parent_id") REFERENCES "public"."todos"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "todos_user_parent_idx" ON "todos" USING btree ("user_id","parent_id");