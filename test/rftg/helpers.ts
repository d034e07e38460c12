/**
 * Builders for concrete Race for the Galaxy situations: start a game, put
 * named cards where a test wants them (taking them from wherever they are, so
 * every card stays in exactly one place), script the next draws, and answer
 * prompts.
 */
import { GameError, type GameEvent, type Json, type Prompt } from '../../server/src/engine';
import { canBoost, canSearch, legalActionChoices } from '../../server/src/games/rftg/actions';
import { choiceAsk } from '../../server/src/games/rftg/prompts';
import { rftg, type RftgOptions, type RftgState } from '../../server/src/games/rftg';
import { deckForLevel, designById } from '../../server/src/games/rftg/data/deck';
import type { ExpansionLevel } from '../../server/src/games/rftg/data/types';

const DECK = deckForLevel(0);

/** Card ids of every copy of a design, by name, in a game at `level` (card ids depend on the level). */
export function ids(name: string, level: ExpansionLevel = 0): number[] {
  const out = deckForLevel(level).flatMap((d, i) => (designById(d)!.name === name ? [i] : []));
  if (out.length === 0) throw new Error(`no card named ${name} at level ${level}`);
  return out;
}

/** The first copy's card id. */
export function id(name: string, copy = 0, level: ExpansionLevel = 0): number {
  return ids(name, level)[copy];
}

/** A card id by name in the game `s` (its expansion level). */
export function cid(s: RftgState, name: string, copy = 0): number {
  return id(name, copy, s.level);
}

export function nameOf(card: number): string {
  return designById(DECK[card])!.name;
}

/** Removes a card from wherever it is. */
function take(s: RftgState, card: number): void {
  const drop = (arr: number[]) => {
    const i = arr.indexOf(card);
    if (i >= 0) arr.splice(i, 1);
    return i >= 0;
  };
  if (drop(s.drawPile) || drop(s.discard)) return;
  for (const p of s.players) {
    if (drop(p.hand)) return;
    if (drop(p.tableau)) {
      for (const g of p.goods[card] ?? []) s.drawPile.push(g);
      delete p.goods[card];
      s.drawPile.sort((a, b) => a - b);
      return;
    }
    for (const gs of Object.values(p.goods)) {
      const i = gs.indexOf(card);
      if (i >= 0) {
        // A test wants this card elsewhere: the good becomes another face-down card.
        const sub = s.drawPile.find((c) => c !== card);
        if (sub === undefined) throw new Error('no card left to stand in as a good');
        s.drawPile.splice(s.drawPile.indexOf(sub), 1);
        gs[i] = sub;
        return;
      }
    }
  }
  throw new Error(`card ${card} is nowhere`);
}

function toPile(s: RftgState, card: number): void {
  s.drawPile.push(card);
  s.drawPile.sort((a, b) => a - b);
}

/** A card from the draw pile nobody asked for, to serve as a good. */
function spare(s: RftgState, avoid: Set<number>): number {
  const c = [...s.drawPile].reverse().find((x) => !avoid.has(x));
  if (c === undefined) throw new Error('no spare card');
  take(s, c);
  return c;
}

export interface Layout {
  hand?: (string | number)[];
  tableau?: (string | number)[];
  /** World names (on the tableau) that hold one good. */
  goods?: string[];
  vp?: number;
}

const asIdAt = (level: ExpansionLevel) => (x: string | number) => (typeof x === 'number' ? x : id(x, 0, level));

/** Replaces a seat's hand/tableau/goods with the given cards (old ones go back to the draw pile). */
export function layout(s: RftgState, seat: number, l: Layout): void {
  const p = s.players[seat];
  const asId = asIdAt(s.level);
  const wanted = new Set([...(l.hand ?? []), ...(l.tableau ?? [])].map(asId));
  if (l.hand) {
    for (const c of [...p.hand]) {
      take(s, c);
      toPile(s, c);
    }
  }
  if (l.tableau) {
    for (const c of [...p.tableau])
      if (!wanted.has(c)) {
        take(s, c);
        toPile(s, c);
      }
  }
  if (l.hand) {
    const cards = l.hand.map(asId);
    for (const c of cards) take(s, c);
    p.hand = cards;
  }
  if (l.tableau) {
    const cards = l.tableau.map(asId);
    for (const c of cards) if (!p.tableau.includes(c)) take(s, c);
    p.tableau = cards;
  }
  if (l.goods) {
    for (const [w, gs] of Object.entries(p.goods)) {
      for (const g of gs) toPile(s, g);
      delete p.goods[w];
    }
    for (const name of l.goods) p.goods[asId(name)] = [spare(s, wanted)];
  }
  if (l.vp !== undefined) {
    s.vpPool += p.vp - l.vp;
    p.vp = l.vp;
  }
  for (const q of s.players) q.phase.snapshot = [...q.tableau];
}

