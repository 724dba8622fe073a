import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page, type Request } from '@playwright/test';

declare global {
  interface Window {
    /** Axe, once `violationsOf` has put it into the page. */
    axe: typeof axe;
  }
}

/** The rules checked: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices (landmarks, heading order). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** How long the network stays quiet before the page counts as settled (Playwright's network idle waits 500 ms). */
const quietMs = 150;

type Network = { inFlight: Set<Request>; lastChange: number };
const networks = new WeakMap<Page, Network>();

/**
 * Follows the page's requests from now on, so that `expectAccessible` can wait for the last answer to arrive and
 * a short quiet after it, instead of network idle's fixed half second (about a minute over the accessibility sweep).
 * Call it before the first navigation; a page not watched waits for network idle as before.
 */
export function watchNetwork(page: Page) {
  if (networks.has(page)) return;
  const network: Network = { inFlight: new Set(), lastChange: Date.now() };
  const started = (request: Request) => {
    network.inFlight.add(request);
    network.lastChange = Date.now();
  };
  const ended = (request: Request) => {
    network.inFlight.delete(request);
    network.lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  networks.set(page, network);
}

/**
 * No request in flight for a while, no loader, and no transition running (a dialog fading in: axe would read its
 * colours half-transparent). Endless animations are left out: they never finish.
 */
async function settle(page: Page) {
  const network = networks.get(page);
  if (network) {
    await expect.poll(() => network.inFlight.size === 0 && Date.now() - network.lastChange >= quietMs, { intervals: [50] }).toBe(true);
  } else {
    await page.waitForLoadState('networkidle');
  }
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity));
}

/**
 * Axe's findings on the page as it is now. Axe is put into a page once and run again on it as the page changes (a
 * dialog opened, the width narrowed): `AxeBuilder` puts its half-megabyte source in twice for every check, about
 * 0.2 s each time on the 2-core machine, most of a check's cost (decision 044's amendment). A page holding a frame
 * (the document viewer) goes through `AxeBuilder`, which puts axe into every frame.
 */
async function violationsOf(page: Page) {
  if (page.frames().length > 1) {
    // `options` replaces every option set before it, the tags among them: it comes first.
    return new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(wcagTags)
      .setLegacyMode()
      .analyze();
  }
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axe.source);
    await page.evaluate(() => window.axe.configure({ allowedOrigins: ['<same_origin>'] }));
  }
  return page.evaluate(
    (tags) => window.axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags } }),
    wcagTags,
  );
}

/**
 * Every journey may call this on the page it shows, or with a dialog open: axe finds no violation of any impact
 * (colour contrast, names of buttons and fields, labels matching what is seen, one banner, headings in order…),
 * and the page has exactly one level-one heading. Waits for the page to settle first (no request in flight, no
 * loader) so what axe reads is what the user sees. `where` names the page in the failure.
 *
 * Axe runs in the page itself (legacy mode: its default opens a blank page for every check to merge the frames'
 * results, and the app has no cross-origin frame to merge) and details only the violations (every rule still runs;
 * passes are not described node by node): a check took 0.7 s instead of 3 to 5 s on the 2-core machine (decision 044).
 */
export async function expectAccessible(page: Page, where: string) {
  await settle(page);
  // The page's heading is part of settling: a page whose code is still loading fetches its data only once that code
  // has come, which can be longer than the network's quiet under load, and axe would then read the placeholder
  // (its best practice wants one level-one heading), not the page.
  await expect.soft(page.getByRole('heading', { level: 1 }), `${where}: one level-one heading`).toHaveCount(1);
  const result = await violationsOf(page);
  const violations = result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')}: ${node.html.slice(0, 160)}\n      ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
        )
        .join('\n')}`,
  );
  expect.soft(violations, `${where}: axe violations`).toEqual([]);
}
