/**
 * A readable lobby and a table answered on its cards, in Debian's Chromium:
 * - the lobby names options with a player's note each, offers only those that
 *   apply to the seat count, says why one choice rules out another, starts
 *   exactly the match shown (1 player with the base set cannot silently become
 *   another game), and summarises a match the same way in the form, the
 *   open-match list and on the invitation;
 * - the start-world choice of Rebel vs Imperium is made on card tiles (the
 *   offered worlds beside the hand, one world picked, two hand cards ticked,
 *   confirm), goals say what they count, and any card under the pointer shows
 *   its whole text in the detail panel.
 * Screenshots go to test-artifacts/lobby-*.png and cards-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { OrreryClient } from '../../client-sdk/src';
import { CARD_DESIGNS } from '../../server/src/games/rftg/data/cards';
import { describePower } from '../../server/src/games/rftg/power-text';
import { ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, haveChromium, newPerson } from '../support/browser';
import { buildWebPage, startWebServer, type WebServer } from '../support/web-server';

(haveChromium ? describe : describe.skip)('web page: a readable lobby, answers on the cards', () => {
  let server: WebServer;
  let browser: Browser;
  let ann: Page;
  let bob: Page;
  const pageErrors: string[] = [];
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });

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

  const names = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((e) => e.getAttribute('data-card-name') ?? ''));

  /** Picks the last offered world and the first two hand cards on the tiles; returns what was picked. */
  async function chooseStart(page: Page): Promise<{ world: string; discarded: string[] }> {
    const panel = '.prompt[data-prompt-kind="start-choice"]';
    await page.waitForSelector(panel);
    // The offered worlds are whole card tiles (their powers readable), not a list of combinations.
    const worlds = await names(page, `${panel} [data-combo-group="0"] [data-card]`);
    expect(worlds).toHaveLength(2);
    expect(await page.locator(`${panel} [data-choice]`).count()).toBe(0);
    expect(await page.locator('[data-confirm]').isDisabled()).toBe(true);
    await page.click(`${panel} [data-combo-group="0"] [data-card-name="${worlds[1]}"]`);
    const hand = await names(page, '.my-hand [data-pick-item]');
    expect(hand).toHaveLength(6);
    await page.click(`.my-hand [data-card-name="${hand[0]}"]`);
    expect(await page.locator('[data-confirm]').isDisabled()).toBe(true);
    await page.click(`.my-hand [data-card-name="${hand[1]}"]`);
    // Two ticked: the other hand cards cannot be ticked; the other world still can (it replaces the pick).
    expect(await page.locator('.my-hand [data-pick-item]:not([disabled])').count()).toBe(2);
    expect(await page.locator(`${panel} [data-combo-group="0"] [data-card-name="${worlds[0]}"]`).isDisabled()).toBe(false);
    expect(await page.locator(`${panel} .combo-role`).first().textContent()).toContain(worlds[1]);
    return { world: worlds[1], discarded: hand.slice(0, 2) };
  }

  it('the start-world choice is made by clicking card tiles', async () => {
    await ann.goto(server.url);
    await ann.fill('input[name=player-name]', 'Ann');
    await ann.selectOption('[data-option=expansion]', 'rvi');
    await ann.click('[data-create-private]');
    await ann.waitForSelector('[data-match-id]');
    const id = (await ann.locator('[data-match-id]').getAttribute('data-match-id'))!;
    await bob.goto(`${server.url}/match/${id}`);
    await bob.fill('input[name=player-name]', 'Bob');
    await bob.click('[data-join-match]');

    // Each goal says what it counts.
    await ann.waitForSelector('[data-goal]');
    const goals = await ann.locator('[data-goal]').count();
    expect(await ann.locator('[data-goal] [data-goal-counts]').count()).toBe(goals);
    for (const text of await ann.locator('[data-goal-counts]').allTextContents()) expect(text).toMatch(/^Counts .{10,}/);

    const annPick = await chooseStart(ann);
    await shot(ann, 'cards-start-choice');
    await ann.click('[data-confirm]');
    const bobPick = await chooseStart(bob);
    await bob.click('[data-confirm]');

    for (const [page, pick, seat] of [
      [ann, annPick, 0],
      [bob, bobPick, 1],
    ] as const) {
      await page.waitForSelector(`.player[data-seat="${seat}"] .tableau [data-card-name="${pick.world}"]`);
      const hand = await names(page, '.my-hand [data-card]');
      for (const d of pick.discarded) expect(hand).not.toContain(d);
    }
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('any card shows its full text in the detail panel', async () => {
    const tile = ann.locator('.my-hand [data-card]').first();
    const name = (await tile.getAttribute('data-card-name'))!;
    await tile.hover();
    const panel = ann.locator('[data-card-detail-panel]');
    await panel.waitFor({ state: 'visible' });
    expect(await panel.locator('h3').textContent()).toBe(name);
    const design = CARD_DESIGNS.find((d) => d.name === name)!;
    const text = (await panel.textContent()) ?? '';
    for (const p of design.powers) expect(text).toContain(describePower(p));
    expect(text).toContain(`${design.vp} VP`);
    // A card on the table too: the start world just chosen.
    const world = ann.locator('.player[data-seat="0"] .tableau [data-card]').first();
    await world.hover();
    await ann.waitForSelector(`[data-card-detail-panel] h3:text-is("${await world.getAttribute('data-card-name')}")`);
    await shot(ann, 'cards-detail');
    expect(pageErrors).toEqual([]);
  }, 60_000);

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
    await shot(ann, 'lobby-bow-3');

    // One player with the base set: the base set cannot be chosen, the form says so, and shows what starts.
    await ann.selectOption('[data-option=expansion]', 'base');
    await setSeats(ann, 1);
    expect(await shown(ann)).toEqual(['expansion', 'difficulty', 'robotMat']);
    expect(await ann.locator('[data-option=expansion]').inputValue()).toBe('tgs');
    expect(await ann.locator('[data-option=expansion] option[value=base]').isDisabled()).toBe(true);
    expect(await note(ann, 'expansion')).toContain('the solitaire game needs The Gathering Storm or later');
    expect(await preview(ann)).toBe('Race for the Galaxy · The Gathering Storm · solitaire against the robot · Medium robot');
    await shot(ann, 'lobby-solitaire');

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
    // The match page says it under the title too.
    await ann.waitForSelector('[data-match-summary]');
    expect(await ann.locator('[data-match-summary]').textContent()).toBe('The Brink of War · 3 players · goals');
    await shot(ann, 'lobby-waiting');
    const stored = await new OrreryClient(server.url).getMatch(id);
    expect([stored.seatCount, stored.options]).toEqual([3, expect.objectContaining({ expansion: 'bow', goals: true, takeovers: false, draft: false })]);

    // The same words in the open-match list and on the invitation.
    await bob.goto(server.url);
    await bob.waitForSelector(`[data-open-matches] [data-match="${id}"]`);
    expect(await bob.locator(`[data-open-matches] [data-match="${id}"] [data-match-summary]`).textContent()).toBe(`${summary} — 1/3 seats taken`);
    await shot(bob, 'lobby-list');
    await bob.goto(`${server.url}/match/${id}`);
    await bob.waitForSelector('[data-join-match]');
    expect(await bob.locator('[data-options-summary]').textContent()).toBe(summary);
    await shot(bob, 'lobby-invite');
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
