/**
 * What the schedules feature tells the others through the platform's events (server/platform/events.ts), so
 * that invoicing can follow a visit without schedules knowing invoices exist.
 */
import type { IsoDate } from '../../../shared/dates';
import type { Actor } from '../../platform/types';

/** Cash collected on a cash client's visit was recorded (`paid`) or cleared; `invoiceId` is the invoice the visit is on, if any. */
export type VisitCashCollected = { visitId: number; invoiceId: number | null; paid: boolean; actor: Actor; today: IsoDate };

declare module '../../platform/events' {
  interface Events {
    'visit.cash-collected': VisitCashCollected;
  }
}
