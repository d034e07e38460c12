/**
 * The TI3 game state: plain JSON, so that snapshots, replays and the leak fuzzer handle it like any other.
 * Hidden things are ids in lists (action cards "Sabotage#2", political cards, objectives by name, tile ids)
 * that views show only as counts to those who may not know them.
 */
import type { GameEvent, RngState } from '../../engine';
import { systemTile, type Counts, type UnitId, type WindowId } from './data';
import type { Task } from './tasks';
import type { Agenda, PoliticalEffect } from './politics/types';
import type { TradeState } from './trade/types';

export type { Counts } from './data';

export type Ti3Options = {
  /** Test-only: die results in order (1-10), then seeded dice. */
  dice?: number[];
  /** Test-only: race ids per seat. */
  races?: string[];
  /** Test-only: the first Speaker. */
  speaker?: number;
  /** Test-only: galaxy tile hands per seat (the rest of the pool removed), instead of the seeded deal. */
  tiles?: string[][];
  /** Test-only: a built galaxy (position → tile id, homes excluded); homes go to seats in layout order. Skips galaxy building. */
  galaxy?: Record<string, string>;
  /** Test-only: deck orders, top first. */
  actionDeck?: string[];
  objectiveDeck?: string[];
  secrets?: string[];
  politicalDeck?: string[];
};

export type PlanetState = {
  owner: number | null;
  exhausted: boolean;
  /** The owner's Ground Forces, PDS and Space Dock on the planet. */
  units: Counts;
  /** The round its owner took it (a new Space Dock needs a planet held since the start of the round). */
  since: number;
  /** Position of the system it lies in. */
  at: string;
  /** A Space Dock placed this round: it cannot produce until next round. */
  newDock?: boolean;
  /** Star of Death's radiation marker: the Ground Forces of the next landing here die (combat/invasion.ts). */
  radiation?: true;
};

export type Fleet = {
  seat: number;
  /** Ships in space, and the Fighters, Ground Forces and PDS aboard. */
  units: Counts;
  /** Dreadnoughts and War Suns that have absorbed a hit. */
  damaged: Counts;
};

export type Scored = {
  source: string;
  vp: number;
};

export type PlayerState = {
  race: string;
  home: string | null;
  /** Counters on the race sheet (reinforcements are 16 minus these minus the ones on the board). */
  strategy: number;
  command: number;
  fleet: number;
  tradeGoods: number;
  techs: string[];
  hand: string[];
  /** The unclaimed secret objective. */
  secret: string | null;
  scored: Scored[];
  /** Strategy cards held this round (initiative numbers) and those whose strategic action is done. */
  cards: number[];
  used: number[];
  passed: boolean;
  /** Galaxy building: the tile hand, and whether the previous tile placed had no planet. */
  tiles: string[];
  lastWithoutPlanet: boolean;
  eliminated: boolean;
  /** Held Initiative in the round just played (may not take it again). */
  hadInitiative: boolean;
  /** Merciless: took a neighbour's last Space Dock planet this round. */
  tookLastDock: boolean;
  /** Held Mecatol Rex without a break since the strategy phase began (stage I objective). */
  heldMecatolAllRound: boolean;
};

export type Phase = 'setup' | 'galaxy' | 'strategy' | 'action' | 'status' | 'over';

export type Activation = {
  seat: number;
  pos: string;
  /** Ships that moved in this activation (a battle follows only if they did). */
  moved: boolean;
  transfer: string | null;
  /** Something was produced in this action (a transfer produces in one of its two systems). */
  produced: boolean;
  /** A withdrawal or retreat announced in the space battle, carried out after the round. */
  retreat?: { seat: number; to: string };
  /** The space battle of this activation: round 0 is before round 1 (pre-combat effects); `winner` once it is over. */
  battle?: { pos: string; attacker: number; defender: number; round: number; over: boolean; winner: number | null };
  /** Every roll of this activation (PDS fire, pre-combat, combat rounds, bombardment, invasion combat), public as the `roll` events. */
  rolls?: Roll[];
};

/**
 * A public roll: whose, what for, the dice and the values they needed (`even`: hits on even numbers, Plague),
 * the hits; `round` is the space battle's (0: pre-combat), null outside it.
 */
export type Roll = { seat: number; what: string; dice: number[]; needs: number[]; even?: true; hits: number; round: number | null };

export type EndState = {
  reason: 'ten-vp' | 'imperium-rex' | 'domination' | 'supremacy' | 'last-player';
  winners: number[];
};

