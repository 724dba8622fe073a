import { escalationSteps } from '../escalation-steps';

/**
 * The requests besides POST that carry an `Idempotency-Key` (decision 022): the GETs that change state (the
 * server keys every GET marked `csrf`), the PUT that links a bank line, whose retry would add a second payment,
 * and the visit card's tick and completion, which the offline outbox sends again after a lost answer.
 * The web client keys and retries exactly these; a server test holds this list to the server's route table.
 */
export const keyedRequests: readonly string[] = [
  'GET /api/invoices/:id/send',
  'GET /api/invoices/:id/paid',
  ...escalationSteps.map((step) => `GET /api/clients/:id/${step}`),
  'GET /api/clients/:id/unsuspend-service',
  'GET /api/clients/:id/client-schedules/regenerate',
  'GET /api/schedule/:id/paid',
  ...(['attach', 'confirm', 'detach'] as const).map((action) => `GET /api/expense/:id/document/:doc/${action}`),
  'PUT /api/transactions/:id',
  // The visit card's writes the offline outbox sends again with the same key (decision 038).
  'PUT /api/user-schedules/:visit/task/:task',
  'PUT /api/schedule/:id/complete',
];

const patterns = keyedRequests.map((request) => {
  const [method, url] = request.split(' ');
  const segments = url.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return { method, path: new RegExp(`^${segments.join('/')}$`) };
});

/** Whether a request carries an `Idempotency-Key`: every POST, and the requests listed above. */
export function isKeyedRequest(method: string, path: string): boolean {
  if (method === 'POST') return true;
  const bare = path.split('?')[0];
  return patterns.some((pattern) => pattern.method === method && pattern.path.test(bare));
}
