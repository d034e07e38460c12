/**
 * The TI3 table's panels in Debian's Chromium, each drawn by the table's own renderer from a real engine
 * view and prompt (scenarios of test/ti3/), and answered through its controls; each answer sent is then
 * applied to the game as the room would (checked against the prompt): the combat panel with the dice by
 * round (assigning hits), the political panel (the agenda, the votes so far, voting), the action-card
 * window bar (a standing pass, then shown in the common area), the standing offer (giving Trade Goods), the
 * action card texts of the own panel, laws in play and elected cards. Screenshots: test-artifacts/ti3-panel-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Json, Prompt } from '../../server/src/engine';
import { ti3, type Ti3State } from '../../server/src/games/ti3';
import { run } from '../../server/src/games/ti3/flow';
import { ACTION_CARD_TEXTS, POLITICAL_CARDS, POLITICAL_CARD_TEXTS } from '../../server/src/games/ti3/public';
import { ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, haveChromium, newPerson } from '../support/browser';
import { agendaGame, openAgenda, withLaw } from '../ti3/agenda';
import { act, attack, clearBoard, newGame, planet, prompt, ships, skipWindows, toAction } from '../ti3/helpers';

/** What web/test/ti3-panels.ts draws (not imported: it is browser code, type-checked with the page's own settings). */
type Panel = 'combat' | 'politics' | 'window' | 'offer' | 'own' | 'common' | 'board' | 'table';

/** The seat's view with its open prompt (or its standing offer), as the room sends it. */
function wire(s: Ti3State, seat: number | null, extra: { prompt?: Prompt | null; offer?: Prompt | null } = {}): Json {
  const view = ti3.view(s, seat === null ? { kind: 'spectator' } : { kind: 'seat', seat }) as { [k: string]: Json };
  const withId = (p: Prompt | null | undefined, id: string): Json => (p ? ({ id, ...p } as unknown as Json) : null);
  return { ...view, prompt: withId(extra.prompt, 'p1'), offer: withId(extra.offer, 'o1') };
}

