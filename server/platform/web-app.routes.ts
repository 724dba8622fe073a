import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const apiPaths = /^\/(api|sanctum|assume|storage)(\/|$)/;

/**
 * The built single-page app: real files from dist/, index.html for every other page path (the SPA
 * routes them), JSON 404 for unknown API paths.
 */
export async function webAppRoutes(app: FastifyInstance, options: { root: string }) {
  await app.register(fastifyStatic, { root: options.root, serve: false });
  const root = path.resolve(options.root);

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0]);
    if (apiPaths.test(pathname)) return reply.status(404).send({ message: 'Not found.' });
    const file = path.resolve(root, `.${pathname}`);
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      // Hashed asset names never change content, so they may be cached for good.
      const immutable = pathname.startsWith('/assets/');
      return reply.sendFile(path.relative(root, file), { maxAge: immutable ? '365d' : 0, immutable });
    }
    if (path.extname(pathname)) return reply.status(404).send({ message: 'Not found.' });
    return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
