import { notifications } from '@mantine/notifications';
import { type UploadState, uploadPieceBytes } from '../../shared/api/uploads';
import { ApiError, api } from './api';

/**
 * The chunked upload (docs/domain.md "Chunked uploads"), for every feature that sends files (documents, photos,
 * invoices). The owning feature's first POST answers `{ id }`; the file then goes in order, piece by piece
 * (at most 640000 bytes), to `POST /api/uploads/{id}?offset=…&is_last=0|1`. The server keeps the
 * offset, so after any interruption the client asks it where to continue instead of guessing.
 */
export type UploadStatus = { phase: 'sending' | 'waiting'; sent: number; total: number };

export type UploadRequest = {
  file: Blob;
  /** The owning feature's first POST (the non-file fields); answers the upload id. */
  begin: () => Promise<{ id: string }>;
  onStatus?: (status: UploadStatus) => void;
};

/** A dropped connection is retried this often before the upload gives up (while the browser says online). */
const unreachableRetries = 5;
const retryDelayMs = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;
/** Status 0 is the API client's "never reached the server"; 5xx may pass too. */
const isTransient = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

function waitForOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `step` until it succeeds: offline it waits for the `online` event (however long that takes),
 * and a server that cannot be reached is tried again a few times with growing pauses.
 */
async function persist<T>(step: () => Promise<T>, onWait: () => void): Promise<T> {
  // Only failures while online count towards giving up.
  let failures = 0;
  for (;;) {
    if (isOffline()) {
      onWait();
      await waitForOnline();
    }
    try {
      return await step();
    } catch (error) {
      if (!isTransient(error)) throw error;
      if (isOffline()) continue;
      if (failures >= unreachableRetries) throw error;
      onWait();
      await sleep(retryDelayMs(failures++));
    }
  }
}

/** Sends the whole file; resolves once the server holds it complete. */
export async function uploadFile({ file, begin, onStatus }: UploadRequest): Promise<void> {
  const total = file.size;
  let sent = 0;
  const report = (phase: UploadStatus['phase']) => onStatus?.({ phase, sent, total });
  const onWait = () => report('waiting');
  // After an interruption the server may or may not have taken the last piece: ask it.
  let resync = false;
  // Consecutive refusals of a piece (unreachable, 5xx, wrong offset) before giving up; offline time does not count.
  let failures = 0;

  const { id } = await persist(begin, onWait);
  const path = `/api/uploads/${encodeURIComponent(id)}`;
  report('sending');
  for (;;) {
    if (resync) {
      const state = await persist(() => api<UploadState>(path, { quiet: true }), onWait);
      if (state.complete) break;
      sent = state.received;
      resync = false;
      report('sending');
    }
    const end = Math.min(sent + uploadPieceBytes, total);
    try {
      const state = await api<UploadState>(path, {
        method: 'POST',
        query: { offset: sent, is_last: end >= total ? 1 : 0 },
        bytes: file.slice(sent, end),
        quiet: true,
      });
      failures = 0;
      sent = state.received;
      report('sending');
      if (state.complete) break;
    } catch (error) {
      // 409: the piece was at the wrong offset (an earlier answer was lost): continue from the server's.
      const conflict = error instanceof ApiError && error.status === 409;
      if (!conflict && !isTransient(error)) throw error;
      resync = true;
      // Offline is waited out by the resync above, however long it takes.
      if (isOffline()) continue;
      if (++failures > unreachableRetries) throw error;
      if (!conflict) {
        onWait();
        await sleep(retryDelayMs(failures));
      }
    }
  }
  sent = total;
  report('sending');
}

/** How much of the file the server holds, in whole percent. */
export const uploadPercent = (status: UploadStatus) => (status.total ? Math.floor((status.sent / status.total) * 100) : 100);

/**
 * `uploadFile` with the loading note ("Uploading insurance.pdf… 40%", docs/domain.md "Chunked uploads"), kept
 * on screen while the user moves around the app, and turned into a success or failure message at the end.
 */
export async function uploadWithNote(request: UploadRequest & { file: File }): Promise<void> {
  const name = request.file.name;
  const note = notifications.show({
    loading: true,
    title: `Uploading ${name}… 0%`,
    message: null,
    autoClose: false,
    withCloseButton: false,
  });
  try {
    await uploadFile({
      ...request,
      onStatus: (status) => {
        request.onStatus?.(status);
        notifications.update({
          id: note,
          title: `Uploading ${name}… ${uploadPercent(status)}%`,
          message: status.phase === 'waiting' ? 'Waiting for the connection; the upload continues when it is back.' : null,
        });
      },
    });
    notifications.update({
      id: note,
      loading: false,
      color: 'teal',
      title: `Uploaded ${name}`,
      message: null,
      autoClose: 3_000,
      withCloseButton: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The upload failed.';
    notifications.update({
      id: note,
      loading: false,
      color: 'red',
      title: `${name} was not uploaded`,
      message,
      autoClose: false,
      withCloseButton: true,
    });
    throw error;
  }
}
