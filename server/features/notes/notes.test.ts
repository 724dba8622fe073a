import { afterAll, describe, expect, it } from 'vitest';
import type { Note } from '../../../shared/api/notes';
import { buildClient } from '../../test/client-factories';
import { createDemoApp, demo } from '../../test/demo';
import { auditTrail } from '../../test/inspect';
import { signIn } from '../../test/test-app';

const { t, admin, office } = await createDemoApp('admin', 'office');
afterAll(() => t.close());
const clientId = (await buildClient(t.app.db, { name: 'Noted Pty Ltd' })).id;

const notesOf = (id: number) => `/api/clients/${id}/notes`;

describe('notes on a client', () => {
  it('adds, lists (newest first), updates and deletes notes with their writer, auditing each', async () => {
    const first = await office.post(notesOf(clientId), { note: ' Key under the mat ' });
    expect(first.statusCode).toBe(201);
    const note: Note = first.json();
    expect(note).toMatchObject({ parent_type: 'clients', parent_id: clientId, note: 'Key under the mat', user: { name: 'Priya Shah' } });
    await admin.post(notesOf(clientId), { note: 'Alarm code changed' });
    const page = (await office.get(notesOf(clientId))).json();
    expect(page.data.map((n: Note) => n.note)).toEqual(['Alarm code changed', 'Key under the mat']);
    expect(page.data[0].user.name).toBe('Alex Morgan');
    const updated = await office.put(`${notesOf(clientId)}/${note.id}`, { note: 'Key in the lockbox' });
    expect(updated.json()).toMatchObject({ id: note.id, note: 'Key in the lockbox' });
    expect(updated.json().updated_at >= note.updated_at).toBe(true);
    expect((await office.delete(`${notesOf(clientId)}/${note.id}`)).statusCode).toBe(204);
    expect((await office.get(notesOf(clientId))).json().data).toHaveLength(1);
    const actions = (await auditTrail(admin, 'notes', note.id)).map((a) => a.action);
    expect(actions).toEqual(['delete', 'update', 'create']);
  });

  it('answers 404 for a missing parent, an unknown parent type, and a note of another parent', async () => {
    expect((await office.get(notesOf(999999))).statusCode).toBe(404);
    expect((await office.post(notesOf(999999), { note: 'x' })).statusCode).toBe(404);
    expect((await office.get('/api/widgets/1/notes')).statusCode).toBe(404);
    expect((await office.post('/api/Clients/1/notes', { note: 'x' })).statusCode).toBe(404);
    const other = (await office.post('/api/clients', { name: 'Other Pty Ltd' })).json().id;
    const theirs: Note = (await office.post(notesOf(other), { note: 'Theirs' })).json();
    expect((await office.put(`${notesOf(clientId)}/${theirs.id}`, { note: 'x' })).statusCode).toBe(404);
    expect((await office.delete(`${notesOf(clientId)}/${theirs.id}`)).statusCode).toBe(404);
    expect((await office.put(`${notesOf(other)}/999999`, { note: 'x' })).statusCode).toBe(404);
  });

  it('refuses an empty note', async () => {
    const response = await office.post(notesOf(clientId), { note: '   ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The note field is required.', errors: { note: ['The note field is required.'] } });
  });

  it('lets view_clients read, manage_notes write, and nobody else in', async () => {
    const note: Note = (await office.post(notesOf(clientId), { note: 'Guarded' })).json();
    const bookkeeper = await signIn(t.app, demo.bookkeeper);
    expect((await bookkeeper.get(notesOf(clientId))).statusCode).toBe(200);
    expect((await bookkeeper.post(notesOf(clientId), { note: 'x' })).statusCode).toBe(403);
    expect((await bookkeeper.put(`${notesOf(clientId)}/${note.id}`, { note: 'x' })).statusCode).toBe(403);
    expect((await bookkeeper.delete(`${notesOf(clientId)}/${note.id}`)).statusCode).toBe(403);
    const contractor = await signIn(t.app, demo.contractor);
    expect((await contractor.get(notesOf(clientId))).statusCode).toBe(403);
  });

  it('sits beside the static client routes without taking them over', async () => {
    expect((await office.get(`/api/clients/${clientId}/addresses`)).json()).toMatchObject({ meta: { per_page: 5 } });
    expect((await office.get(`/api/clients/${clientId}/contacts`)).json()).toMatchObject({ meta: { per_page: 10 } });
    expect((await office.get(notesOf(clientId))).json().data[0]).toHaveProperty('note');
  });

  it('goes with its client when the client is deleted', async () => {
    const id = (await office.post('/api/clients', { name: 'Short Lived Pty Ltd' })).json().id;
    await office.post(notesOf(id), { note: 'Gone soon' });
    await office.delete(`/api/clients/${id}`);
    const rows = await t.app.database.executeSql('select count(*)::int as n from notes where parent_type = $1 and parent_id = $2', [
      'clients',
      id,
    ]);
    expect(rows.rows[0].n).toBe(0);
  });
});
