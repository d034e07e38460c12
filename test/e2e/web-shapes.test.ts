/**
 * The generic prompt UI in Chromium renders every prompt shape, so a game is
 * playable in the browser before it has its own table: a player answers a
 * `choices`, a `pick` and an `amounts` question of the Shapes fixture by
 * clicking, and the stored answers are exactly what was clicked; and a
 * standing offer shows as a secondary panel next to the prompt, answered with
 * `sendOffer` (High Card with chips).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { OrreryClient, type MatchConnection } from '../../client-sdk/src';
import { randomAnswer, seedRng } from '../../server/src/engine';
import { highCardChips } from '../fixtures/high-card-chips';
import { shapes } from '../fixtures/shapes';
import { ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, clickAt, haveChromium, newPerson } from '../support/browser';
import { buildWebPage, startWebServer, type WebServer } from '../support/web-server';

(haveChromium ? describe : describe.skip)('generic prompt UI in Chromium', () => {
  let server: WebServer;
  let browser: Browser;
  let page: Page;
  let ann: MatchConnection | null = null;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const [webDir, launched] = await Promise.all([buildWebPage(), chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })]);
    browser = launched;
    server = await startWebServer(webDir, [shapes, highCardChips]);
    page = await newPerson(browser, pageErrors);
  }, 90_000);

  afterAll(async () => {
    await ann?.leave();
    await browser?.close();
    await server?.stop();
  });

  const prompt = (kind: string) => page.locator(`.prompt[data-prompt-kind="${kind}"]`).waitFor();

  it('answers choices, pick and amounts by clicking', async () => {
    ann = await new OrreryClient(server.url).createMatch({ game: 'shapes', seats: 2, name: 'Ann' });
    const rng = seedRng('ann');
    ann.onView((m) => {
      if (m.view.prompt) ann!.sendMove(randomAnswer(m.view.prompt, rng), m.v);
    });
    await page.goto(`${server.url}/?match=${ann.matchId}`);
    await page.click('[data-join-match]');

    await prompt('colour');
    await clickAt(page, '.prompt [data-choice]', 2);

    await prompt('numbers');
    await clickAt(page, '[data-pick-item="1"]');
    await clickAt(page, '[data-pick-item="3"]');
    await clickAt(page, '[data-confirm]');

    await prompt('pay');
    // Nothing counted yet: 0 of the 7 asked, so the answer cannot be sent.
    expect(await page.locator('[data-confirm]').isDisabled()).toBe(true);
    await clickAt(page, '[data-amount-up="gems"]');
    await clickAt(page, '[data-amount-up="gems"]');
    expect(await page.locator('[data-confirm]').isDisabled()).toBe(true);
    await clickAt(page, '[data-amount-up="coins"]');
    expect(await page.locator('.amounts .hint').textContent()).toContain('Total 7');
    await page.screenshot({ path: path.join(ARTIFACTS, 'generic-amounts.png'), fullPage: true });
    await clickAt(page, '[data-confirm]');

    await page.locator('[data-scores]').waitFor();
    const moves = await server.store.movesAfter(ann.matchId, 0);
    expect(moves.filter((m) => m.seat === 1).map((m) => m.move)).toEqual(['blue', [2, 4], { coins: 1, gems: 2 }]);
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('shows a standing offer as a secondary panel next to the prompt and sends its answer as an offer', async () => {
    const bob = await new OrreryClient(server.url).createMatch({ game: 'highcard-chips', seats: 2, name: 'Bob' });
    try {
      await page.goto(`${server.url}/?match=${bob.matchId}`);
      await page.click('[data-join-match]');
      await prompt('swap');
      const offer = page.locator('.prompt.offer[data-offer-kind="give-chips"]');
      await offer.waitFor();
      const swapId = await page.locator('.prompt[data-prompt-kind="swap"]').getAttribute('data-prompt-id');
      expect(await offer.locator('[data-choice]').count()).toBe(2); // 1 or 2 chips to Bob
      await page.screenshot({ path: path.join(ARTIFACTS, 'generic-offer.png'), fullPage: true });
      await clickAt(page, '.prompt.offer [data-choice]', 1);
      const seen = await bob.waitForView((v) => v.v === 1);
      expect(seen.view.chips).toEqual([4, 0]);
      expect(await server.store.movesAfter(bob.matchId, 0)).toEqual([{ seat: 1, move: { to: 0, chips: 2 }, offer: true }]);
      // No chips left: the offer panel goes, the swap question stays as it was.
      await offer.waitFor({ state: 'detached' });
      expect(await page.locator('.prompt[data-prompt-kind="swap"]').getAttribute('data-prompt-id')).toBe(swapId);
      expect(pageErrors).toEqual([]);
    } finally {
      await bob.leave();
    }
  }, 60_000);
});
