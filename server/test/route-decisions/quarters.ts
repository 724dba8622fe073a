import type { FeatureDecisions } from '../route-table';

/** Which BAS quarters are complete: read by whoever works a list of money the lock applies to. */
export const quartersDecisions: FeatureDecisions = {
  access: {
    'GET /api/completed-quarters': 'manage_accounts|manage_invoices|manage_transactions|manage_expenses',
  },
};
