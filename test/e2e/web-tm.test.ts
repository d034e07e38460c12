/**
 * The Terraforming Mars table in Debian's Chromium: two players start a
 * match from the lobby and play a good part of it by clicking the table —
 * corporations and cards on the cards, tiles on the map's hexes, payments
 * with the steppers, standard projects, milestones and awards on their
 * panels — while a third page spectates and never shows a card from either
 * hand; then a solo game against MarsBot shows MarsBot's panel. No page
 * errors. Screenshots go to test-artifacts/tm-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { OrreryClient, type MatchConnection, type ViewMessage } from '../../client-sdk/src';
import { randInt, seedRng, type RngState } from '../../server/src/engine';
import { AWARDS, corporation, isCorporation, MILESTONES, OFF_MAP, projectCard, STANDARD_ACTIONS, STANDARD_PROJECTS } from '../../server/src/games/tm/data';
import type { TmView } from '../../web/src/tm/view';
import { ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, haveChromium, newPerson as newPersonPage } from '../support/browser';
import { buildWebPage, startWebServer, type WebServer } from '../support/web-server';

/** Moves the two players make through the page (a whole game is several hundred). */
const MOVES = 200;

/** What the TM table offers to click, read in one round trip (in-page code as a string: the tests' TypeScript has no DOM types). */
const TM_PROBE = `(() => {
  const root = document.querySelector('[data-match-id]');
  const prompt = document.querySelector('.tm .prompt[data-prompt-id]');
  if (!root || !prompt) return null;
  const all = (sel) => [...document.querySelectorAll(sel)];
  const attr = (sel, a) => all(sel).filter((e) => !e.disabled).map((e) => e.getAttribute(a));
  const confirm = document.querySelector('.tm .prompt [data-confirm]');
  return {
    v: root.getAttribute('data-v'),
    kind: prompt.getAttribute('data-prompt-kind'),
    handPlays: attr('.my-hand [data-answer-card]', 'data-answer-card'),
    metalPlays: all('.my-hand [data-answer-card]').filter((e) => {
      const has = (r) => Number(document.querySelector('.tm-player.me [data-amount-of=' + r + ']')?.textContent ?? 0) > 0;
      return (has('steel') && e.querySelector('[data-tag=building]')) || (has('titanium') && e.querySelector('[data-tag=space]'));
    }).map((e) => e.getAttribute('data-answer-card')),
    answerCards: attr('[data-answer-card]', 'data-answer-card'),
    actCards: attr('.tm-player [data-act-card]', 'data-act-card'),
    pickCards: attr('[data-pick-card][aria-pressed=false]', 'data-pick-item'),
    picked: all('[data-pick-card][aria-pressed=true]').length,
    spaces: attr('[data-space-choice]', 'data-space-choice'),
    sps: attr('[data-sp]', 'data-sp'),
    converts: attr('[data-convert]', 'data-convert'),
    goals: [...attr('[data-milestone-take]', 'data-milestone-take').map((x) => 'milestone-take=' + x), ...attr('[data-award-take]', 'data-award-take').map((x) => 'award-take=' + x)],
    payUps: attr('.tm-pay [data-amount-up]', 'data-amount-up'),
    buttons: all('.tm .prompt [data-choice]').map((e) => ({ i: e.getAttribute('data-choice'), text: e.textContent })),
    ready: !!confirm && !confirm.disabled,
  };
})()`;

interface TmProbe {
  v: string;
  kind: string;
  handPlays: string[];
  /** Playable cards that steel or titanium in stock may pay for. */
  metalPlays: string[];
  answerCards: string[];
  actCards: string[];
  pickCards: string[];
  picked: number;
  spaces: string[];
  sps: string[];
  converts: string[];
  goals: string[];
  payUps: string[];
  buttons: { i: string; text: string }[];
  ready: boolean;
}

/** What each kind of click did, to prove the table's controls were really used. */
type Tally = Record<string, number>;

