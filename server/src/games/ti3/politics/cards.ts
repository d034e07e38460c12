/**
 * The 60 political cards' effects, keyed by card name (data/political-cards.ts holds name, law, outcome).
 * A law passed For (or an Elect law) enters play until repealed by itself; `lasts` gives the round-bound
 * results of the other sides; the rules they change read them through politics/rules.ts and the modifier
 * pipeline (politics/modifiers.ts).
 */
import type { Json } from '../../../engine';
import { pickOne } from '../../../engine';
import { planetsOf } from '../board';
import { discardActionCard } from '../cards';
import { systemTile, type UnitId } from '../data';
import { orderOfPlay } from '../order';
import { planetValue } from '../payment';
import { scoreSimultaneousVp } from '../scoring';
import { CARD_RULES } from '../strategy-cards';
import { activeSeats, add, clockwiseAfter, gainCounters, planetsIn, type Ctx, type Ti3State } from '../state';
import { gainTradeGoods } from '../gains';
import { roll, rollDice } from '../dice';
import { openDice } from '../combat/open-dice';
import { adjacentByHex } from '../map/adjacency';
import type { Task } from '../tasks';
import { readyPlanets, shipEntry } from './choices';
import { discardLaw, lawsInPlay } from './effects';
import { isHomePlanet } from './rules';
import type { Agenda, ChoiceKind, Duration, Side } from './types';
import { pairs, votesCast } from './voting';
import { breakAll, breakBetween } from '../trade/agreements';

export interface Resolution {
  card: string;
  outcome: Json;
  agenda: Agenda;
}

type Effect = (ctx: Ctx, r: Resolution) => void;

export interface AgendaRules {
  /** Who or what may be elected, where the card narrows its outcome type's default. */
  candidates?: (s: Ti3State) => Json[];
  for?: Effect;
  against?: Effect;
  elect?: Effect;
  /** Results of non-law sides that last (laws passed last until repealed without saying so). */
  lasts?: Partial<Record<Side, Duration>>;
  /** What a lasting For/Against result applies to (Elect results apply to what was elected). */
  scope?: (s: Ti3State) => Json;
}

export const sideOf = (outcome: Json): Side => (outcome === 'for' ? 'for' : outcome === 'against' ? 'against' : 'elect');

const MECATOL_REX = 'Mecatol Rex';
const MECATOL_POS = '000';
const nothing: Effect = () => {};

/** One question per player, in order of play (the agenda comes in the action phase). */
function askEach(ctx: Ctx, card: string, step: ChoiceKind, per: (seat: number) => Partial<Task & { n: number }> | null): void {
  const tasks: Task[] = [];
  for (const seat of orderOfPlay(ctx.s)) {
    const extra = per(seat);
    if (extra !== null) tasks.push({ t: 'agenda-choice', seat, card, step, ...extra } as Task);
  }
  ctx.s.tasks.unshift(...tasks);
}

/** Takes up to `n` Trade Goods from a seat (to the supply, or to `to`); returns how many. */
function takeTradeGoods(ctx: Ctx, seat: number, n: number, to?: number): number {
  const p = ctx.s.players[seat];
  const k = Math.min(n, p.tradeGoods);
  p.tradeGoods -= k;
  if (to !== undefined) ctx.s.players[to].tradeGoods += k;
  if (k > 0) ctx.ev.push({ type: 'trade-goods-lost', data: { seat, n: k, to: to ?? null } });
  return k;
}

const everyoneLoses =
  (n: number): Effect =>
  (ctx) =>
    orderOfPlay(ctx.s).forEach((seat) => takeTradeGoods(ctx, seat, n));

function randomDiscard(ctx: Ctx, seat: number): void {
  const hand = ctx.s.players[seat].hand;
  if (hand.length > 0) discardActionCard(ctx, seat, pickOne(ctx.s.rng, hand));
}

const everyoneDiscardsAtRandom: Effect = (ctx) => orderOfPlay(ctx.s).forEach((seat) => randomDiscard(ctx, seat));

/** Every ship of `unit` the seat has, one entry each ("pos|unit"). */
function shipsOf(s: Ti3State, seat: number, units: readonly UnitId[]): string[] {
  const out: string[] = [];
  for (const [pos, fleets] of Object.entries(s.space))
    for (const f of fleets) if (f.seat === seat) for (const u of units) for (let i = 0; i < (f.units[u] ?? 0); i++) out.push(shipEntry(pos, u));
  return out;
}

