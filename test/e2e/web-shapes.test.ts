/**
 * The generic prompt UI in Chromium renders every prompt shape, so a game is
 * playable in the browser before it has its own table: a player answers a
 * `choices`, a `pick` and an `amounts` question of the Shapes fixture by
 * clicking, and the stored answers are exactly what was clicked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { OrreryClient, type MatchConnection } from '../../client-sdk/src';
import { randomAnswer, seedRng } from '../../server/src/engine';
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
    server = await startWebServer(webDir, [shapes]);
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
});
