/**
 * 7 Technology. Primary: one technology free (prerequisites apply). Secondary: one technology for 8
 * resources, −1 for each ready planet one controls whose specialty matches its colour (the planet is not
 * exhausted by the discount).
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
  if (t.prereqMode === 'none') return true;
  if (t.prereqMode === 'or') return t.prereqs.some((p) => owned.includes(p));
  return t.prereqs.every((p) => owned.includes(p));
}

/** Technologies the seat may gain (`purchase`: by buying them), laws and Scientist Assassination permitting. */
export function researchable(s: Ti3State, seat: number, purchase = false): string[] {
  if (roundEffect(s, 'Scientist Assassination', (e) => e.seat === seat)) return [];
  const owned = s.players[seat].techs;
  return TECHNOLOGIES.filter((t) => !owned.includes(t.name) && hasPrereqs(owned, t) && technologyBan(s, t.name, purchase) === null).map((t) => t.name);
}

export function techCost(s: Ti3State, seat: number, name: string): number {
  const color = technology(name).color;
  const discount = planetsOf(s, seat).filter((n) => {
    if (s.planets[n].exhausted) return false;
    const p = systemTile(s.galaxy[s.planets[n].at]).planets.find((x) => x.name === n);
    return p?.specialty === color || (specialtiesForAllColors(s) && (p?.specialty ?? null) !== null);
  }).length;
  return Math.max(0, 8 - discount + technologyCostChange(s, seat, name));
}

export function gain(ctx: Ctx, seat: number, name: string): void {
  at(ctx, 'before-technology', { seat, name });
  ctx.s.players[seat].techs.push(name);
  ctx.ev.push({ type: 'technology', text: `seat ${seat} gains ${name}`, data: { seat, technology: name } });
}

function buyable(s: Ti3State, seat: number): string[] {
  return researchable(s, seat, true).filter((n) => techCost(s, seat, n) <= spendable(s, seat, 'resources'));
}

export const technologyCard: CardRules = {
  initiative: 7,
  name: 'Technology',
  primary: {
    text: 'Technology: gain one technology free',
    choices: (s, t) => (researchable(s, t.seat).length > 0 ? researchable(s, t.seat) : null),
    resolve: (ctx, t, answer) => {
      if (answer !== null) gain(ctx, t.seat, answer as string);
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
