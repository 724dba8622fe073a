/** What the web app reports when a page fails in the browser (`POST /api/client-errors`), for the server log. */
import { z } from 'zod';

export const clientErrorInput = z.object({
  message: z.string().max(2000),
  stack: z.string().max(10_000).nullable().default(null),
  /** The page's path when it failed. */
  path: z.string().max(2000),
});
export type ClientErrorInput = z.infer<typeof clientErrorInput>;
