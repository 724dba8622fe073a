import { describe, expect, it } from 'vitest';
import { taskGroupCreateInput, taskGroupUpdateInput } from './task-groups';

describe('task group inputs', () => {
  it('an update without users leaves the contractors alone (no default to an empty list)', () => {
    const parsed = taskGroupUpdateInput.parse({ rotation: 'non' });
    expect(parsed.users).toBeUndefined();
  });

  it('an update with users takes them, without duplicates', () => {
    expect(taskGroupUpdateInput.parse({ rotation: 'non', users: [3, 3, '4'] }).users).toEqual([3, 4]);
  });

  it('a new group without users has none', () => {
    expect(taskGroupCreateInput.parse({ name: 'Office clean', rotation: 'non' }).users).toEqual([]);
  });
});
