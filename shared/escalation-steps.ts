/**
 * The four steps of chasing a client's overdue money (`GET /api/clients/{id}/…`), in order; what each does is
 * in shared/escalation.ts. A module of its own, importing nothing: the API client keys these requests
 * (shared/api/idempotent-requests.ts) and is in the first screen's JavaScript (docs/decisions/040-first-screen-javascript.md).
 */
export const escalationSteps = ['send-outstanding-reminder', 'send-notice-to-pay', 'send-suspension-warning', 'suspend-service'] as const;
export type EscalationStep = (typeof escalationSteps)[number];
