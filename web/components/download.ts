import { apiFile } from '../lib/api';

/** Ask the server for a file (a spreadsheet, a PDF) through the API client and save it. */
export async function downloadFile(path: string, options: { method?: 'GET' | 'POST'; body?: unknown; fallbackName: string }) {
  const { blob, filename } = await apiFile(path, { method: options.method, body: options.body });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? options.fallbackName;
  link.click();
  // Give the browser a moment to start the download before the address is dropped.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
