import { afterAll, describe, expect, it } from 'vitest';
import { categoryColors } from '../../../shared/api/expense-categories';
import { createDemoApp, demo } from '../../test/demo';
import { buildExpenseCategory } from '../../test/expense-factories';
import { auditTrail, createdId, expectDeleted } from '../../test/inspect';
import { signIn } from '../../test/test-app';

const { t, bookkeeper, admin } = await createDemoApp('bookkeeper', 'admin');
afterAll(() => t.close());

describe('expense categories', () => {
  it('creates, reads, updates and deletes a category, auditing each and moving the cache time', async () => {
    const before = (await bookkeeper.get('/api/cache-check')).json().expense_categories;
    const created = await bookkeeper.post('/api/expense-categories', { name: ' Fuel ', number: '6-1400', color: 'light-orange' });
    const id = createdId(created);
    expect(created.json()).toEqual({ id, name: 'Fuel', number: '6-1400', color: 'light-orange' });
    expect((await bookkeeper.get('/api/cache-check')).json().expense_categories).not.toBe(before);
    const updated = await bookkeeper.put(`/api/expense-categories/${id}`, { name: 'Fuel and oil', number: '', color: 'teal' });
    expect(updated.json()).toEqual({ id, name: 'Fuel and oil', number: null, color: 'teal' });
    await expectDeleted(bookkeeper, `/api/expense-categories/${id}`);
    const entries = await auditTrail(admin, 'expense_categories', id);
    expect(entries.map((a) => a.action)).toEqual(['delete', 'update', 'create']);
  });

  it('takes each of the 13 colours', async () => {
    expect(categoryColors).toHaveLength(13);
    for (const color of categoryColors)
      expect((await bookkeeper.post('/api/expense-categories', { name: `Colour ${color}`, color })).statusCode).toBe(201);
  });

  it.each([
    [{}, { name: ['The name field is required.'], color: ['The colour field is required.'] }],
    [{ name: 'X', color: 'magenta' }, { color: ['The selected colour is invalid.'] }],
    [{ name: 'X', color: 'red', number: 'x'.repeat(21) }, { number: ['This field may not be greater than 20 characters.'] }],
  ])('refuses %j with 422', async (payload, errors) => {
    const response = await bookkeeper.post('/api/expense-categories', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('keeps accounting numbers unique, case ignored', async () => {
    const held = await buildExpenseCategory(t.app.db, { name: 'Cleaning supplies', number: '6-1200A' });
    const refused = await bookkeeper.post('/api/expense-categories', { name: 'Chemicals', number: '6-1200a', color: 'green' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ number: ['The number 6-1200a is already the category Cleaning supplies.'] });
    expect(
      (await bookkeeper.put(`/api/expense-categories/${held.id}`, { name: 'Supplies', number: '6-1200A', color: 'green' })).statusCode,
    ).toBe(200);
  });

  it('sorts by name or number (numbers as text, none last) and searches both', async () => {
    await buildExpenseCategory(t.app.db, { name: 'Qq Insurance', number: '6-3000' });
    await buildExpenseCategory(t.app.db, { name: 'Qq Phone', number: '6-2100' });
    await buildExpenseCategory(t.app.db, { name: 'Qq Sundries', number: null });
    const names = async (query: string) =>
      (await bookkeeper.get(`/api/expense-categories?search=qq&${query}`)).json().data.map((c: { name: string }) => c.name);
    expect(await names('sort=name')).toEqual(['Qq Insurance', 'Qq Phone', 'Qq Sundries']);
    expect(await names('sort=number')).toEqual(['Qq Phone', 'Qq Insurance', 'Qq Sundries']);
    expect(await names('sort=number&direction=desc')).toEqual(['Qq Insurance', 'Qq Phone', 'Qq Sundries']);
    expect((await bookkeeper.get('/api/expense-categories?search=6-21')).json().data.map((c: { name: string }) => c.name)).toEqual([
      'Qq Phone',
    ]);
  });

  it('is read by those who keep expenses and written only with expense_categories', async () => {
    const office = await signIn(t.app, demo.office);
    expect((await office.get('/api/expense-categories')).statusCode).toBe(403);
    expect((await office.post('/api/expense-categories', { name: 'X', color: 'red' })).statusCode).toBe(403);
    expect((await bookkeeper.get('/api/expense-categories/999999')).statusCode).toBe(404);
  });
});