/** The next draws, by card name or id, in order. */
export function script(s: RftgState, cards: (string | number)[]): void {
  s.script = cards.map(asIdAt(s.level));
}

/** Answers every opening question (start choice, opening discards) with its first legal answer. */
function pastOpening(start: RftgState): RftgState {
  let s = start;
  for (let guard = 0; guard < 3 * s.players.length && s.stage !== 'action'; guard++) {
    for (const pr of rftg.pending(s)) {
      const move = pr.choices ? pr.choices[0] : (pr.pick!.from.slice(0, pr.pick!.min) as Json);
      s = rftg.apply(s, pr.seat, move).state;
    }
  }
  return s;
}

/** The error code `f` throws (or a description of what else it threw); undefined if it returns. */
export function errorCode(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return e instanceof GameError ? e.code : `not a GameError: ${String(e)}`;
  }
  return undefined;
}

/** A 2-4 seat game just past the opening discard (every seat discarded its first two cards). */
export function newGame(seats = 2, options: Record<string, Json> = {}, seed = 'test'): RftgState {
  const opts = rftg.parseOptions(options, seats);
  return pastOpening(
    rftg.setup(
      opts,
      Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
      seed,
    ),
  );
}

export function promptOf(s: RftgState, seat: number): Prompt | undefined {
  return rftg.pending(s).find((p) => p.seat === seat);
}

/** Answers for a seat; returns the events. */
export function answer(s: RftgState, seat: number, move: Json): GameEvent[] {
  return rftg.apply(s, seat, move).events;
}

/** Everyone picks actions (one string per seat, e.g. 'SETTLE' or 'DEVELOP+SETTLE'). */
export function chooseActions(s: RftgState, actions: string[]): GameEvent[] {
  const ev: GameEvent[] = [];
  actions.forEach((a, seat) => ev.push(...answer(s, seat, a)));
  return ev;
}

/** Every card id exactly once across piles, hands, tableaus and goods. */
export function cardLocations(s: RftgState): number[] {
  // BoW: cards flipped by a Search under way are set aside.
  const all = [...s.drawPile, ...s.discard, ...(s.search?.flipped ?? [])];
  for (const p of s.players) {
    all.push(...p.hand, ...p.tableau);
    for (const g of Object.values(p.goods)) all.push(...g);
    // BoW: cards saved under Galactic Scavengers.
    for (const c of Object.values(p.saved)) all.push(...c);
    // Cards set aside while a question is open (Gambling World's flips).
    if (p.ask?.kind === 'keep') all.push(...p.ask.data.limbo);
  }
  return all.sort((a, b) => a - b);
}

export const DECK_SIZE = DECK.length;

/** A Brink of War game (level 3) just past the opening questions; goals and takeovers off unless asked. */
export function newBowGame(seats = 2, options: Partial<RftgOptions> = {}, seed = 'test'): RftgState {
  const opts: RftgOptions = { expansion: 'bow', advanced: false, goals: false, takeovers: false, draft: false, difficulty: 'medium', ...options };
  return pastOpening(
    rftg.setup(
      opts,
      Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
      seed,
    ),
  );
}

/** Gives every seat `prestige` and re-asks the (still open) action question with the choices that allows. */
export function withPrestige(s: RftgState, prestige = 1): void {
  s.players.forEach((p) => {
    p.prestige = prestige;
    p.ask = choiceAsk('action', 'Choose', legalActionChoices(s.options.advanced, canSearch(s, p), canBoost(s, p)), { shape: 'string' });
  });
}
