import { notifications } from '@mantine/notifications';
import { ApiError, buildUrl, readCookie } from '../lib/api';

/**
 * Ask the server for a file (a spreadsheet, a PDF) and save it. `api()` reads JSON answers only, so a
 * file answer comes through here: the same XSRF header, the same error shape and toast, the file name
 * from Content-Disposition (else `fallbackName`).
 */
export async function downloadFile(path: string, options: { method?: 'GET' | 'POST'; body?: unknown; fallbackName: string }) {
  const headers: Record<string, string> = { Accept: '*/*' };
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(buildUrl(path), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
  }).catch(() => null);
  if (!response?.ok) {
    const payload = response ? ((await response.json().catch(() => null)) as { message?: string } | null) : null;
    const error = new ApiError(response?.status ?? 0, payload?.message ?? 'The download failed.');
    notifications.show({ color: 'red', title: error.message, message: `${options.method ?? 'GET'} ${path}`, autoClose: false });
    throw error;
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ? decodeURIComponent(name) : options.fallbackName;
  link.click();
  // Give the browser a moment to start the download before the address is dropped.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
