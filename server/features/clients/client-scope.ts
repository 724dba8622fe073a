import type { z } from 'zod';
import { notFound } from '../../platform/errors';
import type { RecordScope } from '../../platform/record-routes';
import { clientExists } from './clients.queries';

/**
 * The records kept under a client (`/api/clients/:client/…`), given the path parameters of the collection and of
 * one record: their commands take the client's id first, and a client that is not there answers 404.
 */
export const underClient = (params: z.ZodType, record: z.ZodType): RecordScope<[number]> => ({
  params,
  record,
  keysOf: ({ client }) => [client],
  check: async (db, client) => {
    if (!(await clientExists(db, client))) throw notFound();
  },
});
