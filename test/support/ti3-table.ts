/**
 * Driving the Twilight Imperium table in Chromium as a player does: what the table offers to click, read
 * in one round trip, and one answer to the open question made through the table's controls (tiles from
 * the hand and hexes on the map, the draft panels, the window bar, the political panel, steppers, buttons).
 * The goals of a round — one tactical action with movement, one with production — steer the action
 * choices; the rest is answered plainly.
 */
import type { Page } from 'playwright-core';
import { randInt, type RngState } from '../../server/src/engine';
import { hexNeighbours, systemTile } from '../../server/src/games/ti3/public';
import type { Ti3View } from '../../web/src/ti3/view';
import { clickCentre, type Tally } from './tm-table';

const TI3_PROBE = `(() => {
  const root = document.querySelector('[data-match-id]');
  const prompt = document.querySelector('.ti3 .prompt[data-prompt-id]');
  if (!root || !prompt) return null;
  const all = (sel) => [...document.querySelectorAll(sel)];
  const confirm = prompt.querySelector('[data-confirm]');
  return {
    v: root.getAttribute('data-v'),
    seat: Number(root.getAttribute('data-seat')),
    kind: prompt.getAttribute('data-prompt-kind'),
    hexes: all('[data-hex-choice]').map((e) => e.getAttribute('data-hex-choice')),
    tiles: all('[data-tile-choice]').filter((e) => !e.disabled).map((e) => e.getAttribute('data-tile-choice')),
    chosenTile: document.querySelector('[data-hand-tile][aria-pressed=true]')?.getAttribute('data-hand-tile') ?? null,
    buttons: [...prompt.querySelectorAll('[data-choice]')].filter((e) => !e.disabled).map((e) => ({
      i: e.getAttribute('data-choice'),
      text: e.textContent,
      step: !!e.closest('.draft-options'),
    })),
    planned: Number(prompt.querySelector('[data-plan]')?.getAttribute('data-plan') ?? 0),
    ups: [...prompt.querySelectorAll('[data-amount-up]')].filter((e) => !e.disabled).map((e) => e.getAttribute('data-amount-up')),
    picks: [...prompt.querySelectorAll('[data-pick-item]')].filter((e) => !e.disabled && !e.checked).map((e) => e.getAttribute('data-pick-item')),
    ready: !!confirm && !confirm.disabled,
  };
})()`;

interface Ti3Probe {
  v: string;
  seat: number;
  kind: string;
  hexes: string[];
  tiles: string[];
  chosenTile: string | null;
  buttons: { i: string; text: string; step: boolean }[];
  planned: number;
  ups: string[];
  picks: string[];
  ready: boolean;
}

/** What the round still has to show, updated from the public events: a tactical action with movement, one with production. */
export interface RoundGoals {
  moved: boolean;
  produced: boolean;
  /** Activations made for each goal (one that asks nothing, e.g. no ship can move, is tried again). */
  tries: { move: number; produce: number };
}

const pickOne = <T>(rng: RngState, xs: T[]): T => xs[randInt(rng, xs.length)];

/** A system a ship moving 1 may enter: planets or empty space, not an Asteroid Field, Nebula or Supernova. */
function plainSystem(v: Ti3View, pos: string): boolean {
  const tile = v.galaxy[pos];
  if (!tile || tile === 'face-down') return false;
  const kind = systemTile(tile).kind;
  return kind === 'planet' || kind === 'empty';
}

/** The hex clicked for an action: a neighbour of home to move into, home to produce in, or none (strategic action or pass). */
function actionHex(v: Ti3View, seat: number, p: Ti3Probe, goals: RoundGoals): string | null {
  const home = v.players[seat].home;
  if (!home) return null;
  if (!goals.moved && goals.tries.move < 4) {
    const near = p.hexes.filter((x) => hexNeighbours(home).includes(x) && plainSystem(v, x));
    // Systems with planets first: the ships' Ground Forces may land.
    const target = near.find((x) => systemTile(v.galaxy[x]).planets.length > 0) ?? near[0];
    if (target) {
      goals.tries.move++;
      return target;
    }
  }
  if (goals.moved && !goals.produced && goals.tries.produce < 3 && p.hexes.includes(home)) {
    goals.tries.produce++;
    return home;
  }
  return null;
}

const PLAIN = ['No', 'None', 'Hold fire', 'Done', 'Confirm'];
const BACK = ['Undo the last step', 'Start over'];

async function probe(page: Page): Promise<Ti3Probe | null> {
  return page.evaluate<Ti3Probe | null>(TI3_PROBE);
}

