import type { UserSchedule, UserScheduleTask } from '../../shared/api/user-schedules';

/** A pending weekly visit as `GET /api/user-schedules/{id}` answers it; tests patch what they are about. */
export function visitFixture(patch: Partial<UserSchedule> = {}): UserSchedule {
  return {
    id: 7,
    client_id: 3,
    client_name: 'Harbour Dental',
    client_active: true,
    client_suspended: false,
    client_terms: 'terms',
    client_require_photos: false,
    state: { state: 'pending', class: 'blue' },
    due_at: '2030-03-04T22:00:00.000Z',
    due_date: '2030-03-05',
    address: { id: 1, readable: '1 Beach Rd, Bondi NSW 2026' },
    users: [],
    tasks: [],
    assets: [],
    notes: null,
    skip: false,
    task_group_id: 9,
    task_group_name: 'Weekly clean',
    rotation: 'weekly',
    frequency: 1,
    week_of_month: null,
    day_of_week: 2,
    days_of_week: [],
    start_at: '2030-01-01',
    last_done: null,
    complete: false,
    completed_at: null,
    invoice: null,
    paid: false,
    locked: false,
    reschedule: true,
    attended: null,
    ignore_missing_photos: false,
    photos_missing: false,
    check_in: null,
    presence_flags: [],
    check_out: null,
    ...patch,
  };
}

/** One of a visit's tasks, not done, not paused, not a consumable; tests patch what they are about. */
export function visitTaskFixture(id: number, patch: Partial<UserScheduleTask> = {}): UserScheduleTask {
  return {
    id,
    name: `Task ${id}`,
    description: null,
    paused: false,
    pause_to: null,
    pause_reason: null,
    consumable: false,
    quantity: null,
    complete: false,
    contractor_total: null,
    ...patch,
  };
}
