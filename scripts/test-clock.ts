import { beforeEach, vi } from 'vitest';

/**
 * `TEST_NOW=2026-11-26T23:30:00Z npx vitest run --project web …` runs the unit and web tests as if the machine's
 * clock read that instant (and moved on from it). The machine is on UTC and the business on Sydney time, so an
 * instant between 13:00 and 24:00 UTC is already tomorrow for the business: a test whose "today" comes from the
 * machine's clock instead of the business's fails there (docs/domain.md "Business time zone"). Tests that pin
 * their own instant still do, after this.
 */
const pinned = process.env.TEST_NOW;
if (pinned) {
  const instant = new Date(pinned);
  if (Number.isNaN(instant.getTime())) throw new Error(`TEST_NOW is not an instant: ${pinned}`);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(instant);
  });
}
