-- My Day's answer is kept too (decision 131): a todo placed on a day, moved or taken off counts as a change.
CREATE TRIGGER "day_placements_counted_insert" AFTER INSERT ON "day_placements" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "day_placements_counted_update" AFTER UPDATE ON "day_placements" REFERENCING NEW TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
--> statement-breakpoint
CREATE TRIGGER "day_placements_counted_delete" AFTER DELETE ON "day_placements" REFERENCING OLD TABLE AS "changed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_data_change"();