(haveChromium ? describe : describe.skip)('TI3 table panels in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  let bundle: { js: string; css: string };

  beforeAll(async () => {
    const [built, launched] = await Promise.all([
      build({
        entryPoints: [path.resolve(__dirname, '../../web/test/ti3-panels.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        platform: 'browser',
        outdir: 'panels',
        target: 'es2020',
      }),
      chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
    ]);
    const file = (ext: string) => built.outputFiles.find((f) => f.path.endsWith(ext))!.text;
    bundle = { js: file('.js'), css: file('.css') };
    browser = launched;
    page = await newPerson(browser, errors);
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    fs.mkdirSync(ARTIFACTS, { recursive: true });
  }, 60_000);

  afterAll(async () => browser?.close());

  async function draw(panel: Panel, view: Json, seat: number, shot: string): Promise<void> {
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addStyleTag({ content: bundle.css });
    await page.addScriptTag({ content: bundle.js });
    await page.evaluate(`ti3Panels.render(${JSON.stringify(panel)}, ${JSON.stringify(view)}, ${seat})`);
    await page.screenshot({ path: path.join(ARTIFACTS, `ti3-panel-${shot}.png`), fullPage: true });
  }
  const sent = () => page.evaluate<Json[]>('ti3Panels.sent');
  const count = (sel: string) => page.locator(sel).count();

  test('combat panel: the dice by round (Anti-Fighter Barrage before round 1), hits marked, and hits assigned on it', async () => {
    const s = newGame(4);
    clearBoard(s);
    toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
    ships(s, '203', 0, { Destroyer: 2 });
    ships(s, '101', 1, { Carrier: 1, Fighter: 2 });
    s.scriptDice = [1, 1, 1, 1, 10, 1, 10, 1, 1];
    attack(s, '101', 2);
    const q = prompt(s)!;
    expect(q).toMatchObject({ seat: 0, kind: 'assign-hits' });

    // A spectator sees the fight and the dice, and no question.
    await draw('combat', wire(s, null), 0, 'combat-spectator');
    expect(await count('[data-combat-round="0"] .combat-roll')).toBe(1);
    expect(await count('[data-combat-round="1"] .combat-roll')).toBe(2);
    expect(await count('.die')).toBe(4 + 2 + 3);
    expect(await count('.die.hit')).toBe(2);
    expect(await count('[data-combat-fleet]')).toBe(2);
    expect(await count('.prompt')).toBe(0);

    await draw('combat', wire(s, 0, { prompt: q }), 0, 'combat-assign-hits');
    expect(await count('.ti3-combat .prompt [data-pick-item]')).toBe(q.pick!.from.length);
    await page.click('[data-pick-item="0"]');
    await page.click('.ti3-combat [data-confirm]');
    const [hits] = await sent();
    expect(hits).toEqual(['Destroyer']);
    act(s, 0, hits);
    expect(prompt(s)).toMatchObject({ seat: 1, kind: 'assign-hits' });
    expect(errors).toEqual([]);
  });

  test('bombardment on the whole table: the defenders of each planet listed with the question, then its die on the combat panel', async () => {
    const s = newGame(4, {}, { '101': 'arinam-meer' });
    clearBoard(s);
    toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
    planet(s, 'Arinam', 1, { 'Ground Force': 2 });
    ships(s, '102', 0, { Carrier: 1, 'Ground Force': 1 });
    ships(s, '101', 0, { Dreadnought: 2 });
    s.scriptDice = [5];
    attack(s, '101', 1);
    act(s, 0, { planet: 'Arinam', groundForces: 1 });
    act(s, 0, 'confirm');
    const q = prompt(s)!;
    expect(q).toMatchObject({ seat: 0, kind: 'bombard', choices: ['none', 'Arinam'] });
    await draw('table', wire(s, 0, { prompt: q }), 0, 'bombard');
    expect(await page.locator('[data-defender-planet="Arinam"]').getAttribute('data-ground-forces')).toBe('2');
    expect(await count('[data-combat-panel]')).toBe(0);
    await page.click('.prompt[data-prompt-kind="bombard"] button:text("Arinam")');
    const [target] = await sent();
    expect(target).toBe('Arinam');
    act(s, 0, target);
    // The first Dreadnought's die (a hit), outside a space battle, on the combat panel above the second one's question.
    const next = prompt(s)!;
    expect(next).toMatchObject({ seat: 0, kind: 'bombard' });
    await draw('table', wire(s, 0, { prompt: next }), 0, 'bombard-rolled');
    expect(await count('[data-combat-round="none"] .combat-roll[data-roll-hits="1"]')).toBe(1);
    expect(await page.locator('[data-combat-round="none"] .combat-roll').textContent()).toContain('bombardment: 5');
    expect(await page.locator('[data-defender-planet="Arinam"]').getAttribute('data-ground-forces')).toBe('1');
    expect(errors).toEqual([]);
  });

  test('political panel: the agenda’s text and outcomes, the votes cast so far, and a vote from it', async () => {
    const s = agendaGame(['Cost Overruns']);
    openAgenda(s);
    act(s, prompt(s)!.seat, 'against');
    // The others pass the after-vote window (Discredit).
    skipWindows(s);
    const q = prompt(s)!;
    expect(q.kind).toBe('vote');
    await draw('politics', wire(s, q.seat, { prompt: q }), q.seat, 'politics-vote');
    expect(await page.locator('[data-political-panel]').getAttribute('data-political-panel')).toBe('Cost Overruns');
    expect(await page.locator('.ti3-politics .card-text').textContent()).toBe(POLITICAL_CARD_TEXTS['Cost Overruns']);
    expect(await count('[data-votes-cast="1"] [data-vote-seat="1"]')).toBe(1);
    expect(await page.locator('[data-vote-seat="1"]').textContent()).toMatch(/vote\(s\) for Against$/);
    expect(Number(await page.locator('[data-outcome=\'"against"\']').getAttribute('data-outcome-votes'))).toBe(s.agenda!.votes[0].votes);
    expect(await count('.ti3-vote [data-vote]')).toBe(q.choices!.length);
    await page.click('[data-vote=\'"for"\']');
    const [vote] = await sent();
    expect(vote).toBe('for');
    act(s, q.seat, vote);
    expect(s.agenda?.votes.map((x) => x.outcome)).toEqual(['against', 'for']);
    expect(errors).toEqual([]);
  });

  test('window bar: the timing, the three passes and the playable card with its text; a standing pass shows in the common area', async () => {
    const s = newGame(4);
    s.actionDeck = s.actionDeck.filter((c) => c !== 'Command Summit#1');
    s.players[0].hand = ['Command Summit#1'];
    s.tasks = [{ t: 'strategy-phase' }];
    run({ s, ev: [] });
    const q = ti3.pending(s).find((p) => p.seat === 0)!;
    expect(q.kind).toBe('window-strategy-start');
    await draw('window', wire(s, 0, { prompt: q }), 0, 'window-bar');
    expect(await page.locator('[data-window-bar]').textContent()).toContain(ACTION_CARD_TEXTS['Command Summit'].timing);
    expect(await page.locator('[data-play-card="Command Summit#1"]').getAttribute('title')).toContain(ACTION_CARD_TEXTS['Command Summit'].text);
    await page.click('[data-window-bar] button:text("Pass for this round")');
    const [pass] = await sent();
    expect(pass).toBe('pass-round');
    act(s, 0, pass);
    await draw('common', wire(s, 0), 0, 'window-standing-pass');
    expect(await count('[data-standing-passes="1"]')).toBe(1);
    // The hand on the own panel: the card with its printed timing and text.
    await draw('own', wire(s, 0), 0, 'own-card-texts');
    expect(await page.locator('[data-action-card="Command Summit#1"] .card-text').textContent()).toBe(ACTION_CARD_TEXTS['Command Summit'].text);
    expect(errors).toEqual([]);
  });

  test('standing offer panel: Trade Goods given to a chosen player, in a chosen amount', async () => {
    const s = newGame(4);
    toAction(s, [[2], [3], [5], [7]], 0);
    s.players[0].tradeGoods = 3;
    const offer = ti3.offers!.open(s).find((o) => o.seat === 0)!;
    await draw('offer', wire(s, 0, { offer }), 0, 'offer');
    await page.selectOption('[data-gift-to]', '2');
    await page.selectOption('[data-gift-amount]', '2');
    await page.click('[data-give]');
    const [gift] = await sent();
    expect(gift).toEqual({ to: 2, tradeGoods: 2 });
    ti3.offers!.apply(s, 0, gift);
    expect(s.players.map((p) => p.tradeGoods)).toEqual([1, 0, 2, 0]);
    expect(errors).toEqual([]);
  });

  test('laws in play on the common area and elected cards on the board of the player elected', async () => {
    const s = newGame(4);
    const law = POLITICAL_CARDS.find((c) => c.law && c.outcome === 'elect-player')!.name;
    withLaw(s, law, 2);
    withLaw(s, 'Checks and Balances');
    await draw('common', wire(s, null), 0, 'laws');
    expect(await count('[data-laws="2"]')).toBe(1);
    expect(await page.locator(`[data-law="${law}"]`).getAttribute('title')).toBe(POLITICAL_CARD_TEXTS[law]);
    await draw('board', wire(s, null), 2, 'elected');
    expect(await page.locator('[data-elected]').getAttribute('data-elected')).toBe(law);
    await draw('board', wire(s, null), 1, 'not-elected');
    expect(await count('[data-elected]')).toBe(0);
    expect(errors).toEqual([]);
  });
});
