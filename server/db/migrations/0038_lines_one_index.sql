-- A visit's lines had two indexes led by schedule_id: (schedule_id, position) to read them in order, and
-- (schedule_id, complete, contractor_total) for the progress sums by index-only scan. One serves both, and every
-- line written (some 52,000 a generation run) upkeeps one index fewer (docs/operations.md, visit generation).
DROP INDEX "schedule_tasks_schedule_pay";--> statement-breakpoint
DROP INDEX "schedule_tasks_schedule";--> statement-breakpoint
CREATE INDEX "schedule_tasks_schedule" ON "schedule_tasks" USING btree ("schedule_id","position","complete","contractor_total");