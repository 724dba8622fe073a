import { todayIn } from '../../shared/dates';
import { createDemoApp } from './demo';
import { timeZone } from './test-app';
import { cardVisitBuilder } from './visit-factories';

/**
 * The app the tests of a contractor's visits share: the office, the bookkeeper and two contractors signed in
 * (Sam, the demo contractor, and Maria), their ids, the business's today and a builder of card visits.
 */
export async function createVisitCardApp() {
  const app = await createDemoApp('office', 'bookkeeper', 'contractor', 'otherContractor');
  const { t, people, otherContractor: maria } = app;
  return {
    ...app,
    maria,
    sam: people.contractor.id,
    mariaId: people.otherContractor.id,
    today: todayIn(timeZone),
    visit: cardVisitBuilder(t.app.db),
  };
}