(haveChromium ? describe : describe.skip)('Terraforming Mars table in Chromium', () => {
  let server: WebServer;
  let browser: Browser;
  const pageErrors: string[] = [];
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `tm-${name}.png`), fullPage: true });

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const [webDir, launched] = await Promise.all([buildWebPage(), chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })]);
    browser = launched;
    server = await startWebServer(webDir);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const newPerson = async () => {
    const page = await newPersonPage(browser, pageErrors);
    page.on('console', (m) => {
      if (m.type() === 'error') pageErrors.push(`console: ${m.text()}`);
    });
    return page;
  };

  /** A real click at the centre of the n-th match (map hexes are small: their centre, not their top edge). */
  async function clickCentre(page: Page, selector: string): Promise<void> {
    const at = await page.evaluate<{ x: number; y: number } | null>(`(() => {
      const e = document.querySelector(${JSON.stringify(selector)});
      if (!e || e.disabled) return null;
      e.scrollIntoView({ block: 'center' });
      const r = e.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    })()`);
    if (!at) throw new Error(`nothing enabled to click at ${selector}`);
    await page.mouse.click(at.x, at.y);
  }

  const wholeWord = (name: string) => new RegExp(`(^|\\W)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`);

  const pickOne = <T>(rng: RngState, xs: T[]): T => xs[randInt(rng, xs.length)];

  /** Answers this page's open question through the table's own controls; false when it has none. */
  async function act(page: Page, rng: RngState, tally: Tally, hurry = false): Promise<boolean> {
    let p = await page.evaluate<TmProbe | null>(TM_PROBE);
    if (!p) return false;
    const before = p.v;
    const count = (what: string) => (tally[what] = (tally[what] ?? 0) + 1);
    const button = (avoid: RegExp) => p!.buttons.filter((b) => !avoid.test(b.text));
    switch (p.kind) {
      case 'corporation': {
        // Corporations with steel, titanium or heat to pay with, when dealt: more payments to split.
        const metal = p.answerCards.find((c) => ['phobolog', 'interplanetary-cinematics', 'mining-guild', 'helion'].includes(c));
        count('corporation');
        await clickCentre(page, `[data-answer-card="${metal ?? pickOne(rng, p.answerCards)}"]`);
        break;
      }
      case 'initial-buy':
      case 'research-buy':
      case 'keep':
      case 'sell': {
        // A few cards on the cards themselves, then confirm (a keep needs exactly its number).
        const want = p.kind === 'keep' ? 10 : hurry ? 0 : p.kind === 'initial-buy' ? 4 : p.kind === 'research-buy' ? 2 : 1;
        for (let i = 0; i < want && p.pickCards.length && !(p.kind === 'keep' && p.ready); i++) {
          await clickCentre(page, `[data-pick-item="${pickOne(rng, p.pickCards)}"]`);
          p = (await page.evaluate<TmProbe | null>(TM_PROBE))!;
          count('pick-card');
        }
        // Too many for the M€ at hand: untick until the confirm button lights.
        while (!p.ready && p.picked > 0) {
          await clickCentre(page, '[data-pick-card][aria-pressed=true]');
          p = (await page.evaluate<TmProbe | null>(TM_PROBE))!;
        }
        await clickCentre(page, '.tm .prompt [data-confirm]');
        break;
      }
      case 'action': {
        const roll = randInt(rng, 10);
        const placing = p.sps.filter((x) => ['city', 'greenery', 'aquifer', 'asteroid', 'power-plant'].includes(x));
        if (hurry) {
          count('pass');
          const b = p.buttons.find((x) => /End the turn|Pass/.test(x.text)) ?? p.buttons[0];
          await clickCentre(page, `.tm .prompt [data-choice="${b.i}"]`);
        } else if (p.goals.length && roll < 3) {
          count('goal');
          await clickCentre(page, `[data-${pickOne(rng, p.goals)}]`);
        } else if (p.converts.length && roll < 6) {
          count('convert');
          await clickCentre(page, `[data-convert="${pickOne(rng, p.converts)}"]`);
        } else if (p.metalPlays.length && roll < 8) {
          count('play-card');
          await clickCentre(page, `.my-hand [data-answer-card="${pickOne(rng, p.metalPlays)}"]`);
        } else if (p.handPlays.length && roll < 7) {
          count('play-card');
          await clickCentre(page, `.my-hand [data-answer-card="${pickOne(rng, p.handPlays)}"]`);
        } else if (placing.length && roll < 9) {
          count('standard-project');
          await clickCentre(page, `[data-sp="${pickOne(rng, placing)}"]`);
        } else if (p.actCards.length) {
          count('card-action');
          await clickCentre(page, `.tm-player [data-act-card="${pickOne(rng, p.actCards)}"]`);
        } else {
          // Pass (or end the turn): the generation moves on.
          const b = p.buttons.find((x) => /End the turn/.test(x.text)) ?? p.buttons.find((x) => /Pass/.test(x.text)) ?? p.buttons[0];
          count('pass');
          await clickCentre(page, `.tm .prompt [data-choice="${b.i}"]`);
        }
        break;
      }
      case 'pay': {
        // Some steel or titanium when the card takes it: the steppers find the legal splits.
        const ups = 1 + randInt(rng, 3);
        for (let i = 0; i < ups && p.payUps.length; i++) {
          await clickCentre(page, `.tm-pay [data-amount-up="${pickOne(rng, p.payUps)}"]`);
          p = (await page.evaluate<TmProbe | null>(TM_PROBE))!;
          count('pay-step');
        }
        // The steppers' total is the cost the question names.
        const [total, text] = await Promise.all([
          page.locator('[data-pay-total]').getAttribute('data-pay-total'),
          page.locator('.tm-pay .prompt-text').textContent(),
        ]);
        expect(text).toContain(`Pay ${total} M€`);
        count('pay');
        await clickCentre(page, '.tm .prompt [data-confirm]');
        break;
      }
      case 'space':
      case 'final-greenery':
        if (p.spaces.length) {
          count('map');
          await clickCentre(page, `[data-space-choice="${pickOne(rng, p.spaces)}"]`);
        } else await clickCentre(page, `.tm .prompt [data-choice="${button(/Cancel/)[0].i}"]`);
        break;
      default:
        if (p.answerCards.length) {
          count(`card-${p.kind}`);
          await clickCentre(page, `[data-answer-card="${pickOne(rng, p.answerCards)}"]`);
        } else {
          count(`button-${p.kind}`);
          const options = button(/Cancel/);
          await clickCentre(page, `.tm .prompt [data-choice="${pickOne(rng, options.length ? options : p.buttons).i}"]`);
        }
    }
    // Versions only grow: any other version means a move landed (ours, or the other player's first).
    await page.locator(`[data-match-id]:not([data-v="${before}"])`).or(page.locator('[role=alert]')).first().waitFor();
    const alert = page.locator('[role=alert]');
    if ((await alert.count()) > 0) throw new Error(`the server refused a move made through the table: ${await alert.first().textContent()}`);
    return true;
  }

  const nameOf = (id: string) => (isCorporation(id) ? corporation(id).name : projectCard(id).name);

  /** Card names a spectator may know: played cards, events, corporations and public log lines. */
  function publicNames(watcher: MatchConnection, texts: string[]): string[] {
    const view = watcher.view?.view as { players?: { corporation: string | null; played: { id: string }[]; events: string[] }[] } | undefined;
    // The table's own names: off-map spaces, standard projects, milestones, awards (Ganymede Colony and Power Plant are also cards).
    const names = [...texts, ...[...OFF_MAP, ...STANDARD_PROJECTS, ...STANDARD_ACTIONS, ...MILESTONES, ...AWARDS].map((x) => x.name)];
    for (const p of view?.players ?? []) {
      names.push(...p.played.map((c) => nameOf(c.id)), ...p.events.map(nameOf));
      if (p.corporation) names.push(nameOf(p.corporation));
    }
    return names;
  }

  it('two players play through the table (with the draft) while a spectator never sees a hand card', async () => {
    const [ann, bob, sue] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    await ann.goto(server.url);
    await ann.fill('input[name=player-name]', 'Ann');
    await ann.selectOption('select[name=game]', { label: 'Terraforming Mars' });
    // The research draft: packs passed between the two, picked on the cards.
    await ann.check('[data-option=draft]');
    await ann.click('[data-quick-match]');
    await ann.waitForSelector('[data-waiting]');
    const matchId = (await ann.locator('[data-match-id]').getAttribute('data-match-id'))!;

    await bob.goto(server.url);
    await bob.fill('input[name=player-name]', 'Bob');
    await bob.click(`[data-join="${matchId}"]`);
    await bob.waitForSelector('[data-role=player][data-seat="1"] .tm');
    await ann.waitForSelector('[data-role=player][data-seat="0"] .tm');
    await sue.goto(server.url);
    await sue.click(`[data-watch="${matchId}"]`);
    await sue.waitForSelector('[data-role=spectator] .tm');

    const watcher = await new OrreryClient(server.url).spectate(matchId);
    const publicTexts: string[] = [];
    watcher.onView((m: ViewMessage) => m.events.forEach((e) => e.text && publicTexts.push(e.text)));

    async function settle(): Promise<void> {
      const v = Math.max(...(await Promise.all([ann, bob].map(async (p) => Number(await p.locator('[data-match-id]').getAttribute('data-v'))))));
      await Promise.all([ann, bob, sue].map((p) => p.locator(`[data-match-id][data-v="${v}"]`).waitFor()));
      await watcher.waitForView((m) => m.v >= v);
    }

    /** Every card in either player's hand (and being chosen) that is not public must be absent from the spectator's page. */
    async function expectNoHandShown(): Promise<number> {
      await settle();
      const mine = (page: Page) =>
        page.locator('.my-hand [data-card-name], .tm-offer [data-card-name]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card-name')!));
      const hands = (await Promise.all([ann, bob].map(mine))).flat();
      const known = publicNames(watcher, publicTexts);
      const hidden = hands.filter((n) => !known.some((k) => k.includes(n)));
      // The whole page's text but the phase label ("Research" is also a card), each element apart so names cannot run together.
      let shown = await sue.evaluate<string>(
        `(() => { const b = document.body.cloneNode(true); b.querySelectorAll('.tm-phase').forEach((e) => e.remove()); return [...b.querySelectorAll('*')].map((e) => [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join(' ')).join(' | '); })()`,
      );
      for (const k of [...known].sort((a, b) => b.length - a.length)) shown = shown.split(k).join(' ');
      // Whole words: the card Mine is not the award Miner.
      const leaked = hidden.filter((n) => wholeWord(n).test(shown));
      const rendered = await sue.locator('[data-card-name]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card-name')!));
      expect(rendered.filter((n) => hidden.includes(n))).toEqual([]);
      if (leaked.length) await shot(sue, 'spectator-leak');
      expect(leaked).toEqual([]);
      expect(await sue.locator('.my-hand, [data-pick-card], [data-answer-card]').count()).toBe(0);
      return hidden.length;
    }

    // Before anyone chose: both players see their 10 cards and 2 corporations, the spectator none of them.
    await ann.waitForSelector('.tm-offer [data-card-name]');
    await bob.waitForSelector('.tm-offer [data-card-name]');
    await shot(ann, 'setup');
    expect(await expectNoHandShown()).toBeGreaterThanOrEqual(20);

    const rngs = [seedRng('tm-web-ann'), seedRng('tm-web-bob')];
    const tally: Tally = {};
    let moves = 0;
    let idleSince = Date.now();
    let nextCheck = 15;
    const shots = new Set<string>();
    while (moves < MOVES) {
      const done = await Promise.all([act(ann, rngs[0], tally), act(bob, rngs[1], tally)]);
      moves += done.filter(Boolean).length;
      if (done.some(Boolean)) idleSince = Date.now();
      else if (Date.now() - idleSince > 10_000) {
        await Promise.all([shot(ann, 'stuck-ann'), shot(bob, 'stuck-bob')]);
        throw new Error(`no question on either page for 10 s after ${moves} moves`);
      } else await ann.waitForTimeout(50);
      // One screenshot of each kind of question as it first comes up.
      for (const [page, who] of [
        [ann, 'ann'],
        [bob, 'bob'],
      ] as const) {
        const kind = await page
          .locator('.tm .prompt[data-prompt-kind]')
          .getAttribute('data-prompt-kind', { timeout: 200 })
          .catch(() => null);
        if (kind && ['pay', 'space', 'research-buy', 'action', 'draft-pick'].includes(kind) && !shots.has(kind)) {
          shots.add(kind);
          await shot(page, `${kind}-${who}`);
        }
      }
      if (moves >= nextCheck) {
        nextCheck += 15;
        await expectNoHandShown();
      }
    }
    await expectNoHandShown();
    await Promise.all([shot(ann, 'player-ann'), shot(bob, 'player-bob'), shot(sue, 'spectator')]);
    if (process.env.E2E_DEBUG) console.log(moves, tally);
    // The table's own controls carried the game: cards played from the hand, paid with steppers, tiles placed on the map.
    expect(tally.corporation).toBe(2);
    expect(tally['play-card']).toBeGreaterThan(3);
    expect(tally.pay).toBeGreaterThan(0);
    expect(tally['pay-step']).toBeGreaterThan(0);
    expect(tally.map).toBeGreaterThan(1);
    expect(tally['card-draft-pick']).toBeGreaterThan(3);
    expect((tally['standard-project'] ?? 0) + (tally['pick-card'] ?? 0)).toBeGreaterThan(3);
    // What the map shows is what the game holds: every tile on the spectator's map is in the view, in its owner's colour.
    const tiles = await sue
      .locator('[data-space][data-tile]:not([data-tile=""])')
      .evaluateAll((els) => els.map((e) => [e.getAttribute('data-space'), e.getAttribute('data-tile'), e.getAttribute('data-owner')]));
    const view = watcher.view!.view as unknown as TmView;
    const expected = [...view.board.spaces, ...view.board.offMap].filter((x) => x.tile).map((x) => [x.id, x.tile, x.owner === null ? '' : String(x.owner)]);
    expect(tiles.sort()).toEqual(expected.sort());
    expect(tiles.length).toBeGreaterThan(2);
    // Resources and TR on the boards are the view's.
    const trs = await sue.locator('.tm-player [data-tr]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-tr'))));
    const players = view.players;
    expect(trs.sort()).toEqual(players.map((p) => p.tr).sort());
    await watcher.leave();
    expect(pageErrors).toEqual([]);
  }, 300_000);

  it('a solo game against MarsBot shows its panel (tracks, cubes, M€, TR, what it did) and both final score sheets', async () => {
    const cara = await newPerson();
    await cara.goto(server.url);
    await cara.fill('input[name=player-name]', 'Cara');
    await cara.selectOption('select[name=game]', { label: 'Terraforming Mars' });
    await cara.fill('input[name=seats]', '1');
    await cara.locator('input[name=seats]').dispatchEvent('change');
    await cara.selectOption('[data-option=opponent]', 'marsbot');
    await cara.click('[data-quick-match]');
    await cara.waitForSelector('[data-role=player] .tm [data-marsbot-panel]');
    expect(await cara.locator('[data-marsbot-tracks] [data-track]').count()).toBe(7);
    expect(await cara.locator('[data-marsbot-tracks] .mb-cell').count()).toBe(7 * 19);
    const rng = seedRng('tm-web-cara');
    const tally: Tally = {};
    const trackSpaces = () => cara.locator('[data-marsbot-tracks] [data-track]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-space'))));
    // Until MarsBot has taken turns of its own: a cube moved and its last turn is listed.
    for (let moves = 0; moves < 120 && !(await trackSpaces()).some((n) => n > 0); moves++) {
      if (!(await act(cara, rng, tally))) await cara.waitForTimeout(50);
    }
    expect((await trackSpaces()).some((n) => n > 0)).toBe(true);
    await cara.waitForSelector('[data-marsbot-last] li');
    expect(await cara.locator('[data-marsbot-tracks] .mb-cell.cube').count()).toBe(7);
    await shot(cara, 'marsbot');

    // Then on to the end (generation 20 at the latest) by passing: both score sheets and the winner.
    for (let moves = 0; moves < 400 && (await cara.locator('[data-final]').count()) === 0; moves++) {
      if (!(await act(cara, rng, tally, true))) await cara.waitForTimeout(50);
    }
    await cara.waitForSelector('[data-final] [data-scores]');
    const heads = await cara.locator('[data-final] thead th').allTextContents();
    expect(heads.slice(1)).toEqual(['Cara', 'MarsBot']);
    expect(await cara.locator('[data-final] [data-winner]').getAttribute('data-winner')).toMatch(/^(Cara|MarsBot)$/);
    await shot(cara, 'marsbot-end');

    // The replay steps through the same table; everything revealed, the hand shows face up.
    await cara.click('[data-replay-link]');
    await cara.waitForSelector('.replay-page .tm [data-map]');
    await cara.selectOption('[data-viewer]', 'omniscient');
    await cara.locator('[data-step-slider]').fill('12');
    await cara.waitForSelector('[data-step-label]:has-text("step 12 /")');
    await cara.waitForSelector('.replay-page .tm .revealed-hand [data-card-name]');
    await shot(cara, 'replay');
    expect(pageErrors).toEqual([]);
  }, 240_000);
});
