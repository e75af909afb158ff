CREATE TABLE "data_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_versions" ADD CONSTRAINT "data_versions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Every write to a table a kept list answer is read from counts once for each person whose rows it changed, in
-- the same transaction (decision 131). A person being deleted is not counted: their count goes with them.
CREATE FUNCTION "count_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "data_versions" ("user_id", "version")
		SELECT DISTINCT "changed"."user_id", 1 FROM "changed"
		WHERE EXISTS (SELECT 1 FROM "user" WHERE "user"."id" = "changed"."user_id")
	ON CONFLICT ("user_id") DO UPDATE SET "version" = "data_versions"."version" + 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "todos_counted_insert" AFTER INSERT ON "todos" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "todos_counted_update" AFTER UPDATE ON "todos" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "todos_counted_delete" AFTER DELETE ON "todos" REFERENCING OLD TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "kanban_tasks_counted_insert" AFTER INSERT ON "kanban_tasks" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "kanban_tasks_counted_update" AFTER UPDATE ON "kanban_tasks" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "kanban_tasks_counted_delete" AFTER DELETE ON "kanban_tasks" REFERENCING OLD TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "habits_counted_insert" AFTER INSERT ON "habits" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "habits_counted_update" AFTER UPDATE ON "habits" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "habits_counted_delete" AFTER DELETE ON "habits" REFERENCING OLD TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "habit_checkins_counted_insert" AFTER INSERT ON "habit_checkins" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "habit_checkins_counted_update" AFTER UPDATE ON "habit_checkins" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "habit_checkins_counted_delete" AFTER DELETE ON "habit_checkins" REFERENCING OLD TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "study_decks_counted_insert" AFTER INSERT ON "study_decks" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "study_decks_counted_update" AFTER UPDATE ON "study_decks" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "study_decks_counted_delete" AFTER DELETE ON "study_decks" REFERENCING OLD TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "study_cards_counted_insert" AFTER INSERT ON "study_cards" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "study_cards_counted_update" AFTER UPDATE ON "study_cards" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "study_cards_counted_delete" AFTER DELETE ON "study_cards" REFERENCING OLD TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "routines_counted_insert" AFTER INSERT ON "routines" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "routines_counted_update" AFTER UPDATE ON "routines" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "routines_counted_delete" AFTER DELETE ON "routines" REFERENCING OLD TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "budget_profiles_counted_insert" AFTER INSERT ON "budget_profiles" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "budget_profiles_counted_update" AFTER UPDATE ON "budget_profiles" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "budget_profiles_counted_delete" AFTER DELETE ON "budget_profiles" REFERENCING OLD TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "budget_expenses_counted_insert" AFTER INSERT ON "budget_expenses" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "budget_expenses_counted_update" AFTER UPDATE ON "budget_expenses" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "budget_expenses_counted_delete" AFTER DELETE ON "budget_expenses" REFERENCING OLD TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "reminders_counted_insert" AFTER INSERT ON "reminders" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "reminders_counted_update" AFTER UPDATE ON "reminders" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "reminders_counted_delete" AFTER DELETE ON "reminders" REFERENCING OLD TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "user_settings_counted_insert" AFTER INSERT ON "user_settings" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "user_settings_counted_update" AFTER UPDATE ON "user_settings" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "user_settings_counted_delete" AFTER DELETE ON "user_settings" REFERENCING OLD TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
