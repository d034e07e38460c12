/**
 * Driving the Terraforming Mars table in Chromium as a player does: what the
 * table offers to click, read in one round trip, and one answer to the open
 * question made through the table's own controls (cards, map hexes, payment
 * steppers, panels). Shared by the TM browser tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { randInt, type RngState } from '../../server/src/engine';
import { ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, newPerson as newPersonPage } from './browser';
import { buildWebPage, startWebServer, type WebServer } from './web-server';

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

export interface TmProbe {
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
export type Tally = Record<string, number>;

/** A browser, a server with the built page, and the page errors of every person opened. */
export interface TmTable {
  server: WebServer;
  browser: Browser;
  pageErrors: string[];
  /** A new page whose errors and console errors go to `pageErrors`. */
  newPerson(): Promise<Page>;
  shot(page: Page, name: string): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * A table opened before the suite's tests and closed after them; the tests reach it through the getter.
 * Screenshots are named `<prefix>-<name>.png` (other games' browser tests use it with their own prefix).
 */
export function useTmTable(prefix = 'tm'): () => TmTable {
  let table: TmTable | undefined;
  beforeAll(async () => {
    table = await openTmTable(prefix);
  }, 60_000);
  afterAll(async () => table?.close());
  return () => {
    if (!table) throw new Error('the TM table is not open (outside a test?)');
    return table;
  };
}

export async function openTmTable(prefix = 'tm'): Promise<TmTable> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const [webDir, browser] = await Promise.all([buildWebPage(), chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })]);
  const server = await startWebServer(webDir);
  const pageErrors: string[] = [];
  return {
    server,
    browser,
    pageErrors,
    async newPerson() {
      const page = await newPersonPage(browser, pageErrors);
      page.on('console', (m) => {
        if (m.type() === 'error') pageErrors.push(`console: ${m.text()}`);
      });
      return page;
    },
    shot: (page, name) => page.screenshot({ path: path.join(ARTIFACTS, `${prefix}-${name}.png`), fullPage: true }),
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/** A real click at the centre of the n-th match (map hexes are small: their centre, not their top edge). */
export async function clickCentre(page: Page, selector: string): Promise<void> {
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

export const wholeWord = (name: string) => new RegExp(`(^|\\W)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|\\W)`);

const pickOne = <T>(rng: RngState, xs: T[]): T => xs[randInt(rng, xs.length)];

/** Answers this page's open question through the table's own controls; false when it has none. */
export async function act(page: Page, rng: RngState, tally: Tally, hurry = false): Promise<boolean> {
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
