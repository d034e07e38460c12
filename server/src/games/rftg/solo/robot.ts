/**
 * The robot's primitives (draw into its pile, flip to find, place, credit,
 * economy, VP, prestige) and the interpreter that runs one mat row with them.
 * Every step is announced as an event; the identity of a card drawn into the
 * pile never is (nobody looks at it [S-TGS "Compra de carta"]), a flipped
 * card always is (it is turned face up).
 */
import { GameError } from '../../../engine';
import { cardName, designOf, hasCardFlag } from '../cardinfo';
import { drawOne } from '../piles';
import { isBow } from '../prestige';
import type { Ctx, RftgState } from '../state';
import { CREDIT_MAX, ECONOMY_MAX, profileFor } from './mat';
import type { Find, RobotProfile, Row, SoloState, Step } from './types';

/**
 * The index the robot draws under: never a real seat in a 1-seat game, so
 * per-seat draw scripts never feed it (a plain `draws` script still does).
 */
export const ROBOT_SEAT = 1;
export const ROBOT_NAME = 'Robot';

export function soloOf(s: RftgState): SoloState {
  if (!s.solo) throw new GameError('INTERNAL', 'not a solitaire game');
  return s.solo;
}

export function robotProfile(s: RftgState): RobotProfile {
  return profileFor(soloOf(s).profile);
}

/** Draw: cards from the supply onto the robot's pile, face down and unseen [S-TGS]. */
export function robotDraw(ctx: Ctx, n: number, why: string): number {
  const r = soloOf(ctx.s);
  let got = 0;
  for (let i = 0; i < n; i++) {
    const c = drawOne(ctx, ROBOT_SEAT);
    if (c === null) break;
    r.pile.push(c);
    got++;
  }
  if (got > 0)
    ctx.ev.push({
      type: 'robot-draw',
      text: `${ROBOT_NAME} draws ${got} card${got === 1 ? '' : 's'} face down (${why}).`,
      data: { count: got, pile: r.pile.length, reason: why },
    });
  return got;
}

/** Credit track: raises past 4 are lost [S-TGS]; payments are always checked first, so it never goes below 0. */
export function robotCredit(ctx: Ctx, n: number, why: string): void {
  const r = soloOf(ctx.s);
  const was = r.credit;
  r.credit = Math.max(0, Math.min(CREDIT_MAX, r.credit + n));
  if (r.credit !== was || n > 0)
    ctx.ev.push({ type: 'robot-credit', text: `${ROBOT_NAME}'s credit ${was} → ${r.credit} (${why}).`, data: { from: was, to: r.credit, reason: why } });
}

/** Economy size track: raises past 5 are lost [S-TGS]. */
export function robotEconomy(ctx: Ctx, n: number, why: string): void {
  const r = soloOf(ctx.s);
  const was = r.economy;
  r.economy = Math.max(0, Math.min(ECONOMY_MAX, r.economy + n));
  ctx.ev.push({ type: 'robot-economy', text: `${ROBOT_NAME}'s economy size ${was} → ${r.economy} (${why}).`, data: { from: was, to: r.economy, reason: why } });
}

/** VP chips come out of the shared pool, which may go negative in the last round as for players. */
export function robotVp(ctx: Ctx, n: number, why: string): void {
  if (n <= 0) return;
  const r = soloOf(ctx.s);
  r.vp += n;
  ctx.s.vpPool -= n;
  ctx.ev.push({ type: 'robot-vp', text: `${ROBOT_NAME} gains ${n} VP (${why}).`, data: { vp: n, total: r.vp } });
}

/** BoW only: the robot gains prestige and never spends it [S-BoW]. */
export function robotPrestige(ctx: Ctx, n: number, why: string): void {
  if (n <= 0 || !isBow(ctx.s)) return;
  const r = soloOf(ctx.s);
  r.prestige += n;
  r.prestigeTrack.gainedThisRound += n;
  r.prestigeTrack.gainedThisPhase += n;
  ctx.ev.push({ type: 'robot-prestige', text: `${ROBOT_NAME} gains ${n} prestige (${why}).`, data: { prestige: n, total: r.prestige } });
}

/** Tableau size for the game end: cards plus placed 6-cost counters [S-TGS Develop]. */
export function robotTableauSize(r: SoloState): number {
  return r.tableau.length + r.countersPlaced;
}

/**
 * Place: face up in the robot's tableau. Its powers are ignored (only its VP and that it is a card count
 * [V~:W-SCRIBD-PT]), except BoW prestige: a card with the prestige symbol gives 1 prestige [S-BoW], and the Rebel
 * Freedom Fighters counter 1 more for a Rebel development or Rebel military world [S-BoW].
 */
export function robotPlace(ctx: Ctx, card: number, paid: number): void {
  const { s } = ctx;
  const r = soloOf(s);
  r.tableau.push(card);
  ctx.ev.push({ type: 'robot-place', text: `${ROBOT_NAME} places ${cardName(s, card)}${paid ? ` for ${paid} credit` : ''}.`, data: { card, paid } });
  if (hasCardFlag(s, card, 'PRESTIGE')) robotPrestige(ctx, 1, `placing ${cardName(s, card)}`);
  const d = designOf(s.level, card);
  const rebelScore = d.flags.includes('REBEL') && (d.kind === 'development' || d.flags.includes('MILITARY'));
  if (robotProfile(s).prestigeOnRebel && rebelScore) robotPrestige(ctx, 1, `Rebel card ${d.name}`);
}

function isSixCostDev(s: RftgState, card: number): boolean {
  const d = designOf(s.level, card);
  // Imperium Planet Buster costs 9: not a 6-cost development for the solitaire game [S-BoW notes on 6-cost powers].
  return d.kind === 'development' && d.cost === 6;
}

