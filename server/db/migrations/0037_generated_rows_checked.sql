ALTER TABLE "schedule_occurrences" DROP CONSTRAINT "schedule_occurrences_task_group_id_task_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "schedule_occurrences" DROP CONSTRAINT "schedule_occurrences_schedule_id_schedules_id_fk";
--> statement-breakpoint
ALTER TABLE "schedule_tasks" DROP CONSTRAINT "schedule_tasks_schedule_id_schedules_id_fk";
--> statement-breakpoint
ALTER TABLE "schedule_tasks" DROP CONSTRAINT "schedule_tasks_task_group_task_id_task_group_tasks_id_fk";
--> statement-breakpoint
ALTER TABLE "schedule_tasks" DROP CONSTRAINT "schedule_tasks_task_id_tasks_id_fk";
--> statement-breakpoint
ALTER TABLE "schedule_tasks" DROP CONSTRAINT "schedule_tasks_task_group_id_task_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "schedule_users" DROP CONSTRAINT "schedule_users_schedule_id_schedules_id_fk";
--> statement-breakpoint
ALTER TABLE "schedule_users" DROP CONSTRAINT "schedule_users_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "schedules" DROP CONSTRAINT "schedules_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "schedules" DROP CONSTRAINT "schedules_task_group_id_task_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "schedules" DROP CONSTRAINT "schedules_address_id_client_addresses_id_fk";
--> statement-breakpoint
-- Visits, their lines, contractors and ledger rows keep their references by statement-level triggers instead
-- of foreign keys (decision 042): generation writes some 130,000 of these rows at once, and a foreign key checks
-- each row by a query of its own. The triggers check a statement's rows as one set, with the foreign key's
-- guarantees: a referenced row must exist and is locked FOR KEY SHARE until commit (so it cannot be deleted
-- meanwhile), a failure is SQLSTATE 23503, and deleting a referenced row cascades or sets null as before.
-- Ids are never updated, so an update of a referenced id is not followed.
--
-- refs_present(column, parent table, ...): after an INSERT or UPDATE statement on the referencing table, the
-- values newly referred to (on an update, those not already in the old rows) must be ids of the parent. A
-- parent row this transaction wrote itself is not locked: no other transaction can delete that version before
-- this one ends (generation refers to the visits it has just inserted, and locking them was half the checks).
CREATE FUNCTION refs_present() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  i int := 0;
  missing bigint;
BEGIN
  WHILE i < TG_NARGS LOOP
    EXECUTE format(
      'WITH wanted AS (SELECT DISTINCT id FROM (SELECT %1$I AS id FROM new_rows WHERE %1$I IS NOT NULL %3$s) w),
            found AS (SELECT p.id, p.xmin = pg_current_xact_id()::xid AS own FROM %2$I p WHERE p.id IN (SELECT id FROM wanted)),
            held AS (SELECT p.id FROM %2$I p WHERE p.id IN (SELECT id FROM found WHERE NOT own) FOR KEY SHARE OF p)
       SELECT (SELECT count(*) FROM wanted) - (SELECT count(*) FROM found WHERE own) - (SELECT count(*) FROM held)',
      TG_ARGV[i], TG_ARGV[i + 1],
      CASE WHEN TG_OP = 'UPDATE' THEN format('EXCEPT SELECT %I FROM old_rows', TG_ARGV[i]) ELSE '' END)
      INTO missing;
    IF missing > 0 THEN
      RAISE foreign_key_violation USING
        MESSAGE = format('%s.%s refers to a row of %s that does not exist', TG_TABLE_NAME, TG_ARGV[i], TG_ARGV[i + 1]),
        TABLE = TG_TABLE_NAME, COLUMN = TG_ARGV[i];
    END IF;
    i := i + 2;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- refs_follow(table, column, 'cascade' | 'set null', ...): after a DELETE statement on the referenced table,
-- the rows referring to the deleted ids go with them or lose the reference.
CREATE FUNCTION refs_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  i int := 0;
BEGIN
  WHILE i < TG_NARGS LOOP
    IF TG_ARGV[i + 2] = 'cascade' THEN
      EXECUTE format('DELETE FROM %I WHERE %I IN (SELECT id FROM old_rows)', TG_ARGV[i], TG_ARGV[i + 1]);
    ELSE
      EXECUTE format('UPDATE %I SET %2$I = NULL WHERE %2$I IN (SELECT id FROM old_rows)', TG_ARGV[i], TG_ARGV[i + 1]);
    END IF;
    i := i + 3;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER schedules_refs_inserted AFTER INSERT ON schedules REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_present('client_id', 'clients', 'task_group_id', 'task_groups', 'address_id', 'client_addresses');
--> statement-breakpoint
CREATE TRIGGER schedules_refs_updated AFTER UPDATE ON schedules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_present('client_id', 'clients', 'task_group_id', 'task_groups', 'address_id', 'client_addresses');
--> statement-breakpoint
CREATE TRIGGER schedule_users_refs_inserted AFTER INSERT ON schedule_users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_present('schedule_id', 'schedules', 'user_id', 'users');
--> statement-breakpoint
CREATE TRIGGER schedule_users_refs_updated AFTER UPDATE ON schedule_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_present('schedule_id', 'schedules', 'user_id', 'users');
--> statement-breakpoint
CREATE TRIGGER schedule_tasks_refs_inserted AFTER INSERT ON schedule_tasks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_present('schedule_id', 'schedules', 'task_group_task_id', 'task_group_tasks', 'task_id', 'tasks', 'task_group_id', 'task_groups');
--> statement-breakpoint
CREATE TRIGGER schedule_tasks_refs_updated AFTER UPDATE ON schedule_tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_present('schedule_id', 'schedules', 'task_group_task_id', 'task_group_tasks', 'task_id', 'tasks', 'task_group_id', 'task_groups');
--> statement-breakpoint
CREATE TRIGGER schedule_occurrences_refs_inserted AFTER INSERT ON schedule_occurrences REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_present('task_group_id', 'task_groups', 'schedule_id', 'schedules');
--> statement-breakpoint
CREATE TRIGGER schedule_occurrences_refs_updated AFTER UPDATE ON schedule_occurrences REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_present('task_group_id', 'task_groups', 'schedule_id', 'schedules');
--> statement-breakpoint
CREATE TRIGGER clients_refs_deleted AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_follow('schedules', 'client_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER client_addresses_refs_deleted AFTER DELETE ON client_addresses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_follow('schedules', 'address_id', 'set null');
--> statement-breakpoint
CREATE TRIGGER task_groups_refs_deleted AFTER DELETE ON task_groups REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_follow('schedules', 'task_group_id', 'set null', 'schedule_tasks', 'task_group_id', 'set null', 'schedule_occurrences', 'task_group_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER task_group_tasks_refs_deleted AFTER DELETE ON task_group_tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_follow('schedule_tasks', 'task_group_task_id', 'set null');
--> statement-breakpoint
CREATE TRIGGER tasks_refs_deleted AFTER DELETE ON tasks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_follow('schedule_tasks', 'task_id', 'set null');
--> statement-breakpoint
CREATE TRIGGER users_refs_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_follow('schedule_users', 'user_id', 'cascade');
--> statement-breakpoint
CREATE TRIGGER schedules_refs_deleted AFTER DELETE ON schedules REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refs_follow('schedule_users', 'schedule_id', 'cascade', 'schedule_tasks', 'schedule_id', 'cascade', 'schedule_occurrences', 'schedule_id', 'set null');
