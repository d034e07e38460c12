/**
 * Builders for scripted situations against MarsBot: a 1-seat table with
 * `opponent: "marsbot"` at the start of generation 1 (the player has the
 * Beginner Corporation and 100 M€), MarsBot's action deck, bonus deck,
 * tracks, M€ and TR set as a test wants them (cards taken from wherever they
 * are, so every card stays in one place), the project deck's next cards, and
 * MarsBot's rules called directly on the table's state. Expected numbers
 * stay in the tests, worked out from the rules and the board.
 */
import type { GameEvent } from '../../../server/src/engine';
import type { TmOptions } from '../../../server/src/games/tm';
import type { Ctx, MarsBotState } from '../../../server/src/games/tm/state';
import { Table, take } from '../helpers';

export function MB(options: Partial<TmOptions> = {}, corps?: string[]): Table {
  return new Table({ seats: 1, options: { opponent: 'marsbot', ...options }, corps }).res(0, { mc: 100 });
}

export function bot(t: Table): MarsBotState {
  return t.s.marsbot!;
}

/** A context on the table's state whose events land in the table's log. */
export function ctx(t: Table): Ctx {
  return { s: t.s, ev: t.events };
}

/**
 * Runs a MarsBot rule directly, as during its turn (no question of the player's open meanwhile: the
 * player's action question is put back afterwards unless the rule asked something); returns its events.
 */
export function run(t: Table, f: (c: Ctx) => unknown): GameEvent[] {
  const from = t.events.length;
  const p = t.s.players[0];
  const ask = p.ask;
  p.ask = null;
  f(ctx(t));
  if (p.ask === null) p.ask = ask;
  t.refresh();
  return t.events.slice(from);
}

export const texts = (ev: GameEvent[]): string[] => ev.map((e) => e.text ?? e.type);

/** Removes bonus cards from wherever MarsBot keeps them. */
function takeBonus(m: MarsBotState, id: string): void {
  for (const pile of [m.bonusDeck, m.bonusDiscard, m.destroyed, m.actionDeck]) {
    const i = pile.indexOf(id);
    if (i >= 0) pile.splice(i, 1);
  }
}

const isBonus = (id: string) => /^B0[1-8]$/.test(id);

/** MarsBot's action deck: the first card given is resolved first. The cards it held go back to the deck. */
export function actionDeck(t: Table, ...ids: string[]): Table {
  return t.set((s) => {
    const m = s.marsbot!;
    const old = m.actionDeck;
    m.actionDeck = [];
    for (const c of old)
      if (isBonus(c)) m.bonusDeck.unshift(c);
      else s.deck.unshift(c);
    for (const id of ids) {
      if (isBonus(id)) takeBonus(m, id);
      else take(s, id);
    }
    m.actionDeck = [...ids].reverse();
  });
}

/** The bonus deck from the top; the other bonus cards go to the bonus discard pile (unless elsewhere). */
export function bonusDeck(t: Table, ...ids: string[]): Table {
  return t.set((s) => {
    const m = s.marsbot!;
    for (const id of ids) takeBonus(m, id);
    m.bonusDeck = [...ids].reverse();
  });
}

/** The project deck's next cards, the first given drawn first. */
export function onTop(t: Table, ...ids: string[]): Table {
  return t.set((s) => {
    for (const id of ids) take(s, id);
    s.deck.push(...[...ids].reverse());
  });
}

/** MarsBot's cubes (board order: Building, Space, Event, Science, Energy, City/Earth, Plant). */
export function tracks(t: Table, ...spaces: number[]): Table {
  return t.set((s) => {
    s.marsbot!.tracks = [...spaces];
  });
}

export function mc(t: Table, n: number): Table {
  return t.set((s) => {
    s.marsbot!.mc = n;
  });
}

/** The player takes one cheap action (a Power Plant) and ends the turn: MarsBot takes one turn. */
export function oneMarsbotTurn(t: Table): GameEvent[] {
  const from = t.events.length;
  t.act({ do: 'sp', sp: 'power-plant' });
  t.act({ do: 'end' });
  return t.events.slice(from);
}

export { Table };
