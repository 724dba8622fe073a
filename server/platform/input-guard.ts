import type { FastifyInstance } from 'fastify';
import { HttpError, invalid, notFound } from './errors';

/** PostgreSQL's integer: every id and count the product stores fits in it, and money is bounded far below. */
const maxInt = 2_147_483_647;

type Problem = { path: string; message: string };

/**
 * What the database would refuse after validation passed: a NUL byte in text (PostgreSQL text cannot hold
 * one), and a whole number beyond its integer (an id, a count, a page). Found here, before any schema, so the
 * answer names the field instead of a bare "The given data was invalid.".
 */
function problemsIn(value: unknown, path: string, digitsAreNumbers: boolean, found: Problem[]) {
  const field = path || 'body';
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push({ path: field, message: `The ${label(field)} may not contain a NUL character.` });
    else if (digitsAreNumbers && /^-?\d+$/.test(value.trim()) && Math.abs(Number(value)) > maxInt)
      found.push({ path: field, message: `The ${label(field)} is too large.` });
  } else if (typeof value === 'number') {
    if (Number.isInteger(value) && Math.abs(value) > maxInt) found.push({ path: field, message: `The ${label(field)} is too large.` });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => problemsIn(item, path ? `${path}.${i}` : String(i), digitsAreNumbers, found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push({ path: field, message: 'A field name may not contain a NUL character.' });
      else problemsIn(item, path ? `${path}.${key}` : key, digitsAreNumbers, found);
    }
  }
}

const label = (path: string) => path.replace(/\.\d+/g, '').replace(/_/g, ' ');

/** Deeper than any form or list the product takes; a body past it is an attack on the recursion below. */
export const maxBodyNesting = 64;

/** How deep a JSON text nests its arrays and objects, read without recursion (strings skipped). */
export function jsonNesting(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}

/**
 * Checks every request's path, query and JSON body; a path that cannot name a record is simply not found.
 * A JSON body nested past `maxBodyNesting` is refused as it is read, before the parser, the checks below or a
 * schema walk it recursively (thousands of levels overflowed the stack: a 500 for every such request).
 */
export function registerInputGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNesting(body as string) > maxBodyNesting) done(new HttpError(400, 'The request body is nested too deeply.'), undefined);
    else parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    const inPath: Problem[] = [];
    problemsIn(request.params, '', true, inPath);
    if (inPath.length) throw notFound();
    const found: Problem[] = [];
    // Search text may well be a long number (a phone, an account); every other query value that is all digits is one.
    const { search, ...query } = (request.query ?? {}) as Record<string, unknown>;
    problemsIn(query, '', true, found);
    problemsIn(search, 'search', false, found);
    if (!Buffer.isBuffer(request.body)) problemsIn(request.body, '', false, found);
    if (found.length === 0) return;
    const errors: Record<string, string[]> = {};
    for (const { path, message } of found) {
      const messages = (errors[path] ??= []);
      if (!messages.includes(message)) messages.push(message);
    }
    throw invalid(errors);
  });
}
