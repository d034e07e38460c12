/**
 * Paying M€ amounts: with steel (building cards, 2 each, +1 Advanced Alloys),
 * titanium (space cards, 3 each, +1 Advanced Alloys, +1 PhoboLog) and heat
 * (Helion, 1 each), M€ being the rest. Steel and titanium may overpay, no
 * change is given; a split is legal only if none of its steel, titanium or
 * heat could be left out (so heat and M€ never overpay).
 *
 * RULE-AMBIGUITY: Helion's heat pays every M€ cost of an action (cards, standard projects, milestones,
 * awards, blue-card costs) but not the 3 M€ of buying cards (research, Business Network, Inventors' Guild).
 */
import { heatAsMc, steelValue, titaniumValue } from './tableau';
import type { PlayerState } from './state';

/** A type, not an interface: it is sent as plain JSON in a question's choices. */
export type Split = { steel: number; titanium: number; heat: number };

export interface PayTerms {
  cost: number;
  steel: boolean;
  titanium: boolean;
  /** Heat the same action must still spend (Local Heat Trapping): not usable as M€. */
  reserveHeat: number;
}

function limits(p: PlayerState, t: PayTerms) {
  const sv = steelValue(p);
  const tv = titaniumValue(p);
  return {
    sv,
    tv,
    maxS: t.steel ? Math.min(p.res.steel, Math.ceil(t.cost / sv)) : 0,
    maxT: t.titanium ? Math.min(p.res.titanium, Math.ceil(t.cost / tv)) : 0,
    maxH: heatAsMc(p) ? Math.max(0, Math.min(p.res.heat - t.reserveHeat, t.cost)) : 0,
  };
}

export function canPay(p: PlayerState, t: PayTerms): boolean {
  const { sv, tv, maxS, maxT, maxH } = limits(p, t);
  return p.res.mc + maxS * sv + maxT * tv + maxH >= t.cost;
}

/** The heat amounts that complete a steel/titanium part; [] when none does. */
function heatRange(p: PlayerState, cost: number, metalValue: number, unitValues: number[], maxH: number): number[] {
  const rest = cost - metalValue;
  if (rest <= 0) {
    // Overpaid by metal alone: legal only if no unit of it could be left out.
    return unitValues.every((u) => metalValue - u < cost) ? [0] : [];
  }
  const lo = Math.max(0, rest - p.res.mc);
  const hi = Math.min(maxH, rest);
  const out: number[] = [];
  for (let h = lo; h <= hi; h++) out.push(h);
  return out;
}

/** Every legal split, or, past `limit`, null (ask the metal part first, then the heat). */
export function splits(p: PlayerState, t: PayTerms, limit = Infinity): Split[] | null {
  const { sv, tv, maxS, maxT, maxH } = limits(p, t);
  const out: Split[] = [];
  for (let s = 0; s <= maxS; s++) {
    for (let ti = 0; ti <= maxT; ti++) {
      const units = [...(s > 0 ? [sv] : []), ...(ti > 0 ? [tv] : [])];
      for (const heat of heatRange(p, t.cost, s * sv + ti * tv, units, maxH)) {
        out.push({ steel: s, titanium: ti, heat });
        if (out.length > limit) return null;
      }
    }
  }
  return out;
}

/** The steel/titanium parts that some heat amount completes (the first of two questions). */
export function metalParts(p: PlayerState, t: PayTerms): { steel: number; titanium: number }[] {
  const { sv, tv, maxS, maxT, maxH } = limits(p, t);
  const out: { steel: number; titanium: number }[] = [];
  for (let s = 0; s <= maxS; s++) {
    for (let ti = 0; ti <= maxT; ti++) {
      const units = [...(s > 0 ? [sv] : []), ...(ti > 0 ? [tv] : [])];
      if (heatRange(p, t.cost, s * sv + ti * tv, units, maxH).length > 0) out.push({ steel: s, titanium: ti });
    }
  }
  return out;
}

export function heatParts(p: PlayerState, t: PayTerms, metal: { steel: number; titanium: number }): Split[] {
  const { sv, tv, maxH } = limits(p, t);
  const units = [...(metal.steel > 0 ? [sv] : []), ...(metal.titanium > 0 ? [tv] : [])];
  return heatRange(p, t.cost, metal.steel * sv + metal.titanium * tv, units, maxH).map((heat) => ({ ...metal, heat }));
}

/** Takes a legal split and the M€ rest from the player. */
export function pay(p: PlayerState, cost: number, split: Split): void {
  const value = split.steel * steelValue(p) + split.titanium * titaniumValue(p) + split.heat;
  p.res.steel -= split.steel;
  p.res.titanium -= split.titanium;
  p.res.heat -= split.heat;
  p.res.mc -= Math.max(0, cost - value);
}
