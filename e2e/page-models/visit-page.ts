import { expect, type Page } from '@playwright/test';

/** /my-jobs/{id}: the visit card a contractor works through on the phone. */
export function visitPage(page: Page) {
  const main = page.getByRole('main');
  return {
    async open(id: number) {
      await page.goto(`/my-jobs/${id}`);
      await expect(this.heading()).toBeVisible();
    },
    heading: () => main.getByRole('heading', { level: 1 }),
    /** The visit's state badge beside the client's name (pending, open, complete…). */
    // The state's badge, not a public holiday's (its title names the holiday).
    state: () => main.locator('.mantine-Badge-root:not([title^="Public holiday"])').first(),
    /** A task's tick box; it changes only once the server has taken the tick, so journeys click and then expect. */
    task: (name: string) => main.getByRole('checkbox', { name: `${name} complete` }),
    /** A task's box: its checkbox, pay, badges and Pause button. */
    taskCard: (name: string) =>
      main.locator('.mantine-Paper-root').filter({ has: page.getByRole('checkbox', { name: `${name} complete` }) }),
    notesButton: () => main.getByRole('button', { name: /^Notes/ }),
    addPhotosButton: () => main.getByRole('button', { name: 'Add photos' }),
    photo: (name: string) => main.getByRole('img', { name }),
    completeButton: () => main.getByRole('button', { name: 'Complete visit' }),
    completedText: () => main.getByText(/^Completed/),

    quantityDialog: () => page.getByRole('dialog', { name: 'Consumable used' }),
    /** Ticking a consumable asks how many were used; the task is ticked once the answer is saved. */
    async enterQuantity(task: string, quantity: number) {
      const dialog = this.quantityDialog();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: `How many ${task} were used?` }).fill(String(quantity));
      await dialog.getByRole('button', { name: 'Complete task' }).click();
      await expect(dialog).toBeHidden();
    },
    notesDialog: () => page.getByRole('dialog', { name: 'Notes' }),
    async writeNotes(text: string) {
      await this.notesButton().click();
      const dialog = this.notesDialog();
      await dialog.getByRole('textbox', { name: 'Notes' }).fill(text);
      await dialog.getByRole('button', { name: 'Save notes' }).click();
      await expect(dialog).toBeHidden();
    },
    /** Chooses photos through the Add photos button's file chooser (the phone's camera or gallery). */
    async addPhoto(file: { name: string; mimeType: string; buffer: Buffer }) {
      const chooser = page.waitForEvent('filechooser');
      await this.addPhotosButton().click();
      await (await chooser).setFiles(file);
    },
    attendanceDialog: () => page.getByRole('dialog', { name: 'Confirm attending contractors' }),
    attendee: (name: string) => page.getByRole('dialog', { name: 'Confirm attending contractors' }).getByRole('checkbox', { name }),
  };
}

/** A small real JPEG drawn on a canvas in the browser, as a phone camera would hand it over to the photo field. */
export async function cameraPhoto(page: Page, name: string) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.fillStyle = '#2a7ab0';
    context.fillRect(0, 0, 64, 48);
    context.fillStyle = '#f2c14e';
    context.fillRect(16, 12, 32, 24);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1];
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