const specialtyOf = (s: Ti3State, planet: string) => systemTile(s.galaxy[s.planets[planet].at]).planets.find((p) => p.name === planet)?.specialty ?? null;

const readyInfluence = (s: Ti3State, seat: number) => readyPlanets(s, seat).reduce((n, p) => n + planetValue(s, p, 'influence'), 0);

function destroyPlanetUnits(ctx: Ctx, planet: string, units: readonly UnitId[]): number {
  const pl = ctx.s.planets[planet];
  let n = 0;
  for (const u of units) {
    const k = pl.units[u] ?? 0;
    if (k > 0) add(pl.units, u, -k);
    n += k;
  }
  if (n > 0) ctx.ev.push({ type: 'destroyed', data: { planet, units: [...units], n } });
  return n;
}

function revertToNeutral(ctx: Ctx, planet: string): void {
  const pl = ctx.s.planets[planet];
  const from = pl.owner;
  pl.owner = null;
  pl.units = {};
  pl.exhausted = false;
  ctx.ev.push({ type: 'planet-neutral', text: `${planet} reverts to neutral`, data: { planet, from } });
}

/** Elect planet candidates outside home systems (Holy Planet of Ixth). */
const nonHomePlanets = (s: Ti3State) =>
  Object.keys(s.planets)
    .filter((n) => !isHomePlanet(s, n))
    .sort();

const seatsVoting = (a: Agenda, outcome: Json) => a.votes.filter((v) => v.outcome === outcome).map((v) => v.seat);

/**
 * Ancient Artifact's die settled: on 6-10 (`technologies`) every player gains two technologies, else
 * destruction around Mecatol Rex. RULE-READING (README): "adjacent" is by hex edge (wormholes carry no
 * effect but movement); each fleet takes 3 dice, its owner choosing the casualties; each planet's Ground
 * Forces one combined roll of 3 dice (errata). Those dice are the card's, rolled against the units: no
 * player's own roll, so no one re-rolls them (RULE-READING: Jol Nar re-rolls "your die rolls").
 */
export function ancientArtifact(ctx: Ctx, card: string, technologies: boolean): void {
  const s = ctx.s;
  if (technologies) {
    // Errata: the two technologies are taken one after the other; every player in order of play.
    const asks: Task[] = orderOfPlay(s).flatMap((seat) => [0, 1].map((): Task => ({ t: 'agenda-choice', seat, card, step: 'gain-technology' })));
    s.tasks.unshift(...asks);
    ctx.ev.push({ type: 'ancient-artifact', text: 'Ancient Artifact: every player gains two technologies', data: { result: 'technologies' } });
    return;
  }
  ctx.ev.push({ type: 'ancient-artifact', text: 'Ancient Artifact: destruction around Mecatol Rex', data: { result: 'destruction' } });
  delete s.space[MECATOL_POS];
  for (const n of planetsIn(s, MECATOL_POS)) s.planets[n].units = {};
  const asks: Task[] = [];
  for (const pos of adjacentByHex(s.galaxy, MECATOL_POS)) {
    for (const f of s.space[pos] ?? []) {
      const hits = roll(ctx, f.seat, `Ancient Artifact against the fleet in ${pos}`, [5, 5, 5]);
      if (hits > 0) asks.push({ t: 'assign-hits', seat: f.seat, pos, hits, during: 'pds' });
    }
    for (const n of planetsIn(s, pos)) {
      const pl = s.planets[n];
      const gf = pl.units['Ground Force'] ?? 0;
      if (gf === 0 || pl.owner === null) continue;
      const hits = Math.min(gf, roll(ctx, pl.owner, `Ancient Artifact against the Ground Forces on ${n}`, [5, 5, 5]));
      if (hits > 0) add(pl.units, 'Ground Force', -hits);
    }
  }
  s.tasks.unshift(...asks);
}

