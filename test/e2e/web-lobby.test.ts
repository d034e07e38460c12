/**
 * A readable lobby in Debian's Chromium: options by name with a player's
 * note each, only those that apply to the seat count, why one choice rules
 * out another, a match that is exactly the one shown (1 player with the base
 * set cannot silently become another game), and one summary of a match in
 * the form, the open-match list and on the invitation.
 * Screenshots go to test-artifacts/lobby-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { OrreryClient } from '../../client-sdk/src';
import { ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, haveChromium, newPerson } from '../support/browser';
import { buildWebPage, startWebServer, type WebServer } from '../support/web-server';

(haveChromium ? describe : describe.skip)('web page: the lobby', () => {
  let server: WebServer;
  let browser: Browser;
  let ann: Page;
  let bob: Page;
  const pageErrors: string[] = [];
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `lobby-${name}.png`), fullPage: true });

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const [webDir, launched] = await Promise.all([buildWebPage(), chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })]);
    browser = launched;
    server = await startWebServer(webDir);
    [ann, bob] = await Promise.all([newPerson(browser, pageErrors), newPerson(browser, pageErrors)]);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const shown = (page: Page) => page.locator('[data-option]').evaluateAll((els) => els.map((e) => e.getAttribute('data-option')));
  const note = (page: Page, key: string) => page.locator(`[data-option-note="${key}"]`).textContent();
  const preview = (page: Page) => page.locator('[data-new-match-summary] b').textContent();
  const setSeats = async (page: Page, n: number) => {
    await page.fill('input[name=seats]', String(n));
    await page.locator('input[name=seats]').dispatchEvent('change');
  };

  it('shows only the options that apply, says why, and starts exactly the game shown', async () => {
    await ann.goto(server.url);
    await ann.fill('input[name=player-name]', 'Ann');
    await ann.waitForSelector('[data-option=expansion]');
    // Two players, base set: no solitaire options; goals and takeovers greyed out, with the reason.
    expect(await shown(ann)).toEqual(['expansion', 'advanced', 'goals', 'takeovers', 'draft']);
    expect(await ann.locator('[data-option=goals]').isDisabled()).toBe(true);
    expect(await note(ann, 'goals')).toBe('needs The Gathering Storm or later');
    expect(await note(ann, 'takeovers')).toBe('needs Rebel vs Imperium or later');
    // No developer wording: keys, codes or the schema's descriptions.
    expect(await ann.locator('.new-match').textContent()).not.toMatch(/"tgs"|robotMat|difficulty|solitaire \(1 seat\)/);
    expect(await preview(ann)).toBe('Race for the Galaxy · Base game · 2 players');

    // Three players: no advanced 2-player game.
    await setSeats(ann, 3);
    expect(await shown(ann)).toEqual(['expansion', 'goals', 'takeovers', 'draft']);
    await ann.selectOption('[data-option=expansion]', 'bow');
    expect(await note(ann, 'expansion')).toContain('always played with prestige');
    expect(await preview(ann)).toBe('Race for the Galaxy · The Brink of War · 3 players · goals, takeovers');
    await shot(ann, 'bow-3');

    // One player with the base set: the base set cannot be chosen, the form says so, and shows what starts.
    await ann.selectOption('[data-option=expansion]', 'base');
    await setSeats(ann, 1);
    expect(await shown(ann)).toEqual(['expansion', 'difficulty', 'robotMat']);
    expect(await ann.locator('[data-option=expansion]').inputValue()).toBe('tgs');
    expect(await ann.locator('[data-option=expansion] option[value=base]').isDisabled()).toBe(true);
    expect(await note(ann, 'expansion')).toContain('the solitaire game needs The Gathering Storm or later');
    expect(await preview(ann)).toBe('Race for the Galaxy · The Gathering Storm · solitaire against the robot · Medium robot');
    await shot(ann, 'solitaire');

    // Six players: only the card sets with room for six.
    await setSeats(ann, 6);
    expect(await ann.locator('[data-option=expansion] option:not([disabled])').evaluateAll((els) => els.map((e) => e.getAttribute('value')))).toEqual([
      'rvi',
      'bow',
    ]);
    expect(await note(ann, 'expansion')).toContain('6 players need Rebel vs Imperium or later');

    // What is created is what was shown: a public 3-player Brink of War match with goals and takeovers.
    await setSeats(ann, 3);
    await ann.selectOption('[data-option=expansion]', 'bow');
    await ann.uncheck('[data-option=takeovers]');
    const summary = 'Race for the Galaxy · The Brink of War · 3 players · goals';
    expect(await preview(ann)).toBe(summary);
    await ann.click('[data-quick-match]');
    await ann.waitForSelector('[data-waiting]');
    const id = (await ann.locator('[data-match-id]').getAttribute('data-match-id'))!;
    const stored = await new OrreryClient(server.url).getMatch(id);
    expect([stored.seatCount, stored.options]).toEqual([3, expect.objectContaining({ expansion: 'bow', goals: true, takeovers: false, draft: false })]);

    // The same words in the open-match list and on the invitation.
    await bob.goto(server.url);
    await bob.waitForSelector(`[data-open-matches] [data-match="${id}"]`);
    expect(await bob.locator(`[data-open-matches] [data-match="${id}"] [data-match-summary]`).textContent()).toBe(`${summary} — 1/3 seats taken`);
    await shot(bob, 'list');
    await bob.goto(`${server.url}/match/${id}`);
    await bob.waitForSelector('[data-join-match]');
    expect(await bob.locator('[data-options-summary]').textContent()).toBe(summary);
    await shot(bob, 'invite');
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
