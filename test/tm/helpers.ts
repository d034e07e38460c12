/**
 * Builders for concrete Terraforming Mars situations: a game at the start of
 * generation 1 with chosen corporations, then cards put where a test wants
 * them (taken from wherever they are, so every card stays in one place),
 * resources, production, parameters and tiles set, and moves answered.
 * Expected numbers stay in the tests, typed from the printed cards.
 */
import { GameError, MatchRunner, type GameEvent, type Json, type Prompt } from '../../server/src/engine';
import { tm, type TmOptions, type TmState } from '../../server/src/games/tm';
import { askAction } from '../../server/src/games/tm/phases/actions';
import type { PlayerState, Stockpile, Tile } from '../../server/src/games/tm/state';
import { cardLocations } from './invariants';

/** No tags, no effects: the Beginner Corporation (its 10 free cards are put back in the deck). */
export const NEUTRAL_CORP = 'beginner-corporation';

export interface TableOpts {
  seats?: number;
  options?: Partial<TmOptions>;
  /** The corporation each seat takes (default: United Nations Mars Initiative, which only has an action). */
  corps?: string[];
  /** Cards each seat buys at setup. */
  buy?: string[][];
}

const OCEAN_SPACES = ['63', '45', '44', '43', '34', '33', '32', '28', '13', '07', '06', '04'];

export class Table {
  s: TmState;
  events: GameEvent[] = [];

  constructor(o: TableOpts = {}) {
    const n = o.seats ?? 2;
    const corps = o.corps ?? Array.from({ length: n }, () => NEUTRAL_CORP);
    const dealt = corps.map((c) => (c === NEUTRAL_CORP ? ['credicor', 'helion'] : [c, c === 'credicor' ? 'helion' : 'credicor']));
    const options = tm.parseOptions({ firstPlayer: 0, corporations: dealt, beginners: true, ...(o.options ?? {}) }, n);
    this.s = tm.setup(
      options,
      Array.from({ length: n }, (_, i) => ({ name: `P${i}` })),
      'test',
    );
    corps.forEach((c, seat) => {
      this.move(seat, c);
      if (c !== NEUTRAL_CORP) this.move(seat, o.buy?.[seat] ?? []);
    });
    for (const p of this.s.players) {
      if (p.corp !== NEUTRAL_CORP) continue;
      this.s.deck.unshift(...p.hand);
      p.hand = [];
    }
    this.refresh();
  }

  get p(): PlayerState {
    return this.s.players[0];
  }

  player(seat: number): PlayerState {
    return this.s.players[seat];
  }

  prompt(seat = 0): Prompt | null {
    return tm.pending(this.s).find((q) => q.seat === seat) ?? null;
  }

  choices(seat = 0): Json[] {
    return this.prompt(seat)?.choices ?? [];
  }

  /** Applies a move; refusals throw their GameError. */
  move(seat: number, m: Json): GameEvent[] {
    const out = tm.apply(this.s, seat, m);
    this.s = out.state;
    this.events.push(...out.events);
    return out.events;
  }

  /** `move`, for chaining. */
  answer(seat: number, m: Json): this {
    this.move(seat, m);
    return this;
  }

  /** The error code a move is refused with, and that the state stays as it was. */
  refused(seat: number, m: Json): string {
    const before = JSON.stringify(this.s);
    try {
      this.move(seat, m);
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
      if (JSON.stringify(this.s) !== before) throw new Error('a refused move changed the state', { cause: e });
      return `${e.code}: ${e.message}`;
    }
    throw new Error(`move ${JSON.stringify(m)} was accepted`);
  }

  /** Changes the state directly, then asks the open action question again (its answers may have changed). */
  set(f: (s: TmState) => void): this {
    f(this.s);
    this.refresh();
    return this;
  }

  refresh(): void {
    const t = this.s.turn;
    if (this.s.phase === 'action' && t && this.s.players[t.seat].ask?.kind === 'action') askAction({ s: this.s, ev: [] }, t.seat);
  }