/** Does a flipped card count as what the row looks for, for this robot? */
export function matches(s: RftgState, find: Find, card: number): boolean {
  const r = soloOf(s);
  const profile = profileFor(r.profile);
  const d = designOf(s.level, card);
  // [S-BoW] Rebel Freedom Fighters never places or matches an IMPERIUM card.
  if (profile.neverImperium && d.flags.includes('IMPERIUM')) return false;
  const military = d.flags.includes('MILITARY');
  switch (find) {
    case 'development':
      // RULE-AMBIGUITY: U-06 — like any player, the robot cannot own two copies of one development; a
      // duplicate is a non-match and is discarded.
      return d.kind === 'development' && !r.tableau.some((c) => designOf(s.level, c).name === d.name);
    case 'world':
      return d.kind === 'world' && (!military || profile.military !== 'never');
    case 'alien-world':
      // RULE-AMBIGUITY: "only Alien worlds" [S-BoW] is read as Alien worlds of any kind, military ones
      // included (its card pays for Alien military worlds); U-16: Alien = the ALIEN keyword.
      return d.kind === 'world' && d.flags.includes('ALIEN');
    case 'alien-military-or-civil':
      return d.kind === 'world' && (!military || d.flags.includes('ALIEN'));
  }
}

/**
 * Flip to find [S-TGS "Virar para Encontrar"]: turn the pile's cards over one at a time, discarding each
 * non-match, until a match the robot can pay for; it is placed. An unaffordable match is discarded and the
 * flipping goes on ([S-TGS] for a 6-cost development in the Develop action).
 * RULE-AMBIGUITY: U-05 — the seed stops before saying what happens when the pile runs out: the search fails,
 * nothing is placed or paid.
 * Returns the card placed, or null.
 */
export function flipToFind(ctx: Ctx, step: Extract<Step, { op: 'flip' }>): number | null {
  const { s } = ctx;
  const r = soloOf(s);
  const discarded: number[] = [];
  let placed: number | null = null;
  while (r.pile.length > 0) {
    const card = r.pile.pop()!;
    ctx.ev.push({ type: 'robot-flip', text: `${ROBOT_NAME} flips ${cardName(s, card)}.`, data: { card } });
    if (matches(s, step.find, card)) {
      const d = designOf(s.level, card);
      let price = isSixCostDev(s, card) && step.sixCost !== undefined ? step.sixCost : step.cost;
      if (d.kind === 'world' && d.flags.includes('MILITARY')) price += step.militaryCost ?? 0;
      if (r.credit >= price) {
        if (price > 0) robotCredit(ctx, -price, `paying for ${d.name}`);
        robotPlace(ctx, card, price);
        placed = card;
        break;
      }
    }
    s.discard.push(card);
    discarded.push(card);
  }
  if (discarded.length > 0)
    ctx.ev.push({
      type: 'robot-discard',
      text: `${ROBOT_NAME} discards ${discarded.length} flipped card${discarded.length === 1 ? '' : 's'}.`,
      data: { cards: discarded },
    });
  if (placed === null) ctx.ev.push({ type: 'robot-flip-failed', text: `${ROBOT_NAME}'s pile ran out: nothing found.`, data: { find: step.find } });
  return placed;
}

function worldsWith(s: RftgState, r: SoloState, flag: Parameters<typeof hasCardFlag>[2]): number {
  return r.tableau.filter((c) => designOf(s.level, c).kind === 'world' && hasCardFlag(s, c, flag)).length;
}

/** Runs one row of the mat, step by step; `label` names it in the events (e.g. "develop.action"). */
export function runRow(ctx: Ctx, row: Row, label: string): void {
  const { s } = ctx;
  const r = soloOf(s);
  ctx.ev.push({
    type: 'robot-row',
    text: `${ROBOT_NAME}: ${label}${row.provisional ? ' (provisional row)' : ''}.`,
    data: { row: label, provisional: row.provisional ?? false },
  });
  for (const step of row.steps) {
    switch (step.op) {
      case 'draw':
        robotDraw(ctx, step.n, label);
        break;
      case 'drawPerWorld':
        robotDraw(ctx, step.base + worldsWith(s, r, step.flag), label);
        break;
      case 'credit':
        robotCredit(ctx, step.n, label);
        break;
      case 'economy':
        robotEconomy(ctx, step.n, label);
        break;
      case 'vpEconomy':
        robotVp(ctx, step.times * r.economy, label);
        break;
      case 'prestige': {
        // RULE-AMBIGUITY: Alien Research Team carries the ALIEN keyword itself, so "if it has at least one Alien
        // world" [S-BoW] would always hold if it counted: the start world is left out of this condition.
        const flag = step.ifWorldFlag;
        const ok = !flag || r.tableau.some((c) => c !== r.startWorld && designOf(s.level, c).kind === 'world' && hasCardFlag(s, c, flag));
        if (ok) robotPrestige(ctx, step.n, label);
        break;
      }
      case 'counter6':
        if (r.countersPlaced < r.counters.length && r.credit >= step.minCredit) {
          robotCredit(ctx, -step.pay, '6-cost development counter');
          const vp = r.counters[r.countersPlaced];
          r.countersPlaced += 1;
          ctx.ev.push({ type: 'robot-counter', text: `${ROBOT_NAME} places a ${vp}-VP 6-cost development counter.`, data: { vp, placed: r.countersPlaced } });
          return;
        }
        break;
      case 'needCredit':
        if (r.credit < step.min) return;
        break;
      case 'flip':
        flipToFind(ctx, step);
        break;
    }
  }
}
