-- Written by hand, appended to the migration that creates "deleted_ids" (decision 140); the migrator never reads
-- this folder. When that migration is generated again (under another number), append this file to it again.
--
-- A delete of an item whose id the app makes remembers the id for the person, in the same statement, so that no
-- route can forget it: an add sent again after the delete finds it and is refused with 410. The kind is the
-- trigger's argument. A person being deleted is not remembered: their tombstones go with them, as their count of
-- writes does (count_data_change, 0009). The count of writes is still raised by the *_counted_delete triggers.
CREATE FUNCTION "remember_deleted_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "deleted_ids" ("user_id", "kind", "id", "deleted_at")
		SELECT DISTINCT "gone"."user_id", TG_ARGV[0], "gone"."id"::text, now() FROM "gone"
		WHERE EXISTS (SELECT 1 FROM "user" WHERE "user"."id" = "gone"."user_id")
	ON CONFLICT ("user_id", "kind", "id") DO UPDATE SET "deleted_at" = excluded."deleted_at";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "todos_remembered_delete" AFTER DELETE ON "todos" REFERENCING OLD TABLE AS "gone"
	FOR EACH STATEMENT EXECUTE FUNCTION "remember_deleted_ids"('todo');
--> statement-breakpoint
CREATE TRIGGER "kanban_tasks_remembered_delete" AFTER DELETE ON "kanban_tasks" REFERENCING OLD TABLE AS "gone"
	FOR EACH STATEMENT EXECUTE FUNCTION "remember_deleted_ids"('card');
--> statement-breakpoint
CREATE TRIGGER "habits_remembered_delete" AFTER DELETE ON "habits" REFERENCING OLD TABLE AS "gone"
	FOR EACH STATEMENT EXECUTE FUNCTION "remember_deleted_ids"('habit');
--> statement-breakpoint
CREATE TRIGGER "routines_remembered_delete" AFTER DELETE ON "routines" REFERENCING OLD TABLE AS "gone"
	FOR EACH STATEMENT EXECUTE FUNCTION "remember_deleted_ids"('routine');
--> statement-breakpoint
-- Saved mixes live in the tool settings' JSON (decision 095): a mix whose id was in the list before a write and
-- is not after it was deleted.
CREATE FUNCTION "remember_deleted_mixes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "deleted_ids" ("user_id", "kind", "id", "deleted_at")
		SELECT DISTINCT "before"."user_id", 'mix', "mix" ->> 'id', now()
		FROM "before"
		JOIN "after" ON "after"."user_id" = "before"."user_id"
		CROSS JOIN LATERAL jsonb_array_elements(
			CASE WHEN jsonb_typeof("before"."settings" -> 'focusSounds' -> 'mixes') = 'array'
				THEN "before"."settings" -> 'focusSounds' -> 'mixes' ELSE '[]'::jsonb END
		) AS "mix"
		WHERE "mix" ->> 'id' IS NOT NULL
			AND NOT coalesce("after"."settings" -> 'focusSounds' -> 'mixes', '[]'::jsonb)
				@> jsonb_build_array(jsonb_build_object('id', "mix" ->> 'id'))
	ON CONFLICT ("user_id", "kind", "id") DO UPDATE SET "deleted_at" = excluded."deleted_at";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_settings_remembered_mixes" AFTER UPDATE ON "user_settings"
	REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
	FOR EACH STATEMENT EXECUTE FUNCTION "remember_deleted_mixes"();
