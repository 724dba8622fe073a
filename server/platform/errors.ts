import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

/** An error that becomes `{ message, errors? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);

/** 422 with per-field messages; the message is the first one plus how many more (as Laravel says it). */
export function invalid(errors: FieldErrors): HttpError {
  return new HttpError(422, summarise(errors), errors);
}

export function summarise(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  if (all.length === 0) return 'The given data was invalid.';
  const more = all.length - 1;
  return more === 0 ? all[0] : `${all[0]} (and ${more} more error${more > 1 ? 's' : ''})`;
}

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    // Zod's own wording for a missing field is replaced; a schema's custom message is kept.
    const missing = issue.code === 'invalid_type' && issue.input === undefined && issue.message.startsWith('Invalid input');
    const message = missing ? requiredMessage(field) : issue.message;
    errors[field] ??= [];
    if (!errors[field].includes(message)) errors[field].push(message);
  }
  return errors;
}

function requiredMessage(field: string): string {
  return `The ${field.replace(/_/g, ' ')} field is required.`;
}

/** The schema validator for routes: zod, with failures as 422 field errors (404 for bad path parameters). */
export function zodValidatorCompiler({ schema, httpPart }: { schema: z.ZodType; httpPart?: string }) {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    if (httpPart === 'params') return { error: notFound() };
    return { error: invalid(fieldErrorsFromZod(result.error)) };
  };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, ...(error.errors && { errors: error.errors }) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ message: 'The request is too large.' });
    if (status === 415) return reply.status(415).send({ message: 'Unsupported content type.' });
    if (status >= 400 && status < 500) {
      // Malformed JSON and the like: the client's fault, said plainly, never a stack trace.
      return reply
        .status(status === 400 ? 422 : status)
        .send({ message: status === 400 ? 'The request could not be read.' : 'Request refused.' });
    }
    if (isUnreadableForm(error)) {
      // A multipart body cut short or without its boundary: the client's mistake, said plainly.
      return reply.status(422).send({ message: 'The form could not be read.' });
    }
    const refusal = moneyRefusal(error);
    if (refusal !== null) {
      // The database's money triggers refused the commit: another change took the money first, or a path the
      // per-client lock does not cover tried to apply more than there is. Nothing was written.
      request.log.warn({ err: error }, 'money invariant refused');
      return reply
        .status(409)
        .send({ message: 'This would apply more money than there is. Reload and try again.', errors: { money: [refusal] } });
    }
    if (isDataException(error)) {
      // A value that passed validation but not the database (a NUL byte, a number past a 32-bit id).
      return reply.status(422).send({ message: 'The given data was invalid.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send({ message: 'Service unavailable. Please try again shortly.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Server Error' });
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: 'Not found.' }));
}

/** A lost or refused database connection (the driver's error may be wrapped by the ORM). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as Error & { code?: string }).code ?? '';
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08003', '08006'].includes(code))
      return true;
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e.message))
      return true;
  }
  return false;
}

/** What the multipart parser throws at a body it cannot read (a missing boundary, a body cut short). */
function isUnreadableForm(error: unknown): boolean {
  return error instanceof Error && /^Multipart: Boundary not found$|unexpected end of multipart data/i.test(error.message);
}

/** A row still referred to by another (SQLSTATE 23503, or 23001 for ON DELETE RESTRICT): a delete the database refused. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as Error & { code?: unknown }).code;
    if (code === '23503' || code === '23001') return true;
  }
  return false;
}

/**
 * The sentence of a money trigger's refusal (SQLSTATE `MONEY`, raised at commit by migration 0019's triggers,
 * which read the rules of server/features/transactions/money-invariants.ts), or null for any other error.
 */
function moneyRefusal(error: unknown): string | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if ((e as Error & { code?: unknown }).code === 'MONEY') return e.message;
  }
  return null;
}

/** SQLSTATE class 22, data exception, from the driver (perhaps wrapped by the ORM). */
function isDataException(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** The record, or a 404 when there is none. */
export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}