  res(seat: number, r: Partial<Stockpile>): this {
    return this.set((s) => Object.assign(s.players[seat].res, r));
  }

  prod(seat: number, r: Partial<Stockpile>): this {
    return this.set((s) => Object.assign(s.players[seat].prod, r));
  }

  /** Puts a card in a seat's hand, from wherever it is. */
  hand(seat: number, ...ids: string[]): this {
    return this.set((s) => {
      for (const id of ids) {
        take(s, id);
        s.players[seat].hand.push(id);
      }
    });
  }

  /** Puts a card in play for a seat (with resources on it), from wherever it is. */
  inPlay(seat: number, id: string, res = 0): this {
    return this.set((s) => {
      take(s, id);
      s.players[seat].played.push({ id, res });
    });
  }

  event(seat: number, id: string): this {
    return this.set((s) => {
      take(s, id);
      s.players[seat].events.push(id);
    });
  }

  globals(g: { temperature?: number; oxygen?: number; oceans?: number }): this {
    return this.set((s) => {
      if (g.temperature !== undefined) s.temperature = g.temperature;
      if (g.oxygen !== undefined) s.oxygen = g.oxygen;
      if (g.oceans !== undefined) {
        for (const id of OCEAN_SPACES) if (s.tiles[id]?.kind === 'ocean') delete s.tiles[id];
        OCEAN_SPACES.slice(0, g.oceans).forEach((id) => (s.tiles[id] = { kind: 'ocean', owner: null }));
        s.oceans = g.oceans;
      }
    });
  }

  tile(id: string, kind: Tile['kind'], owner: Tile['owner']): this {
    return this.set((s) => {
      s.tiles[id] = { kind, owner };
      if (kind === 'ocean') s.oceans += 1;
    });
  }

  /** Whether the action question lists this move now. */
  offers(m: Json, seat = 0): boolean {
    return this.choices(seat).some((c) => JSON.stringify(c) === JSON.stringify(m));
  }

  canPlay(id: string, seat = 0): boolean {
    return this.offers({ do: 'play', card: id }, seat);
  }

  /** Plays a card and answers the questions that follow, in order. */
  play(id: string, ...answers: Json[]): this {
    return this.act({ do: 'play', card: id }, ...answers);
  }

  act(m: Json, ...answers: Json[]): this {
    const seat = this.s.turn!.seat;
    this.move(seat, m);
    for (const a of answers) this.move(seat, a);
    return this;
  }

  /** The current asker's open question kind. */
  asking(seat = 0): string | null {
    return this.prompt(seat)?.kind ?? null;
  }

  pass(seat = 0): this {
    this.move(seat, { do: 'pass' });
    return this;
  }

  played(seat: number, id: string) {
    return this.s.players[seat].played.find((c) => c.id === id);
  }

  /** Every card in exactly one place (throws otherwise). */
  conserved(): void {
    cardLocations(this.s);
  }
}

/** Removes a card from wherever it is. */
export function take(s: TmState, id: string): void {
  const drop = (arr: string[]) => {
    const i = arr.indexOf(id);
    if (i >= 0) arr.splice(i, 1);
    return i >= 0;
  };
  if (drop(s.deck) || drop(s.discard)) return;
  const m = s.marsbot;
  if (m && (drop(m.actionDeck) || drop(m.played) || drop(m.stack) || drop(m.kept))) return;
  for (const p of s.players) {
    if (drop(p.hand) || drop(p.offer) || drop(p.pack) || drop(p.events) || drop(p.looking)) return;
    const i = p.played.findIndex((c) => c.id === id);
    if (i >= 0) {
      p.played.splice(i, 1);
      return;
    }
  }
  throw new Error(`card ${id} is nowhere`);
}

/** A game played through the match runner from given moves (scenario runs, replays). */
export function runner(options: Partial<TmOptions>, seats: number, seed = 'test'): MatchRunner<TmState> {
  return MatchRunner.start(
    tm,
    tm.parseOptions(options, seats),
    Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
    seed,
  );
}
