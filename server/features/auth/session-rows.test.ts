import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/crypto';
import { createTestApp } from '../../test/test-app';
import { buildUser } from '../../test/user-factories';
import { users } from '../users/users.table';
import { sessionRows } from './session-rows';

const t = await createTestApp();
afterAll(() => t.close());
const { db } = t.app;

// A server-made id (a SHA-256 digest) takes PGlite's EXECUTE; any other text, the bound statement. Both must read
// the same session and user.
const ids = { digest: sha256('a cookie'), other: "not a digest, with a ' quote" };

describe('the session lookup', () => {
  it.each(Object.entries(ids))('reads the session and its user by id (%s)', async (_kind, id) => {
    const user = await buildUser(db, { permissions: ['view_clients'] });
    await sessionRows.create(db, { id, csrfToken: 'token', userId: user.id, originalUserId: null, ip: '127.0.0.1', userAgent: 'test' });

    const row = await sessionRows.find(db, id);
    expect(row).toMatchObject({ id, csrfToken: 'token', userId: user.id, originalUserId: null });
    expect(row?.lastActivityAt).toBeInstanceOf(Date);
    expect(row?.user).toMatchObject({
      id: user.id,
      name: user.name,
      email: user.email,
      roleId: user.roleId,
      permissions: ['view_clients'],
    });

    await db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await sessionRows.find(db, id))?.user).toBeNull();
    await sessionRows.remove(db, id);
    expect(await sessionRows.find(db, id)).toBeNull();
  });

  it('finds no session for an id never made, and none without a user', async () => {
    expect(await sessionRows.find(db, sha256('no such cookie'))).toBeNull();
    const id = sha256('signed out');
    await sessionRows.create(db, { id, csrfToken: 'token', userId: null, originalUserId: null, ip: '127.0.0.1', userAgent: 'test' });
    expect(await sessionRows.find(db, id)).toMatchObject({ id, userId: null, user: null });
  });
});