export type Ti3State = {
  seats: number;
  options: Ti3Options;
  rng: RngState;
  phase: Phase;
  round: number;
  speaker: number;
  /** Seats clockwise around the table (the order of home positions around the galaxy). */
  table: number[];
  players: PlayerState[];
  /** Position → tile id of the galaxy placed so far. */
  galaxy: Record<string, string>;
  /** 5 players: the position of the face-down tile while the galaxy is being built. */
  faceDown: string | null;
  /** 5 players: the face-down tile before the first player has put it down (hidden from everyone). */
  faceDownTile: string | null;
  removedTiles: string[];
  /** Galaxy building: seats in placement order (the snake), and how far it went. */
  snake: number[];
  planets: Record<string, PlanetState>;
  space: Record<string, Fleet[]>;
  /** Position → seats with a command counter there. */
  counters: Record<string, number[]>;
  /** Initiative → bonus counters on the card. */
  bonus: Record<number, number>;
  /** Strategy cards still to be taken this strategy phase. */
  available: number[];
  objectiveDeck: string[];
  revealed: string[];
  unusedSecrets: string[];
  actionDeck: string[];
  actionDiscard: string[];
  /** Action cards played and not yet resolved or discarded (public: named when played). */
  actionPlayed: string[];
  /** Standing passes in the action-card windows (public: shown in every view). */
  standingPasses: StandingPass[];
  /** Windows opened so far (a `pass-window` lasts while its window, by this number, stays open). */
  windowSerial: number;
  /** Action cards played so far (cancelled ones included), for the simulator's figures. */
  cardsPlayed: number;
  /** Effects of action cards that outlast their play (Morale Boost: one combat round in one system). */
  cardEffects: CardEffectInPlay[];
  politicalDeck: string[];
  /** Seat → political cards whose place in the deck it knows (it put them there, or searched the deck: Determine Policy). */
  politicalKnown: Record<number, string[]>;
  politicalDiscard: string[];
  /** Laws in play (duration "until-repealed", the card face up) and the other political results that last. */
  politicalEffects: PoliticalEffect[];
  /** The agenda being voted (its card drawn and shown to all), or null. */
  agenda: Agenda | null;
  /** Pairs banned from activating each other's systems (Diplomacy) this action phase. */
  diplomacy: [number, number][];
  activation: Activation | null;
  /** Trade agreements (public), the figures and what Hacan trades showed (trade/). */
  trade: TradeState;
  /** The work still to do, first task first; the first one that needs an answer is the open question. */
  tasks: Task[];
  end: EndState | null;
  /** Whose turn it is in the action phase (seat), or null. */
  turn: number | null;
  /** Dice the test script still holds. */
  scriptDice: number[];
  /** What the racial abilities remember (races/). */
  races: RaceMemory;
  /** What seats have seen of hidden action cards (knowledge.ts; absent until a card shows some). */
  seen?: SeenCards;
};

/** Yssaril: the seats whose last action turn was skipped, and the round of each seat's last look at a hand. */
export type RaceMemory = { skipped: number[]; looked: Record<number, number> };

/**
 * Hidden action cards a seat has seen and still knows where they are, so the leak fuzzer's worlds keep them
 * there (secrets.ts): `held`, a card in another seat's hand (Successful Spy's victim knows the two he lost; the Yssaril what a look showed; Disclosure; a Hacan trade);
 * `deck`, the whole action deck as it was searched (Synchronicity), known while no card outside it is in
 * the deck (a reshuffle brings in the discards, which always include that Synchronicity).
 */
export type SeenCards = { held: { seat: number; holder: number; card: string }[]; deck: { seat: number; cards: string[] }[] };

/** A seat's standing pass: every window of `window` while `serial` stays open, or until the round ends. */
export type StandingPass = { seat: number; window: WindowId } & ({ until: 'window'; serial: number } | { until: 'round'; round: number });

/**
 * An action card's (or a racial ability's: Letnev) lasting effect on `seat`: with `pos`, for one combat round in that system (or the
 * battle: action-cards/lasting.ts); with `round`, for that game round (a `planet`'s Space Dock, a
 * `strategyCard`); with `activation`, for the tactical action (ended with the turn); with neither, for the turn.
 * `n`: what is left of it (Into the Breach: the hits its Dreadnought must still take).
 */
