import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/api/paging';
import { uploadOffsetConflict, uploadParams, uploadPieceBytes, uploadPieceQuery, uploadStateSchema } from '../../../shared/api/uploads';
import { userOf } from '../../platform/access';
import { invalid, orNotFound } from '../../platform/errors';
import { actorOf } from '../../platform/sessions';
import { receivePiece } from './receive-piece';
import { findUploadState } from './uploads';

declare module '../../platform/events' {
  interface Events {
    /**
     * A file arrived whole and checked. Emitted after the upload's transaction committed (on the app's
     * connection, not inside it), so an owner may queue work that reads the file; a failing handler is logged
     * and does not fail the piece that completed the file.
     */
    'upload.completed': { uploadId: string; ownerType: string; ownerId: number };
  }
}

/** A piece is the raw bytes (application/octet-stream), at most `uploadPieceBytes` (docs/domain.md "Chunked uploads"). */
const pieceBody = z
  .instanceof(Buffer, { message: 'Send the piece as application/octet-stream.' })
  .refine((data) => data.length <= uploadPieceBytes, `A piece may not be larger than ${uploadPieceBytes} bytes.`);

export async function uploadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Any signed-in user may upload; each upload answers only to the user who began it.
  const access = 'authenticated' as const;

  app.get(
    '/api/uploads/:id',
    { config: { access }, schema: { params: uploadParams, response: { 200: uploadStateSchema } } },
    async (request) => orNotFound(await findUploadState(app.db, request.params.id, userOf(request).id)),
  );

  // A piece carries its offset: a retried piece is refused with where to resume, so it needs no Idempotency-Key.
  app.post(
    '/api/uploads/:id',
    {
      config: { access, idempotency: false },
      schema: {
        params: uploadParams,
        querystring: uploadPieceQuery,
        body: pieceBody,
        response: { 200: uploadStateSchema, 409: uploadOffsetConflict, 422: errorBody },
      },
    },
    async (request, reply) => {
      const { offset, is_last } = request.query;
      const piece = { id: request.params.id, userId: userOf(request).id, offset, isLast: is_last, data: request.body };
      const result = await receivePiece(app.db, app.storage, piece, actorOf(request));
      if (result.status === 'refused') throw invalid(result.errors);
      if (result.status === 'wrong_offset') {
        return reply.status(409).send({ message: `Resume the upload from byte ${result.offset}.`, offset: result.offset });
      }
      if (result.owner) {
        const completed = { uploadId: piece.id, ownerType: result.owner.type, ownerId: result.owner.id };
        await app.events
          .emit(app.db, 'upload.completed', completed)
          .catch((err: unknown) => request.log.error({ err, ...completed }, 'Handling a completed upload failed'));
      }
      return result.state;
    },
  );
}
