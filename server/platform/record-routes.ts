import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { idParams } from '../../shared/api/paging';
import type { Db } from '../db/client';
import { orNotFound } from './errors';
import { actorOf } from './sessions';
import type { Access, Actor } from './types';

/**
 * Where a collection sits: below a record it belongs to (`/api/clients/:client/addresses`), the path parameters
 * of the collection and of one of its records, the keys the commands take first, and the check that answers 404
 * before listing or creating in a collection whose owner is not there. At the top (`/api/vendors`) there is none.
 */
export type RecordScope<Keys extends unknown[]> = {
  params: z.ZodType;
  record: z.ZodType;
  keysOf: (params: Record<string, number>) => Keys;
  check: (db: Db, ...keys: Keys) => Promise<void>;
};

/** A collection's reads and commands, each taking the collection's keys first (none at the top). */
export type RecordCommands<Keys extends unknown[], Query, Input, Update, Who, Viewer> = {
  list(db: Db, ...args: [...Keys, Query, Viewer]): Promise<unknown>;
  find(db: Db, ...args: [...Keys, number, Viewer]): Promise<unknown>;
  create(db: Db, ...args: [...Keys, Input, Who]): Promise<number>;
  update(db: Db, ...args: [...Keys, number, Update, Who]): Promise<unknown>;
  remove(db: Db, ...args: [...Keys, number, Who]): Promise<unknown>;
};

export type RecordRoutes<Keys extends unknown[], Query, Input, Update, Who, Viewer> = {
  /** Reading the list and a record, and changing them; `update` when changing differs (else `write`). */
  access: { read: Access; write: Access; update?: Access };
  scope?: RecordScope<Keys>;
  /** From shared/api; no `query` for a list that takes none, `update` when an update takes other fields than a create. */
  schemas: { query?: z.ZodType<Query>; page: z.ZodType; record: z.ZodType; input: z.ZodType<Input>; update?: z.ZodType<Update> };
  commands: RecordCommands<Keys, Query, Input, Update, Who, Viewer>;
  /** Who acts (the audit's actor unless the commands need more of the request). */
  who?: (request: FastifyRequest) => Who;
  /** What the reads need of the viewer (their permissions, today), when what they show depends on it. */
  viewer?: (request: FastifyRequest) => Viewer;
};

/**
 * The five routes of a collection of records at `path`: list, one record at `path/:id`, create (201 with the
 * record), update (the record) and delete (204), each declaring its access and its schemas as every route does.
 * Fastify has parsed each part of the request with its schema before a handler runs, so the handlers take the
 * parsed values at the commands' types (a schema passed in as a parameter is beyond the type provider's reach).
 */
export function recordRoutes<
  Keys extends unknown[] = [],
  Query = unknown,
  Input = unknown,
  Update = Input,
  Who = Actor,
  Viewer = undefined,
>(app: FastifyInstance, path: string, routes: RecordRoutes<Keys, Query, Input, Update, Who, Viewer>) {
  const { access, scope, schemas, commands } = routes;
  const whoOf = (request: FastifyRequest) => (routes.who ?? actorOf)(request) as Who;
  const viewerOf = (request: FastifyRequest) => routes.viewer?.(request) as Viewer;
  const keysOf = (request: FastifyRequest) => (scope?.keysOf(request.params as Record<string, number>) ?? []) as Keys;
  const ownerKeys = async (request: FastifyRequest) => {
    const keys = keysOf(request);
    await scope?.check(app.db, ...keys);
    return keys;
  };
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
  const collection = scope ? { params: scope.params } : {};
  const record = { params: scope?.record ?? idParams };

  app.get(
    path,
    {
      config: { access: access.read },
      schema: { ...collection, ...(schemas.query && { querystring: schemas.query }), response: { 200: schemas.page } },
    },
    async (request) => commands.list(app.db, ...(await ownerKeys(request)), request.query as Query, viewerOf(request)),
  );
  app.get(`${path}/:id`, { config: { access: access.read }, schema: { ...record, response: { 200: schemas.record } } }, async (request) =>
    orNotFound(await commands.find(app.db, ...keysOf(request), idOf(request), viewerOf(request))),
  );
  app.post(
    path,
    { config: { access: access.write }, schema: { ...collection, body: schemas.input, response: { 201: schemas.record } } },
    async (request, reply) => {
      const keys = await ownerKeys(request);
      const id = await commands.create(app.db, ...keys, request.body as Input, whoOf(request));
      return reply.status(201).send(orNotFound(await commands.find(app.db, ...keys, id, viewerOf(request))));
    },
  );
  app.put(
    `${path}/:id`,
    {
      config: { access: access.update ?? access.write },
      schema: { ...record, body: schemas.update ?? schemas.input, response: { 200: schemas.record } },
    },
    async (request) => {
      await commands.update(app.db, ...keysOf(request), idOf(request), request.body as Update, whoOf(request));
      return orNotFound(await commands.find(app.db, ...keysOf(request), idOf(request), viewerOf(request)));
    },
  );
  app.delete(`${path}/:id`, { config: { access: access.write }, schema: record }, async (request, reply) => {
    await commands.remove(app.db, ...keysOf(request), idOf(request), whoOf(request));
    return reply.status(204).send();
  });
}