export type CardEffectInPlay = {
  card: string;
  seat: number;
  pos?: string;
  round?: number;
  planet?: string;
  strategyCard?: number;
  /** With `round`: a system the card names for the round (Diplomatic Immunity, War Footing). */
  system?: string;
  /** With `round`: a racial ability gained (Multiculturalism; an id of abilities.ts). */
  ability?: string;
  /** For the tactical action under way (Flank Speed). */
  activation?: true;
  /** What is left of it (Into the Breach). */
  n?: number;
};

/** Whether an effect of `card` (on `seat`, if given) is in play for the current round. */
export function roundEffect(s: Ti3State, card: string, test: (e: CardEffectInPlay) => boolean): boolean {
  return s.cardEffects.some((e) => e.card === card && e.round === s.round && test(e));
}

/** One move's context: the state and the events it produces. */
export interface Ctx {
  s: Ti3State;
  ev: GameEvent[];
  /** Windows opened at timing points during the current task; the machine puts them first (flow.ts). */
  opened?: Task[];
}

export const TRADE_GOOD_SUPPLY = 40;
export const COUNTERS_PER_RACE = 16;
export const HAND_LIMIT = 7;
export const VICTORY = 10;

export function add(c: Counts, u: UnitId, n: number): void {
  const v = (c[u] ?? 0) + n;
  if (v < 0) throw new Error(`negative ${u}`);
  if (v === 0) delete c[u];
  else c[u] = v;
}

export function count(c: Counts | undefined, u: UnitId): number {
  return c?.[u] ?? 0;
}

export function total(c: Counts): number {
  return Object.values(c).reduce((a, b) => a + (b ?? 0), 0);
}

export function fleetOf(s: Ti3State, pos: string, seat: number): Fleet | null {
  return (s.space[pos] ?? []).find((f) => f.seat === seat) ?? null;
}

/** The seat's fleet in `pos`, created empty if needed. */
export function ensureFleet(s: Ti3State, pos: string, seat: number): Fleet {
  const list = (s.space[pos] ??= []);
  let f = list.find((x) => x.seat === seat);
  if (!f) {
    f = { seat, units: {}, damaged: {} };
    list.push(f);
  }
  return f;
}

/** Drops empty fleets and empty space entries. */
export function tidySpace(s: Ti3State, pos: string): void {
  const list = (s.space[pos] ?? []).filter((f) => total(f.units) > 0);
  if (list.length === 0) delete s.space[pos];
  else s.space[pos] = list;
}

/** The planets of the system at `pos` (none while its tile lies face down). */
export function planetsIn(s: Ti3State, pos: string): string[] {
  const tile = s.galaxy[pos];
  if (tile === undefined) return [];
  return systemTile(tile)
    .planets.map((p) => p.name)
    .filter((name) => s.planets[name] !== undefined);
}

export function countersOnBoard(s: Ti3State, seat: number): number {
  return Object.values(s.counters).reduce((n, seats) => n + seats.filter((x) => x === seat).length, 0);
}

export function reinforcements(s: Ti3State, seat: number): number {
  const p = s.players[seat];
  return COUNTERS_PER_RACE - p.strategy - p.command - p.fleet - countersOnBoard(s, seat);
}

export function tradeGoodsInSupply(s: Ti3State): number {
  return TRADE_GOOD_SUPPLY - s.players.reduce((n, p) => n + p.tradeGoods, 0);
}

/** Moves counters from reinforcements into an area of the race sheet; a gain with empty reinforcements is lost. */
export function gainCounters(ctx: Ctx, seat: number, n: number, area: 'strategy' | 'command' | 'fleet' = 'command'): number {
  const got = Math.min(n, reinforcements(ctx.s, seat));
  ctx.s.players[seat][area] += got;
  if (got > 0) ctx.ev.push({ type: 'counters', data: { seat, n: got, area } });
  return got;
}

export function vp(p: PlayerState): number {
  return Math.max(
    0,
    p.scored.reduce((n, x) => n + x.vp, 0),
  );
}

export function activeSeats(s: Ti3State): number[] {
  return s.table.filter((seat) => !s.players[seat].eliminated);
}

/** Seats clockwise starting after `seat` (eliminated seats skipped). */
export function clockwiseAfter(s: Ti3State, seat: number): number[] {
  const i = s.table.indexOf(seat);
  const out: number[] = [];
  for (let k = 1; k < s.table.length; k++) {
    const x = s.table[(i + k) % s.table.length];
    if (!s.players[x].eliminated) out.push(x);
  }
  return out;
}

/** Seats clockwise from `seat` itself. */
export function clockwiseFrom(s: Ti3State, seat: number): number[] {
  return [seat, ...clockwiseAfter(s, seat)].filter((x) => !s.players[x].eliminated);
}
