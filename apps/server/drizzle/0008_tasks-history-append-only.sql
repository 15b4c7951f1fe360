-- Task history is append-only: nobody updates or deletes a row. Rows still go with their task (ON DELETE CASCADE)
-- and lose their actor (ON DELETE SET NULL): those run inside the foreign key's own trigger, at depth 1 or more.
CREATE OR REPLACE FUNCTION task_history_append_only() RETURNS trigger AS $$
BEGIN
  IF pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'task_history is append-only';
  END IF;
  RETURN COALESCE(NEW, OLD);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER task_history_append_only BEFORE UPDATE OR DELETE ON task_history
  FOR EACH ROW EXECUTE FUNCTION task_history_append_only();
