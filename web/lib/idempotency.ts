/**
 * The `Idempotency-Key` of every POST and of the other writes the server keys (shared/api/idempotent-requests.ts,
 * docs/decisions/022-idempotency-keys.md). Each submit gets a fresh key; a submit that got no clear answer (the
 * server unreachable, a 5xx: it may have created the record) keeps its key, so sending it again — the API
 * client's own retry, or the person pressing Save again with the same values — is the same request to the
 * server, which creates the record once and answers as the first time.
 */
const unanswered = new Map<string, string>();

/** What makes two requests the same submit: where they go and what they carry. A form with files is never remembered. */
export function submitOf(path: string, body: unknown): string | null {
  return typeof FormData !== 'undefined' && body instanceof FormData ? null : `${path} ${JSON.stringify(body ?? null)}`;
}

/** The key for this submit: the one it was last sent with if that got no clear answer, else a new one. */
export function keyFor(submit: string | null): string {
  return (submit && unanswered.get(submit)) || newKey();
}

/** The server's answer for `submit` was lost or unclear: keep its key for when it is sent again. */
export function keepKey(submit: string | null, key: string) {
  if (submit) unanswered.set(submit, key);
}

/** The server answered `submit` clearly: its next sending is a new submit. */
export function forgetKey(submit: string | null) {
  if (submit) unanswered.delete(submit);
}

/** A random UUID (v4). `crypto.randomUUID` exists only on secure pages; a phone on the office's plain-http address is not one. */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
