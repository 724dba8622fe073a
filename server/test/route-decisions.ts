/**
 * Every feature's route decisions (one file each under route-decisions/), for the access-matrix and
 * ownership tests. A new feature adds its file and a line here; a route nobody decided fails those tests,
 * so a route cannot join without someone deciding who it serves and whose records it reaches.
 */
import { createDemoApp } from './demo';
import { activityDecisions } from './route-decisions/activity';
import { authDecisions } from './route-decisions/auth';
import { awayEventsDecisions } from './route-decisions/away-events';
import { clientsDecisions } from './route-decisions/clients';
import { documentsDecisions } from './route-decisions/documents';
import { invoiceAutomationDecisions } from './route-decisions/invoice-automation';
import { invoiceDocumentsDecisions } from './route-decisions/invoice-documents';
import { invoicesDecisions } from './route-decisions/invoices';
import { invoiceBulkDecisions } from './route-decisions/invoice-bulk';
import { mailDecisions } from './route-decisions/mail';
import { notesDecisions } from './route-decisions/notes';
import { profileDecisions } from './route-decisions/profile';
import { progressDecisions } from './route-decisions/progress';
import { rolesDecisions } from './route-decisions/roles';
import { schedulesDecisions } from './route-decisions/schedules';
import { settingsDecisions } from './route-decisions/settings';
import { suburbsDecisions } from './route-decisions/suburbs';
import { systemDecisions } from './route-decisions/system';
import { taskGroupsDecisions } from './route-decisions/task-groups';
import { tasksDecisions } from './route-decisions/tasks';
import { uploadsDecisions } from './route-decisions/uploads';
import { usersDecisions } from './route-decisions/users';
import { vendorsDecisions } from './route-decisions/vendors';
import { expenseCategoriesDecisions } from './route-decisions/expense-categories';
import { expensesDecisions } from './route-decisions/expenses';
import { sharedDocumentsDecisions } from './route-decisions/shared-documents';
import { earningsDecisions } from './route-decisions/earnings';
import { vendorInvoicesDecisions } from './route-decisions/vendor-invoices';
import { payRunsDecisions } from './route-decisions/pay-runs';
import { accountActivityDecisions } from './route-decisions/account-activity';
import { quartersDecisions } from './route-decisions/quarters';
import { transactionsDecisions } from './route-decisions/transactions';
import type { Decision, DecisionContext, FeatureDecisions } from './route-table';

const features: FeatureDecisions[] = [
  systemDecisions,
  authDecisions,
  usersDecisions,
  rolesDecisions,
  suburbsDecisions,
  tasksDecisions,
  mailDecisions,
  activityDecisions,
  uploadsDecisions,
  documentsDecisions,
  profileDecisions,
  clientsDecisions,
  notesDecisions,
  taskGroupsDecisions,
  schedulesDecisions,
  progressDecisions,
  awayEventsDecisions,
  settingsDecisions,
  invoicesDecisions,
  invoiceAutomationDecisions,
  invoiceDocumentsDecisions,
  invoiceBulkDecisions,
  vendorsDecisions,
  expenseCategoriesDecisions,
  expensesDecisions,
  sharedDocumentsDecisions,
  earningsDecisions,
  vendorInvoicesDecisions,
  payRunsDecisions,
  accountActivityDecisions,
  quartersDecisions,
  transactionsDecisions,
];

/** One table from the features' parts; a route decided by two features is a mistake, not an override. */
function joined<T>(parts: Record<string, T>[]): Record<string, T> {
  const all: Record<string, T> = {};
  for (const part of parts) {
    for (const [route, decision] of Object.entries(part)) {
      if (route in all) throw new Error(`${route} is decided twice in server/test/route-decisions/`);
      all[route] = decision;
    }
  }
  return all;
}

/** Who each route serves, as decided; the access matrix compares it with the routes' own rules both ways. */
export const decidedAccess: Record<string, string> = joined(features.map((feature) => feature.access));

/** For each route with path parameters, the records to call it with (see Decision). */
export function routeDecisions(context: DecisionContext): Record<string, Decision> {
  return joined(features.map((feature) => feature.records?.(context) ?? {}));
}

/** The app with the demo's roles and people, and the decisions over it. */
export async function createRouteTableApp() {
  const { t, roles, people } = await createDemoApp();
  return { t, people, decisions: routeDecisions({ app: t.app, db: t.app.db, roles, people, someoneElse: people.otherContractor.id }) };
}
