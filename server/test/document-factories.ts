/** Users' private documents and the shared safety data sheets for tests, each with its upload. */
import type { FastifyInstance } from 'fastify';
import { userDocumentMaxBytes } from '../../shared/api/documents';
import { sharedDocumentMaxBytes } from '../../shared/api/shared-documents';
import { userDocumentsOwnerType } from '../features/documents/save-user-document';
import { userDocuments } from '../features/documents/documents.table';
import { sharedDocumentsOwnerType } from '../features/shared-documents/save-shared-document';
import { sharedDocuments } from '../features/shared-documents/shared-documents.table';
import { type Attrs, insertRow, next } from './factory-kit';
import { fakePdf } from './uploads';
import { buildOnUpload } from './upload-factories';
import { buildUser } from './user-factories';

type DocumentAttrs = Attrs<typeof userDocuments> & {
  /** False for one whose upload has begun and received nothing: not listed, and its upload id takes pieces. */
  complete?: boolean;
  filename?: string;
  file?: Buffer;
};

/** A private document of a user (a user of their own unless told) with its upload and, when complete, its stored PDF. */
export async function buildUserDocument(
  app: FastifyInstance,
  { complete = true, filename = `document-${next()}.pdf`, file = fakePdf(1000), ...overrides }: DocumentAttrs = {},
) {
  const userId = overrides.userId ?? (await buildUser(app.db)).id;
  return buildOnUpload(
    app,
    { ownerType: userDocumentsOwnerType, createdBy: userId, filename, kind: 'pdf', maxBytes: userDocumentMaxBytes, file, complete },
    (uploadId) => insertRow(app.db, userDocuments, { name: 'insurance', ...overrides, userId, uploadId }),
  );
}

type SharedAttrs = Attrs<typeof sharedDocuments> & { complete?: boolean; filename?: string; file?: Buffer };

/** A shared safety data sheet (a PDF) with its upload and, when complete, its stored file. */
export async function buildSharedDocument(
  app: FastifyInstance,
  { complete = true, filename = `sds-${next()}.pdf`, file = fakePdf(1000), ...overrides }: SharedAttrs = {},
) {
  const createdBy = overrides.ownerId ?? 0;
  return buildOnUpload(
    app,
    { ownerType: sharedDocumentsOwnerType, createdBy, filename, kind: 'pdf_or_image', maxBytes: sharedDocumentMaxBytes, file, complete },
    (uploadId) => insertRow(app.db, sharedDocuments, { name: 'msds', description: `Product ${next()}`, ...overrides, uploadId }),
  );
}
