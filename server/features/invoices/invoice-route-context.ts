import type { FastifyInstance, FastifyRequest } from 'fastify';
import { todayIn } from '../../../shared/dates';
import { actorOf } from '../../platform/sessions';
import type { DocumentDeps } from './invoice-documents';
import type { InvoiceContext } from './save-invoice';

/**
 * What every invoices route works with: the business's today (Sydney, never the machine's), the services a
 * document needs (database, files, jobs, mail settings), and who acts in a request with that today.
 */
export function invoiceRouteContext(app: FastifyInstance) {
  const today = () => todayIn(app.config.timeZone);
  const deps = (): DocumentDeps => ({ db: app.db, storage: app.storage, jobs: app.jobs, config: app.config });
  const contextOf = (request: FastifyRequest): InvoiceContext => ({ actor: actorOf(request), today: today() });
  return { today, deps, contextOf };
}
