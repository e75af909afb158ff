CREATE TABLE "focus_room_blocks" (
	"user_id" text NOT NULL,
	"blocked_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "focus_room_blocks_user_id_blocked_user_id_pk" PRIMARY KEY("user_id","blocked_user_id")
);
--> statement-breakpoint
CREATE TABLE "focus_room_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"room" text NOT NULL,
	"block_start" timestamp with time zone NOT NULL,
	"goal" text DEFAULT '' NOT NULL,
	"outcome" text,
	"shared" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "focus_room_goals_block_key" UNIQUE("user_id","room","block_start")
);
--> statement-breakpoint
CREATE TABLE "focus_room_members" (
	"room_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "focus_room_members_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "focus_room_names" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_room_presence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room" text NOT NULL,
	"user_id" text NOT NULL,
	"process" text NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'working' NOT NULL,
	"goal" text,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_room_reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room" text NOT NULL,
	"user_id" text NOT NULL,
	"reaction" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_room_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"reported_user_id" text NOT NULL,
	"room" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"rhythm" text NOT NULL,
	"messages" boolean DEFAULT false NOT NULL,
	"token" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "focus_rooms_token_key" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "focus_room_blocks" ADD CONSTRAINT "focus_room_blocks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_room_blocks" ADD CONSTRAINT "focus_room_blocks_blocked_user_id_user_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_room_goals" ADD CONSTRAINT "focus_room_goals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_room_members" ADD CONSTRAINT "focus_room_members_room_id_focus_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."focus_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_room_members" ADD CONSTRAINT "focus_room_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_room_names" ADD CONSTRAINT "focus_room_names_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_room_presence" ADD CONSTRAINT "focus_room_presence_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_room_reactions" ADD CONSTRAINT "focus_room_reactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_room_reports" ADD CONSTRAINT "focus_room_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_room_reports" ADD CONSTRAINT "focus_room_reports_reported_user_id_user_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_rooms" ADD CONSTRAINT "focus_rooms_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "focus_room_blocks_blocked_idx" ON "focus_room_blocks" USING btree ("blocked_user_id");--> statement-breakpoint
CREATE INDEX "focus_room_members_user_idx" ON "focus_room_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "focus_room_presence_room_idx" ON "focus_room_presence" USING btree ("room","last_seen");--> statement-breakpoint
CREATE INDEX "focus_room_presence_user_idx" ON "focus_room_presence" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "focus_room_reactions_user_idx" ON "focus_room_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "focus_room_reports_user_idx" ON "focus_room_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "focus_rooms_user_idx" ON "focus_rooms" USING btree ("user_id");