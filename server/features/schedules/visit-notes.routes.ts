import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalText } from '../../../shared/api/fields';
import { fileTooLargeMessage } from '../../../shared/api/uploads';
import { schedulePhotoMaxBytes, userScheduleActionResult, userScheduleParams } from '../../../shared/api/user-schedules';
import { invalid, orNotFound } from '../../platform/errors';
import { scheduleContextOf, visitViewerOf } from './schedule-context';
import { findUserSchedule } from './user-schedules.queries';
import { setVisitNotes } from './visit-actions';
import { addPhotosFromForm } from './visit-photos';

const maxFiles = 10;

/** The notes call as JSON (`{notes}`), or as the spec's form: `notes` and photos in `files[]`. */
const notesBody = z.object({
  notes: optionalText(10000),
  files: z
    .array(z.object({ filename: z.string(), data: z.instanceof(Buffer) }))
    .max(maxFiles, `At most ${maxFiles} photos at once.`)
    .default([]),
});

const isFile = (part: unknown): part is MultipartFile => typeof part === 'object' && part !== null && 'file' in part && 'filename' in part;
const asList = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/**
 * `POST /api/schedule/{id}/notes`. The product's own page sends JSON and uploads photos through the resumable
 * chunked path; a form with `files[]` is taken too, each file through the same checks and storage.
 */
export async function visitNotesRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: schedulePhotoMaxBytes, files: maxFiles, fields: 5 },
    async onFile(part) {
      try {
        await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw invalid({ files: [fileTooLargeMessage(schedulePhotoMaxBytes)] });
        throw error;
      }
    },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/schedule/:id/notes',
    {
      config: { access: 'authenticated' },
      schema: { params: userScheduleParams, body: notesBody, response: { 200: userScheduleActionResult } },
      // A form arrives as parts: read it into the same shape as the JSON body before it is checked.
      preValidation: async (request) => {
        if (!request.isMultipart()) return;
        const body = (request.body ?? {}) as Record<string, unknown>;
        const notes = body.notes as MultipartValue | undefined;
        const parts = [...asList(body['files[]']), ...asList(body.files)].filter(isFile);
        request.body = {
          notes: typeof notes?.value === 'string' ? notes.value : null,
          files: await Promise.all(parts.map(async (part) => ({ filename: part.filename, data: await part.toBuffer() }))),
        };
      },
    },
    async (request) => {
      const context = scheduleContextOf(request);
      await addPhotosFromForm(app.db, app.storage, request.params.id, request.body.files, context);
      await setVisitNotes(app.db, request.params.id, request.body.notes, context);
      return { data: orNotFound(await findUserSchedule(app.db, request.params.id, visitViewerOf(context))), needs_attendance: false };
    },
  );
}
