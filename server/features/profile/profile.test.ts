import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { profileMessages } from '../../../shared/api/profile';
import { createDemoApp } from '../../test/demo';
import { userByEmail } from '../../test/inspect';
import { type Client, createClient, signIn } from '../../test/test-app';
import { fakePdf } from '../../test/uploads';
import { buildUser, signInWith } from '../../test/user-factories';
import { audits } from '../audit/audit.table';
import { users } from '../users/users.table';

const { t, people } = await createDemoApp();
afterAll(() => t.close());

type Fields = Record<string, string | null | undefined>;
type Picture = { data: Buffer; filename?: string; type?: string };

/** Encodes a multipart form the way a browser does (via the platform's FormData). */
async function multipart(fields: Fields, picture?: Picture) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(key, value);
  if (picture)
    form.append('picture', new Blob([new Uint8Array(picture.data)], { type: picture.type ?? 'image/png' }), picture.filename ?? 'me.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

async function saveProfile(client: Client, fields: Fields, picture?: Picture, options: { xsrf?: boolean } = {}) {
  return client.request({ method: 'POST', url: '/api/profile', ...(await multipart(fields, picture)), ...options });
}

/** The profile as the form holds it, with the user's current values. */
function formOf(user: { name: string; email: string }, changes: Fields = {}): Fields {
  return {
    name: user.name,
    email: user.email,
    password: '',
    password_confirmation: '',
    abn: '',
    bank_bsb: '',
    bank_account: '',
    legal_name: '',
    legal_business_name: '',
    ...changes,
  };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe('profile', () => {
  it('saves the signed-in user’s own profile and returns the user', async () => {
    const user = await buildUser(t.app.db);
    const client = await signIn(t.app, user.email);
    const response = await saveProfile(
      client,
      formOf(user, {
        name: 'Sam Reyes',
        abn: '51 824 753 556',
        bank_bsb: '062-000',
        bank_account: '12345678',
        legal_name: 'Samuel Reyes',
        legal_business_name: 'Reyes Cleaning',
        role_id: '1',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      name: 'Sam Reyes',
      email: user.email,
      abn: '51824753556',
      bank_bsb: '062000',
      bank_account: '12345678',
      legal_name: 'Samuel Reyes',
      legal_business_name: 'Reyes Cleaning',
      role_id: user.roleId,
      avatar: null,
    });
    expect((await client.get('/api/user')).json()).toMatchObject({ name: 'Sam Reyes', role_id: user.roleId });
    const [entry] = await t.app.db.select().from(audits).where(eq(audits.description, 'Sam Reyes updated their profile'));
    expect(entry).toMatchObject({ userId: user.id, subjectType: 'users', subjectId: String(user.id) });
    expect(entry.changes).toMatchObject({ name: { from: user.name, to: 'Sam Reyes' }, abn: { from: null, to: '51824753556' } });
  });

  it('answers field errors with 422', async () => {
    const user = await buildUser(t.app.db);
    const client = await signIn(t.app, user.email);
    const cases: [Fields, Record<string, string[]>][] = [
      [{ abn: '51 824 753 557' }, { abn: ['The ABN is not a valid Australian business number.'] }],
      [{ bank_bsb: '06200' }, { bank_bsb: ['The BSB must be 6 digits.'] }],
      [{ name: ' ' }, { name: ['The name field is required.'] }],
      [{ email: 'not-an-email' }, { email: ['The email must be a valid email address.'] }],
      [{ email: 'office@example.com' }, { email: ['The email has already been taken.'] }],
      [{ password: 'short', password_confirmation: 'short' }, { password: ['The password must be at least 8 characters.'] }],
      [{ password: 'long enough', password_confirmation: 'different' }, { password: ['The password confirmation does not match.'] }],
    ];
    for (const [changes, errors] of cases) {
      const response = await saveProfile(client, formOf(user, changes));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: Object.values(errors)[0][0], errors });
    }
    expect((await saveProfile(client, { email: user.email })).json().errors).toEqual({ name: ['The name field is required.'] });
  });

  it('changes the password only when one is given, and signs out the other sessions', async () => {
    const user = await buildUser(t.app.db);
    const client = await signIn(t.app, user.email);
    const elsewhere = await signIn(t.app, user.email);
    const hashBefore = (await t.app.db.select().from(users).where(eq(users.id, user.id)))[0].passwordHash;
    expect((await saveProfile(client, formOf(user))).statusCode).toBe(200);
    expect((await t.app.db.select().from(users).where(eq(users.id, user.id)))[0].passwordHash).toBe(hashBefore);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(200);

    const changed = await saveProfile(client, formOf(user, { password: 'a new secret 42', password_confirmation: 'a new secret 42' }));
    expect(changed.statusCode).toBe(200);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);
    await signIn(t.app, user.email, 'a new secret 42');
    const trail = await t.app.db
      .select()
      .from(audits)
      .where(eq(audits.subjectId, String(user.id)));
    expect(JSON.stringify(trail)).not.toContain('a new secret 42');
    expect(trail.filter((a) => a.action === 'update').at(-1)?.changes).toMatchObject({ password: 'changed' });
  });

  it('edits only the caller’s own profile', async () => {
    const office = await signIn(t.app, 'office@example.com');
    const contractor = people.contractor;
    const officeUser = people.office;
    const response = await saveProfile(office, formOf(officeUser, { id: String(contractor.id), legal_name: 'Priya Shah Pty' }));
    expect(response.json()).toMatchObject({ id: officeUser.id, legal_name: 'Priya Shah Pty' });
    expect((await userByEmail(t.app.db, 'contractor@example.com')).legalName).toBe(contractor.legalName);
    expect(
      (await office.request({ method: 'POST', url: `/api/profile/${contractor.id}`, ...(await multipart(formOf(contractor))) })).statusCode,
    ).toBe(404);
  });

  it('refuses a password or e-mail change while assuming another user, but saves the rest', async () => {
    const target = await buildUser(t.app.db);
    const admin = await signIn(t.app, 'admin@example.com');
    expect((await admin.get(`/assume/${target.id}`)).statusCode).toBe(204);
    const password = await saveProfile(admin, formOf(target, { password: 'taken over!', password_confirmation: 'taken over!' }));
    expect(password.statusCode).toBe(403);
    expect(password.json()).toEqual({ message: profileMessages.assumed });
    expect((await saveProfile(admin, formOf(target, { email: 'mine@example.com' }))).statusCode).toBe(403);
    expect((await userByEmail(t.app.db, target.email)).passwordHash).toBe(target.passwordHash);

    const saved = await saveProfile(admin, formOf(target, { bank_account: '99887766' }));
    expect(saved.json()).toMatchObject({ id: target.id, email: target.email, bank_account: '99887766' });
    const adminId = people.admin.id;
    const [entry] = await t.app.db
      .select()
      .from(audits)
      .where(eq(audits.description, `${target.name} updated their profile`));
    expect(entry).toMatchObject({ userId: target.id, originalUserId: adminId });
  });

  it('stores a picture fitted within 512×512 and serves it as the avatar', async () => {
    const user = await buildUser(t.app.db);
    const client = await signIn(t.app, user.email);
    const first = await saveProfile(client, formOf(user), { data: await png(1200, 800) });
    expect(first.statusCode).toBe(200);
    const avatarUrl: string = first.json().avatar;
    expect(avatarUrl).toMatch(new RegExp(`^/storage/avatars/${user.id}\\?v=`));
    const image = await client.get(avatarUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 341 });
    // Others may see it; nobody signed out may.
    expect((await (await signIn(t.app, 'maria@example.com')).get(avatarUrl)).statusCode).toBe(200);
    expect((await createClient(t.app).get(avatarUrl)).statusCode).toBe(401);

    const firstPath = (await userByEmail(t.app.db, user.email)).avatarPath ?? '';
    const small = await saveProfile(client, formOf(user), { data: await png(100, 60) });
    expect(small.json().avatar).not.toBe(avatarUrl);
    expect(await sharp((await client.get(small.json().avatar)).rawPayload).metadata()).toMatchObject({ width: 100, height: 60 });
    await expect(t.app.storage.read(firstPath)).rejects.toThrow();
    // Saving without a picture keeps the avatar.
    expect((await saveProfile(client, formOf(user), { data: Buffer.alloc(0), filename: '' })).json().avatar).toBe(small.json().avatar);
  });

  it('refuses a picture that is not an image, is unreadable or is too large', async () => {
    const user = await buildUser(t.app.db);
    const client = await signIn(t.app, user.email);
    const pdf = await saveProfile(client, formOf(user), { data: fakePdf(500), type: 'image/png' });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors).toEqual({ picture: [profileMessages.pictureType] });
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]);
    expect((await saveProfile(client, formOf(user), { data: broken })).json().errors).toEqual({
      picture: [profileMessages.pictureUnreadable],
    });
    const huge = await saveProfile(client, formOf(user), { data: Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024)]) });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ picture: [profileMessages.pictureTooLarge] });
    expect((await userByEmail(t.app.db, user.email)).avatarPath).toBeNull();
    expect((await client.get(`/storage/avatars/${user.id}`)).statusCode).toBe(404);
  });

  it('needs sign-in and the XSRF header', async () => {
    const user = await buildUser(t.app.db);
    const client = await signIn(t.app, user.email);
    expect((await saveProfile(client, formOf(user, { name: 'Changed' }), undefined, { xsrf: false })).statusCode).toBe(419);
    expect((await userByEmail(t.app.db, user.email)).name).toBe(user.name);
    const guest = createClient(t.app);
    await guest.get('/sanctum/csrf-cookie');
    expect((await saveProfile(guest, formOf(user))).statusCode).toBe(401);
  });
});

describe('a form that cannot be read', () => {
  it.each([
    ['no boundary', 'multipart/form-data', 'name=Sam'],
    ['a part cut short', 'multipart/form-data; boundary=XX', '--XX\r\nContent-Disposition: form-data; name="name"\r\n\r\nSam'],
    [
      'a file cut short',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    ],
    ['no parts at all', 'multipart/form-data; boundary=XX', 'garbage'],
  ])('with %s is refused plainly (422), never a server error', async (_label, type, payload) => {
    const { client } = await signInWith(t.app, []);
    const response = await client.request({ method: 'POST', url: '/api/profile', payload, headers: { 'content-type': type } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The form could not be read.' });
  });
});