export const AGENDAS: Readonly<Record<string, AgendaRules>> = {
  'Aggressive Strategy': {
    for: (ctx) => {
      // Each player, in order of play, may execute the secondary of each strategy card he holds, free.
      const tasks: Task[] = [];
      for (const seat of orderOfPlay(ctx.s))
        for (const card of ctx.s.players[seat].cards) if (CARD_RULES[card]?.secondary) tasks.push({ t: 'follow', seat, card, active: seat, free: true });
      ctx.s.tasks.unshift(...tasks);
    },
    against: nothing,
    lasts: { against: 'this-round' },
  },
  // RULE-READING (README): "Roll a die" — the player resolving the card (the agenda's active player) rolls,
  // so Jol Nar may re-roll it as its own; its dice stay open (combat/open-dice.ts) until `ancientArtifact`.
  'Ancient Artifact': {
    for: (ctx, r) =>
      openDice(
        ctx,
        MECATOL_POS,
        { use: 'ancient-artifact', card: r.card },
        rollDice(ctx, r.agenda.active, 'Ancient Artifact (6-10: technologies, 1-5: destruction)', [6]),
      ),
    against: nothing,
  },
  'Arms Reduction': {
    for: (ctx, r) => {
      const asks: Task[] = [];
      for (const seat of orderOfPlay(ctx.s))
        for (const [u, keep] of [
          ['Dreadnought', 2],
          ['Cruiser', 4],
        ] as const) {
          const ships = shipsOf(ctx.s, seat, [u]);
          if (ships.length > keep) asks.push({ t: 'agenda-choice', seat, card: r.card, step: 'destroy-ships', n: ships.length - keep, options: ships });
        }
      ctx.s.tasks.unshift(...asks);
    },
    against: (ctx) => {
      const red = Object.keys(ctx.s.planets).filter((n) => ctx.s.planets[n].owner !== null && specialtyOf(ctx.s, n) === 'red' && !ctx.s.planets[n].exhausted);
      for (const n of red) ctx.s.planets[n].exhausted = true;
      if (red.length > 0) ctx.ev.push({ type: 'exhausted', data: { planets: red } });
    },
  },
  // For: each card chosen is given away (rules.ts recipients, strategy-phase.ts).
  'Checks and Balances': {
    against: (ctx) => {
      // RULE-READING (README): each card passes with its state (used or not); passed players stay passed; the Speaker does not change.
      const s = ctx.s;
      const held = new Map(activeSeats(s).map((seat) => [seat, { cards: s.players[seat].cards, used: s.players[seat].used }]));
      for (const [seat, h] of held) {
        const left = clockwiseAfter(s, seat)[0] ?? seat;
        Object.assign(s.players[left], { cards: h.cards, used: h.used });
      }
      ctx.ev.push({ type: 'strategy-cards-passed', text: 'every strategy card passes to the left', data: { cards: s.players.map((p) => p.cards) } });
    },
  },
  // For: wormholes closed to movement (map/adjacency.ts WormholeRule, rules.ts).
  'Closing the Wormholes': {
    against: (ctx, r) => {
      const s = ctx.s;
      const asks: Task[] = [];
      for (const [pos, fleets] of Object.entries(s.space)) {
        if (systemTile(s.galaxy[pos]).wormhole === null) continue;
        for (const f of fleets) {
          const kinds = [...new Set(shipsOf(s, f.seat, ['War Sun', 'Dreadnought', 'Cruiser', 'Destroyer', 'Carrier']).filter((e) => e.startsWith(`${pos}|`)))];
          if (kinds.length > 0) asks.push({ t: 'agenda-choice', seat: f.seat, card: r.card, step: 'destroy-ships', n: 1, options: kinds });
        }
      }
      s.tasks.unshift(...asks);
    },
  },
  'Code of Honor': { against: nothing },
  'Colonial Redistribution': {
    for: (ctx, r) => {
      const s = ctx.s;
      const seats = orderOfPlay(s);
      const vpOf = (seat: number) => s.players[seat].scored.reduce((n, x) => n + x.vp, 0);
      const most = Math.max(...seats.map(vpOf));
      const fewest = Math.min(...seats.map(vpOf));
      // "Choose randomly if there is a tie".
      const giver = pickOne(
        s.rng,
        seats.filter((x) => vpOf(x) === most),
      );
      const takers = seats.filter((x) => vpOf(x) === fewest);
      s.tasks.unshift({ t: 'agenda-choice', seat: giver, card: r.card, step: 'colonial-planet', options: takers });
    },
    against: nothing,
  },
  // For: the payment before landing on neutral planets (rules.ts, action/landing.ts).
  'Colonization Licensing': {
    against: (ctx, r) =>
      askEach(ctx, r.card, 'exhaust-planets', (seat) => {
        const n = Math.floor(planetsOf(ctx.s, seat).filter((p) => !isHomePlanet(ctx.s, p)).length / 3);
        return n > 0 ? { n } : null;
      }),
  },
  'Compensated Disarmament': {
    elect: (ctx, r) => {
      const planet = r.outcome as string;
      const owner = ctx.s.planets[planet].owner;
      const n = destroyPlanetUnits(ctx, planet, ['Ground Force']);
      if (owner !== null) gainTradeGoods(ctx, owner, n);
    },
  },
  'Conventions of War': {
    against: (ctx, r) => {
      const asks: Task[] = [];
      for (const seat of seatsVoting(r.agenda, 'against')) {
        const docks = planetsOf(ctx.s, seat).filter((n) => !isHomePlanet(ctx.s, n) && (ctx.s.planets[n].units['Space Dock'] ?? 0) > 0);
        if (docks.length > 0) asks.push({ t: 'agenda-choice', seat, card: r.card, step: 'return-space-dock', options: docks });
      }
      ctx.s.tasks.unshift(...asks);
    },
  },
  // For: the status-phase draft (draft.ts).
  'Core Stability': {
    against: nothing,
    lasts: { against: 'this-round' },
  },
  'Cost Overruns': {
    for: (ctx) => orderOfPlay(ctx.s).forEach((seat) => takeTradeGoods(ctx, seat, planetsOf(ctx.s, seat).length)),
    against: nothing,
  },
  'Council Elder': { elect: nothing },
  "Council's Censure": { elect: nothing },
  'Crown of Thalnos': { elect: nothing },
  'Dispute Resolution': {
    candidates: (s) => {
      const eligible = Object.keys(s.planets)
        .filter((n) => s.planets[n].owner !== null && n !== MECATOL_REX && !isHomePlanet(s, n))
        .sort();
      return pairs(eligible, (a, b) => s.planets[a].owner !== s.planets[b].owner);
    },
    elect: (ctx, r) => {
      // RULE-READING (README): a planet reverting to neutral keeps no unit, so its Space Dock goes too.
      for (const planet of r.outcome as string[]) revertToNeutral(ctx, planet);
    },
  },
  'Economic Revitalization': {
    elect: (ctx, r) => {
      const seat = r.outcome as number;
      for (const other of clockwiseAfter(ctx.s, seat)) takeTradeGoods(ctx, other, 1, seat);
    },
  },
  'Fleet Regulations': {
    // RULE-READING (README): counters over five already in a Fleet Supply area go back to reinforcements when the law passes.
    for: (ctx) => {
      for (const seat of orderOfPlay(ctx.s)) {
        const p = ctx.s.players[seat];
        if (p.fleet <= 5) continue;
        ctx.ev.push({ type: 'counters-returned', data: { seat, area: 'fleet', n: p.fleet - 5 } });
        p.fleet = 5;
      }
    },
    against: (ctx) => orderOfPlay(ctx.s).forEach((seat) => gainCounters(ctx, seat, 1, 'fleet')),
  },
  // The ban on a new agreement lasts while the law is in play (trade/agreements.ts agreementBan).
  'Forced Economic Independence': {
    elect: (ctx, r) => {
      const [a, b] = r.outcome as [number, number];
      breakBetween(ctx, a, b, 'Forced Economic Independence');
    },
  },
  // For: +1 on each collection (trade/collection.ts).
  'Free Trade': {
    for: nothing,
    against: everyoneLoses(2),
  },
  'Holder of Mecatol Rex': {
    for: (ctx, r) => {
      const holder = ctx.s.planets[MECATOL_REX]?.owner ?? null;
      if (holder !== null) ctx.s.tasks.unshift({ t: 'agenda-choice', seat: holder, card: r.card, step: 'discard-law' });
    },
    against: (ctx, r) => {
      const holder = ctx.s.planets[MECATOL_REX]?.owner ?? null;
      if (holder !== null) ctx.s.tasks.unshift({ t: 'agenda-choice', seat: holder, card: r.card, step: 'place-ground-forces', n: 2, options: [MECATOL_REX] });
    },
  },
  'Holy Planet of Ixth': { candidates: nonHomePlanets, elect: nothing },
  'Humane Labor': { against: nothing, lasts: { against: 'this-round' } },
  'Imperial Academy': { against: nothing },
  'Imperial Containment': {
    // The player(s) with the most planets outside their home systems, counted when it passes.
    scope: (s) => {
      const outside = (seat: number) => planetsOf(s, seat).filter((n) => !isHomePlanet(s, n)).length;
      const most = Math.max(...orderOfPlay(s).map(outside));
      return orderOfPlay(s).filter((x) => outside(x) === most);
    },
    for: nothing,
    against: nothing,
    lasts: { for: 'this-round' },
  },
  'Imperial Mandate': {
    for: (ctx) => scoreSimultaneousVp(ctx, orderOfPlay(ctx.s), 'Imperial Mandate', 2),
    against: (ctx) => scoreSimultaneousVp(ctx, orderOfPlay(ctx.s), 'Imperial Mandate', -1),
  },
  'Imperial Peace': { against: nothing, lasts: { against: 'this-round' } },
  'Labor Force Politics': { against: nothing, lasts: { against: 'this-round' } },
  'Limits to Individual Power': {
    // Down to three at once: one discard question per card over (the hand limit is now 3).
    for: (ctx) => {
      for (const seat of orderOfPlay(ctx.s)) for (let k = ctx.s.players[seat].hand.length; k > 3; k--) ctx.s.tasks.unshift({ t: 'discard', seat });
    },
    against: everyoneDiscardsAtRandom,
  },
  'Mass Mobilization': {
    for: (ctx, r) => {
      // RULE-READING (README): "the total votes for this agenda" = every vote cast (either way), divided by 5 rounded down.
      const n = Math.floor(votesCast(r.agenda) / 5);
      if (n > 0) askEach(ctx, r.card, 'place-ground-forces', () => ({ n }));
    },
    against: nothing,
    lasts: { against: 'this-round' },
  },
  // Paid in each status phase (trade/hooks.ts).
  'Minister of Commerce': { elect: nothing },
  'Minister of Exploration': { elect: nothing },
  // Its holder discards it through the standing offer (offers.ts).
  'Minister of Internal Security': { elect: nothing },
  'Minister of Policy': { elect: nothing },
  // The automatic hit: minister-of-war.ts, asked before each space battle its holder takes part in.
  'Minister of War': { elect: nothing },
  'New Constitution': {
    for: (ctx, r) => {
      for (const law of lawsInPlay(ctx.s)) discardLaw(ctx, law.card);
      askEach(ctx, r.card, 'exhaust-planets', () => ({ n: 2 }));
    },
    against: (ctx, r) => {
      const s = ctx.s;
      const best = Math.max(...orderOfPlay(s).map((x) => readyInfluence(s, x)));
      // RULE-READING (README): a tie for the highest ready influence goes to the first of them in order of play.
      const seat = orderOfPlay(s).find((x) => readyInfluence(s, x) === best)!;
      s.tasks.unshift({ t: 'agenda-choice', seat, card: r.card, step: 'discard-law' });
    },
  },
  'Official Sanction': { elect: nothing, lasts: { elect: 'this-round' } },
  'Planetary Conscription': { against: nothing, lasts: { against: 'this-round' } },
  'Planetary Security': {
    for: (ctx) => {
      const s = ctx.s;
      for (const n of Object.keys(s.planets))
        if (s.planets[n].owner !== null && !isHomePlanet(s, n) && (s.planets[n].units['Ground Force'] ?? 0) === 0) revertToNeutral(ctx, n);
    },
    against: nothing,
  },
  // Lost at the end of a round in which its player bought fewer than two Fighters (hooks.ts).
  'Prophecy of Ixth': { elect: nothing, lasts: { elect: 'rest-of-game' } },
  'Public Execution': {
    elect: (ctx, r) => {
      const seat = r.outcome as number;
      for (const c of [...ctx.s.players[seat].hand]) discardActionCard(ctx, seat, c);
      const planets = readyPlanets(ctx.s, seat);
      for (const n of planets) ctx.s.planets[n].exhausted = true;
      if (planets.length > 0) ctx.ev.push({ type: 'exhausted', data: { planets } });
    },
    lasts: { elect: 'this-round' },
  },
  // For: technologies +2 and, for a player who does not follow Technology, an action card instead (rules.ts, prompts.ts, flow.ts).
  'Regressive Rhetoric': {
    against: (ctx, r) => askEach(ctx, r.card, 'discard-action-cards', (seat) => (ctx.s.players[seat].hand.length > 0 ? { n: 1 } : null)),
  },
  'Regulated Conscription': { against: nothing },
  Repeal: {
    // The law may have left play since the vote (a window): then nothing is left to repeal.
    elect: (ctx, r) => void (lawsInPlay(ctx.s).some((e) => e.card === r.outcome) && discardLaw(ctx, r.outcome as string)),
  },
  'Research Grant': { against: nothing, lasts: { against: 'this-round' } },
  'Resource Management': {
    against: (ctx, r) => askEach(ctx, r.card, 'discard-action-cards', (seat) => (ctx.s.players[seat].hand.length >= 3 ? { n: 2 } : null)),
  },
  Revote: {
    elect: (ctx, r) => {
      // The law leaves play and its agenda is voted again at once (the Political primary's look follows).
      const law = r.outcome as string;
      if (!lawsInPlay(ctx.s).some((e) => e.card === law)) return;
      ctx.s.politicalEffects = ctx.s.politicalEffects.filter((e) => !(e.card === law && e.duration === 'until-repealed'));
      ctx.s.tasks.unshift({ t: 'agenda', step: 'draw', active: r.agenda.active, card: law });
    },
  },
  'Science Community Speaker': { elect: nothing },
  // For: what it forbids the round after it passed (rules.ts); "any player may spend 10 influence at any time to
  // discard this law": the standing offer (offers.ts).
  'Short Term Truce': {
    against: (ctx, r) => {
      const asks: Task[] = [];
      for (const seat of seatsVoting(r.agenda, 'against')) {
        const chooser = clockwiseAfter(ctx.s, seat)[0];
        if (chooser !== undefined) asks.push({ t: 'agenda-choice', seat: chooser, card: r.card, step: 'exhaust-planets', n: 1, target: seat });
      }
      ctx.s.tasks.unshift(...asks);
    },
  },
  'Subsidized Industry': {
    elect: (ctx, r) => void ctx.s.tasks.unshift({ t: 'agenda-choice', seat: r.outcome as number, card: r.card, step: 'place-space-dock' }),
  },
  'Subsidized Studies': { elect: nothing },
  // For: the status-phase sale (hooks.ts).
  'Technology Buy-back': {
    against: nothing,
    lasts: { against: 'this-round' },
  },
  'Technology Investigation Committee': {
    for: nothing,
    against: (ctx, r) => {
      everyoneDiscardsAtRandom(ctx, r);
      const draw = { t: 'agenda' as const, step: 'draw' as const, active: r.agenda.active };
      ctx.s.tasks.unshift(draw, { ...draw });
    },
    lasts: { for: 'this-round' },
  },
  'Technology Tariffs': { against: nothing, lasts: { against: 'this-round' } },
  // No new agreement with the elected player this or the following round (trade/agreements.ts agreementBan).
  'Trade Embargo': {
    elect: (ctx, r) => breakAll(ctx, 'Trade Embargo', (a) => !a.seats.includes(r.outcome as number)),
    lasts: { elect: 'next-round' },
  },
  // For: the Trade secondary's discard (strategy-cards/trade.ts).
  'Trade War': {
    for: nothing,
    against: everyoneLoses(1),
  },
  // For: the toll on activation (rules.ts, action/activation.ts).
  'Traffic Tariffs': {
    against: (ctx, r) => askEach(ctx, r.card, 'discard-counter', () => ({})),
  },
  'Unconventional Weapons': {
    against: (ctx, r) =>
      askEach(ctx, r.card, 'exhaust-planets', (seat) => {
        const n = shipsOf(ctx.s, seat, ['Dreadnought', 'War Sun']).length;
        return n > 0 ? { n } : null;
      }),
  },
  // For: every wormhole system adjacent to every other for movement (map/adjacency.ts WormholeRule, rules.ts).
  'Wormhole Reconstruction': { against: nothing },
  'Open the Trade Routes': {
    for: (ctx) => orderOfPlay(ctx.s).forEach((seat) => gainTradeGoods(ctx, seat, 2)),
    // Against: counted from now (tally.ts), handed over in the status phase (hooks.ts).
    against: nothing,
    lasts: { against: 'this-round' },
  },
};
