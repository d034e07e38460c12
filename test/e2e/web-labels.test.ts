/**
 * Names from `GET /api/games` on the web pages, in Debian's Chromium: the
 * lobby form shows each option's label and its values' labels, the match
 * page's title is the game's name, and the invite page sums the match's
 * options up in those labels. None of it is written into the pages.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, haveChromium, newPerson } from '../support/browser';
import { buildWebPage, startWebServer, type WebServer } from '../support/web-server';

(haveChromium ? describe : describe.skip)('game and option labels on the web pages', () => {
  let server: WebServer;
  let browser: Browser;
  let ann: Page;
  let bob: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const [webDir, launched] = await Promise.all([buildWebPage(), chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })]);
    browser = launched;
    server = await startWebServer(webDir);
    [ann, bob] = await Promise.all([newPerson(browser, pageErrors), newPerson(browser, pageErrors)]);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('names options, values, the game and the invited match from the server', async () => {
    await ann.goto(server.url);
    const expansion = ann.locator('[data-option=expansion]');
    await expansion.waitFor();
    expect(await ann.locator('label.option:has([data-option=expansion]) b').textContent()).toBe('Expansion');
    expect(await ann.locator('label.option:has([data-option=draft]) b').textContent()).toBe('Drafting variant');
    expect(await expansion.locator('option').allTextContents()).toEqual(['Base game', 'The Gathering Storm', 'Rebel vs Imperium', 'The Brink of War']);
    await ann.selectOption('[data-option=expansion]', 'bow');
    await ann.click('[data-create-private]');
    await ann.waitForSelector('[data-waiting]');
    expect(await ann.locator('[data-game-title]').textContent()).toBe('Race for the Galaxy');
    const id = (await ann.locator('[data-match-id]').getAttribute('data-match-id'))!;

    await bob.goto(`${server.url}/match/${id}`);
    await bob.waitForSelector('[data-join-match]');
    expect(await bob.locator('.offer h2').textContent()).toBe('Race for the Galaxy match');
    // The Brink of War turns goals and takeovers on by default; the rest stays at its defaults.
    expect(await bob.locator('[data-options-summary]').textContent()).toBe('Race for the Galaxy · The Brink of War · 2 players · goals, takeovers');
    expect(pageErrors).toEqual([]);
  }, 30_000);
});
