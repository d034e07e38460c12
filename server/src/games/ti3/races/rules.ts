/**
 * The racial abilities that run at timing points (timing.ts): each opens the race's question (an `ability`
 * task, races/abilities.ts asks and resolves it) with `openAt`, so it comes in front of the queue once the
 * procedure has queued its own continuation. Each has the id `RACES` references. Whether a question opens
 * depends on public information only — the race, units on the board, Trade Goods, counters, hand sizes.
 * Nothing here imports timing.ts values (it spreads RACE_HANDLERS at load).
 */
import { shipCount } from '../board';
import { openRolls } from '../dice';
import { activeSeats, count, fleetOf, type Ctx } from '../state';
import type { AbilityTask } from '../tasks';
import type { TimingData, TimingEntry } from '../timing-types';
import { openAt } from '../opened';
import { hasAbility } from '../abilities';

const seatsWith = (ctx: Ctx, ability: string) => activeSeats(ctx.s).filter((seat) => hasAbility(ctx.s, seat, ability));
const ask = (ctx: Ctx, task: Omit<AbilityTask, 't'>) => openAt(ctx, { t: 'ability', ...task });

/** The two sides of the battle about to start, each with the other as target. */
const sides = (d: TimingData): [number, number][] =>
  d.attacker === undefined || d.defender === undefined
    ? []
    : [
        [d.attacker, d.defender],
        [d.defender, d.attacker],
      ];

/**
 * Naalu: "if attacked, a Naalu fleet may retreat before the beginning of the Space Battle step ... following
 * the normal retreat rules": the defender's whole fleet to an adjacent system it activated earlier this
 * round, without enemy ships (asked only where one exists: races/abilities.ts). Asked first, before every
 * pre-combat effect.
 */
function naaluRetreat(ctx: Ctx, d: TimingData): void {
  if (d.defender !== undefined && hasAbility(ctx.s, d.defender, 'naalu-retreat'))
    ask(ctx, { seat: d.defender, ability: 'naalu-retreat', pos: d.pos, target: d.attacker });
}

/** Mentak: before a space battle it takes part in, up to two of its Cruisers or Destroyers fire. */
function mentakAmbush(ctx: Ctx, d: TimingData): void {
  for (const [seat, target] of sides(d)) {
    const f = fleetOf(ctx.s, d.pos!, seat);
    if (hasAbility(ctx.s, seat, 'mentak-ambush') && count(f?.units, 'Cruiser') + count(f?.units, 'Destroyer') > 0)
      ask(ctx, { seat, ability: 'mentak-ambush', pos: d.pos, target });
  }
}

/**
 * Mentak piracy: one Trade Good from each of up to two players holding at least 3. RULE-READING (issue 24
 * "Readings"): asked once per strategy phase, at `strategy-start`.
 */
function mentakPiracy(ctx: Ctx): void {
  for (const seat of seatsWith(ctx, 'mentak-piracy'))
    if (activeSeats(ctx.s).some((x) => x !== seat && ctx.s.players[x].tradeGoods >= 3)) ask(ctx, { seat, ability: 'mentak-piracy' });
}

/**
 * Letnev: before every space battle or invasion combat round, 2 Trade Goods for +1 to all its ships that
 * round, or (an invasion round, the point names its `planet`) +2 to its Ground Forces.
 */
function letnevBoost(ctx: Ctx, d: TimingData): void {
  if (d.pos === undefined) return;
  const s = ctx.s;
  const sides =
    d.planet !== undefined
      ? [d.attacker, d.defender].filter((x) => x !== undefined)
      : (s.space[d.pos] ?? []).filter((f) => shipCount(f) > 0).map((f) => f.seat);
  for (const seat of sides)
    if (hasAbility(s, seat, 'letnev-boost') && s.players[seat].tradeGoods >= 2) ask(ctx, { seat, ability: 'letnev-boost', pos: d.pos, planet: d.planet });
}

/** Xxcha: after a political card is read, one Strategy Allocation counter cancels it (another is drawn). */
function xxchaCancel(ctx: Ctx): void {
  for (const seat of seatsWith(ctx, 'xxcha-cancel-agenda'))
    if (ctx.s.agenda !== null && ctx.s.players[seat].strategy > 0) ask(ctx, { seat, ability: 'xxcha-cancel-agenda' });
}

/**
 * Yssaril: once per strategy phase, a look at another player's hand. RULE-READING (issue 24 "Readings"):
 * offered at `strategy-start` and, if not used there, at `after-all-picks`; one target.
 */
function yssarilLook(ctx: Ctx, ability: string): void {
  const s = ctx.s;
  for (const seat of seatsWith(ctx, ability))
    if (s.races.looked[seat] !== s.round && activeSeats(s).some((x) => x !== seat && s.players[x].hand.length > 0)) ask(ctx, { seat, ability: 'yssaril-look' });
}

/**
 * Jol Nar: after dice of its own are rolled, a Strategy Allocation counter re-rolls one of them, before
 * the hits count (the `after-roll` point, dice.ts `openRolls`): a space battle's or invasion combat's
 * round, and PDS fire, Anti-Fighter Barrage, the pre-combat shots and bombardment, and the rolls that are
 * no shots — Gen Synthesis, Dacxive Animators, Ancient Artifact, Plague, Strategic Bombardment
 * (combat/open-dice.ts). Only its own dice: the other side's roll at the same point asks it nothing.
 */
function jolnarReroll(ctx: Ctx, d: TimingData): void {
  for (const r of openRolls(ctx.s, d.pos))
    if (r.dice.length > 0 && hasAbility(ctx.s, r.seat, 'jolnar-reroll') && ctx.s.players[r.seat].strategy > 0)
      ask(ctx, { seat: r.seat, ability: 'jolnar-reroll', pos: d.pos, rerolled: [] });
}

/** Jol Nar: following the Technology secondary, it may also execute the primary (one technology free). */
function jolnarTechnology(ctx: Ctx, d: TimingData): void {
  if (d.card === 7 && d.seat !== undefined && hasAbility(ctx.s, d.seat, 'jolnar-technology')) ask(ctx, { seat: d.seat, ability: 'jolnar-technology' });
}

export const RACE_HANDLERS: TimingEntry[] = [
  { id: 'naalu-retreat', source: 'naalu', point: 'before-space-battle', run: naaluRetreat },
  { id: 'mentak-ambush', source: 'mentak', point: 'before-space-battle', run: mentakAmbush },
  { id: 'mentak-piracy', source: 'mentak', point: 'strategy-start', run: mentakPiracy },
  { id: 'letnev-boost', source: 'letnev', point: 'before-combat-round', run: letnevBoost },
  { id: 'xxcha-cancel-agenda', source: 'xxcha', point: 'after-political-read', run: xxchaCancel },
  { id: 'yssaril-look-start', source: 'yssaril', point: 'strategy-start', run: (ctx) => yssarilLook(ctx, 'yssaril-look-start') },
  { id: 'yssaril-look-after-picks', source: 'yssaril', point: 'after-all-picks', run: (ctx) => yssarilLook(ctx, 'yssaril-look-after-picks') },
  { id: 'jolnar-reroll', source: 'jolnar', point: 'after-roll', run: jolnarReroll },
  { id: 'jolnar-technology', source: 'jolnar', point: 'after-secondary', run: jolnarTechnology },
];
