import { expect, type Page } from '@playwright/test';
import { choose } from './choose';

export function settingsPage(page: Page) {
  return {
    async openCard(card: 'users' | 'roles' | 'suburbs' | 'outbox') {
      await page.goto(`/settings?card=${card}`);
      await expect(page.getByRole('heading', { name: card === 'outbox' ? 'Outbox' : card[0].toUpperCase() + card.slice(1) })).toBeVisible();
    },
    async createUser(user: { name: string; email: string; role: string; password: string; abn?: string; bsb?: string }) {
      await page.getByRole('button', { name: 'New user' }).click();
      const dialog = page.getByRole('dialog', { name: 'New user' });
      await dialog.getByLabel(/^Name/).fill(user.name);
      await dialog.getByLabel(/^E-mail/).fill(user.email);
      await choose(dialog.getByRole('combobox', { name: /^Role/ }), user.role);
      await dialog.getByLabel(/^Password/).fill(user.password);
      await dialog.getByLabel(/^Confirm password/).fill(user.password);
      if (user.abn) await dialog.getByLabel(/^ABN/).fill(user.abn);
      if (user.bsb) await dialog.getByLabel(/^BSB/).fill(user.bsb);
      await dialog.getByRole('button', { name: 'Add user' }).click();
    },
    row: (text: string) => page.getByRole('row').filter({ hasText: text }),
  };
}