/** Answers this page's open question through the table; false when it has none. */
export async function act(page: Page, view: () => Ti3View, goals: RoundGoals, rng: RngState, tally: Tally): Promise<boolean> {
  let p = await probe(page);
  if (!p) return false;
  const before = p.v;
  const count = (what: string) => (tally[what] = (tally[what] ?? 0) + 1);
  const button = (b: { i: string }) => clickCentre(page, `.ti3 .prompt [data-choice="${b.i}"]`);
  const byText = (re: RegExp) => p!.buttons.find((b) => re.test(b.text));
  switch (p.kind) {
    case 'place-tile':
      if (!p.chosenTile || randInt(rng, 3) === 0) {
        count('tile-from-hand');
        await clickCentre(page, `[data-tile-choice="${pickOne(rng, p.tiles)}"]`);
        p = (await probe(page))!;
      }
      count('place-tile-on-map');
      await clickCentre(page, `[data-hex-choice="${pickOne(rng, p.hexes)}"]`);
      break;
    case 'home-position':
    case 'face-down':
      count(`${p.kind}-on-map`);
      await clickCentre(page, `[data-hex-choice="${pickOne(rng, p.hexes)}"]`);
      break;
    case 'action': {
      const hex = actionHex(view(), p.seat, p, goals);
      if (hex) {
        count('activate-on-map');
        await clickCentre(page, `[data-hex-choice="${hex}"]`);
      } else {
        const b = byText(/^Strategic action/) ?? byText(/^Pass$/) ?? p.buttons[0];
        count(/^Pass$/.test(b.text) ? 'pass' : 'strategic');
        await button(b);
      }
      break;
    }
    case 'vote': {
      // On the political panel: any outcome, or abstain.
      count('vote-on-panel');
      await button(pickOne(rng, p.buttons));
      break;
    }
    case 'move':
    case 'land':
    case 'produce': {
      if (p.kind === 'move' && p.planned === 0 && p.hexes.length) {
        // The system the ship leaves, clicked on the map: the panel lists its ships only.
        count('move-source-on-map');
        await clickCentre(page, `[data-hex-choice="${p.hexes[0]}"]`);
        p = (await probe(page))!;
      }
      const steps = p.buttons.filter((b) => b.step);
      if (p.planned === 0 && steps.length) {
        // Ships with Ground Forces aboard (they may land); the cheapest unit to build.
        const step =
          p.kind === 'move'
            ? (steps.find((b) => /Ground Force/.test(b.text)) ?? steps[0])
            : (steps.find((b) => /Fighter|Ground Force/.test(b.text)) ?? steps[0]);
        count(`${p.kind}-step`);
        await button(step);
      } else {
        count(`${p.kind}-confirm`);
        await button(byText(/^Confirm$/)!);
      }
      break;
    }
    default:
      if (p.kind.startsWith('window-')) {
        // The action-card window bar: pass (the table never plays a card for the player).
        count('window-bar-pass');
        await button(byText(/^Pass$/)!);
      } else if (p.ups.length || p.picks.length) {
        // Steppers (payments, counters) or boxes (hits): one at a time until the question accepts the answer.
        for (let i = 0; i < 40 && !p.ready; i++) {
          if (p.ups.length) await clickCentre(page, `.ti3 .prompt [data-amount-up="${pickOne(rng, p.ups)}"]`);
          else await clickCentre(page, `.ti3 .prompt [data-pick-item="${p.picks[0]}"]`);
          p = (await probe(page))!;
        }
        count(p.kind);
        await clickCentre(page, '.ti3 .prompt [data-confirm]');
      } else if (p.buttons.length) {
        count(`button-${p.kind}`);
        // A draft answered by buttons (a payment, redistribution): forward steps only, never back.
        const forward = p.buttons.filter((b) => !BACK.includes(b.text));
        await button(PLAIN.map((t) => p!.buttons.find((b) => b.text === t)).find(Boolean) ?? forward[0] ?? p.buttons[0]);
      } else if (p.hexes.length) {
        count(`${p.kind}-on-map`);
        await clickCentre(page, `[data-hex-choice="${pickOne(rng, p.hexes)}"]`);
      } else throw new Error(`nothing to answer ${p.kind} with`);
  }
  // Versions only grow: any other version means a move landed (ours, or another player's first).
  await page.locator(`[data-match-id]:not([data-v="${before}"])`).or(page.locator('[role=alert]')).first().waitFor();
  const alert = page.locator('[role=alert]');
  if ((await alert.count()) > 0) throw new Error(`the server refused a move made through the table: ${await alert.first().textContent()}`);
  return true;
}
