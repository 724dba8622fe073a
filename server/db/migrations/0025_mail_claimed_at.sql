-- When a delivery claimed an outbox row (`sending`), so the outbox sweep can tell a process that died mid-delivery
-- (its claim grows stale) from one delivering now. Rows claimed before this column existed count from created_at.
ALTER TABLE "mails" ADD COLUMN "claimed_at" timestamp with time zone;
