/**
 * 7 Technology. Primary: one technology free (prerequisites apply). Secondary: one technology for 8
 * resources, −1 for each ready planet one controls whose specialty matches its colour (the planet is not
 * exhausted by the discount).
 * Action cards played before the purchase (the folded `before-tech-purchase` window, action-cards/technology.ts)
 * change it for the rest of the turn: Corporate Sponsorship (a green technology 4 cheaper), Opening the Black
 * Box (red planets count twice for a red technology), Focused Research (one missing prerequisite ignored, for
 * 6 resources more); Tech Bubble (after the primary) lets its holder follow the secondary too.
 */
import { planetsOf } from '../board';
import { TECHNOLOGIES, technology, type Technology } from '../data';
import { requestPayment, spendable } from '../payment';
import { systemTile } from '../data';
import { roundEffect, type Ctx, type Ti3State } from '../state';
import { at } from '../timing';
import { specialtiesForAllColors, technologyBan, technologyCostChange } from '../politics/rules';
import type { CardRules } from './card';

export function hasPrereqs(owned: readonly string[], t: Technology): boolean {
  return missingPrereqs(owned, t) === 0;
}

/** Prerequisite requirements not met: one for an unmet "either of", else each one not owned. */
function missingPrereqs(owned: readonly string[], t: Technology): number {
  if (t.prereqMode === 'none') return 0;
  if (t.prereqMode === 'or') return t.prereqs.some((p) => owned.includes(p)) ? 0 : 1;
  return t.prereqs.filter((p) => !owned.includes(p)).length;
}

/** An action card played for this turn's purchase by `seat` (turn-scoped `cardEffects`). */
const playedForTurn = (s: Ti3State, seat: number, card: string) => s.cardEffects.some((e) => e.card === card && e.seat === seat && e.round === undefined);

/** Focused Research: the price of the one prerequisite it ignores. */
const FOCUSED_RESEARCH_PRICE = 6;
const CORPORATE_SPONSORSHIP_DISCOUNT = 4;

/** Technologies the seat may gain (`purchase`: by buying them), laws and Scientist Assassination permitting. */
export function researchable(s: Ti3State, seat: number, purchase = false): string[] {
  if (roundEffect(s, 'Scientist Assassination', (e) => e.seat === seat)) return [];
  const owned = s.players[seat].techs;
  const missing = purchase && playedForTurn(s, seat, 'Focused Research') ? 1 : 0;
  return TECHNOLOGIES.filter((t) => !owned.includes(t.name) && missingPrereqs(owned, t) <= missing && technologyBan(s, t.name, purchase) === null).map(
    (t) => t.name,
  );
}

export function techCost(s: Ti3State, seat: number, name: string): number {
  const t = technology(name);
  const color = t.color;
  // Opening the Black Box: each red planet grants 2 for a red technology.
  const credit = color === 'red' && playedForTurn(s, seat, 'Opening the Black Box') ? 2 : 1;
  const discount = planetsOf(s, seat).filter((n) => {
    if (s.planets[n].exhausted) return false;
    const p = systemTile(s.galaxy[s.planets[n].at]).planets.find((x) => x.name === n);
    return p?.specialty === color || (specialtiesForAllColors(s) && (p?.specialty ?? null) !== null);
  }).length;
  const sponsored = color === 'green' && playedForTurn(s, seat, 'Corporate Sponsorship') ? CORPORATE_SPONSORSHIP_DISCOUNT : 0;
  const focused = playedForTurn(s, seat, 'Focused Research') && missingPrereqs(s.players[seat].techs, t) > 0 ? FOCUSED_RESEARCH_PRICE : 0;
  return Math.max(0, 8 - credit * discount - sponsored + technologyCostChange(s, seat, name)) + focused;
}

/** Tech Bubble: after the primary, its holder spends a Strategy Allocation counter to follow the secondary too. */
function techBubble(ctx: Ctx, seat: number): void {
  const p = ctx.s.players[seat];
  if (!playedForTurn(ctx.s, seat, 'Tech Bubble') || p.strategy === 0) return;
  p.strategy -= 1;
  ctx.ev.push({ type: 'follow', data: { seat, card: 7, paid: true, source: 'Tech Bubble' } });
  ctx.s.tasks.unshift({ t: 'secondary', seat, card: 7 });
}

export function gain(ctx: Ctx, seat: number, name: string): void {
  at(ctx, 'before-technology', { seat, name });
  ctx.s.players[seat].techs.push(name);
  ctx.ev.push({ type: 'technology', text: `seat ${seat} gains ${name}`, data: { seat, technology: name } });
}

function buyable(s: Ti3State, seat: number): string[] {
  return researchable(s, seat, true).filter((n) => techCost(s, seat, n) <= spendable(s, seat, 'resources'));
}

export const TECHNOLOGY = 7;

export const technologyCard: CardRules = {
  initiative: TECHNOLOGY,
  name: 'Technology',
  primary: {
    text: 'Technology: gain one technology free',
    choices: (s, t) => (researchable(s, t.seat).length > 0 ? researchable(s, t.seat) : null),
    resolve: (ctx, t, answer) => {
      if (answer !== null) gain(ctx, t.seat, answer as string);
      techBubble(ctx, t.seat);
      return true;
    },
  },
  secondary: {
    text: 'Technology: buy one technology for 8 resources less your matching specialties',
    choices: (s, t) => buyable(s, t.seat),
    resolve: (ctx, t, answer) => {
      const name = answer as string;
      requestPayment(ctx, t.seat, 'resources', techCost(ctx.s, t.seat, name), [{ t: 'gain-tech', seat: t.seat, name }]);
      return true;
    },
  },
  worthFollowing: (s, seat) => buyable(s, seat).length > 0,
};
