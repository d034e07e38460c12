/**
 * Military strength and settle costs: which optional Settle powers may help
 * place a world, and what each combination of them costs.
 */
import { activePowers, designOf, goodOf, hasCardFlag, hasPowerFlag, powerGoodQualifier, type ActivePower } from './cardinfo';
import type { CardPower } from './data/types';
import type { PlayerState, RftgState } from './state';

/** Unconditional military: powers that are exactly EXTRA_MILITARY (negative ones included). */
export function totalMilitary(s: RftgState, p: PlayerState): number {
  let amt = 0;
  for (const { power } of activePowers(s, p, 3, true)) {
    if (power.flags.length === 1 && power.flags[0] === 'EXTRA_MILITARY') amt += power.value;
  }
  return amt;
}

/** A conditional military power (kind-specific, or against Rebels) that applies to this world. */
function conditionalMilitary(s: RftgState, power: CardPower, world: number): number {
  if (!hasPowerFlag(power, 'EXTRA_MILITARY') || hasPowerFlag(power, 'DISCARD')) return 0;
  const kind = powerGoodQualifier(power);
  const rebelOnly = hasPowerFlag(power, 'AGAINST_REBEL');
  if (!kind && !rebelOnly) return 0;
  if (kind && goodOf(s, world) !== kind) return 0;
  if (rebelOnly && !hasCardFlag(s, world, 'REBEL')) return 0;
  return power.value;
}

/** Optional Settle powers that may take part in paying for `world` (the reference engine's "special" list). */
export function optionalSettlePowers(s: RftgState, p: PlayerState, world: number): ActivePower[] {
  const military = hasCardFlag(s, world, 'MILITARY');
  const alien = goodOf(s, world) === 'alien';
  return activePowers(s, p, 3).filter(({ power }) => {
    if (hasPowerFlag(power, 'DISCARD') && hasPowerFlag(power, 'EXTRA_MILITARY')) {
      const kind = powerGoodQualifier(power);
      return !kind || goodOf(s, world) === kind;
    }
    if (hasPowerFlag(power, 'REDUCE_ZERO')) return !alien;
    if (hasPowerFlag(power, 'PAY_MILITARY')) {
      if (!military) return false;
      if (hasPowerFlag(power, 'ALIEN') ? !alien : alien) return false;
      if (hasPowerFlag(power, 'AGAINST_REBEL') && !hasCardFlag(s, world, 'REBEL')) return false;
      return true;
    }
    return false;
  });
}

/**
 * Cards to discard to place `world` using exactly the optional powers `used`,
 * or -1 when that combination cannot place it (not enough military, or an
 * inconsistent combination). Conquering costs no cards.
 */
export function settleCost(s: RftgState, p: PlayerState, world: number, used: ActivePower[]): number {
  const d = designOf(s.level, world);
  const alien = goodOf(s, world) === 'alien';
  const conquer = d.flags.includes('MILITARY');
  let cost = d.cost;
  let military = totalMilitary(s, p);
  let payMilitary = false;
  let discardZero = false;
  for (const { power } of used) {
    if (hasPowerFlag(power, 'PAY_MILITARY')) {
      if (payMilitary) return -1;
      payMilitary = true;
      cost = Math.max(0, cost - power.value);
    }
    if (hasPowerFlag(power, 'DISCARD')) {
      if (hasPowerFlag(power, 'REDUCE_ZERO')) {
        discardZero = true;
        if (!alien) cost = 0;
      }
      if (hasPowerFlag(power, 'EXTRA_MILITARY')) military += power.value;
    }
  }
  if (discardZero && conquer && !payMilitary) return -1;
  for (const { power } of activePowers(s, p, 3)) {
    if (hasPowerFlag(power, 'REDUCE')) {
      const kind = powerGoodQualifier(power);
      if (!kind || goodOf(s, world) === kind) cost -= power.value;
    }
    military += conditionalMilitary(s, power, world);
  }
  cost = Math.max(0, cost);
  if (conquer && !payMilitary) return military >= d.cost ? 0 : -1;
  return cost;
}

/** Every subset of the optional powers with the cards it costs, keeping those that can place the world with `handSize` cards. */
export function settlePlans(s: RftgState, p: PlayerState, world: number, handSize: number): { powers: ActivePower[]; cost: number }[] {
  const opts = optionalSettlePowers(s, p, world);
  const out: { powers: ActivePower[]; cost: number }[] = [];
  for (let mask = 0; mask < 1 << opts.length; mask++) {
    const used = opts.filter((_, i) => mask & (1 << i));
    const cost = settleCost(s, p, world, used);
    if (cost >= 0 && cost <= handSize) out.push({ powers: used, cost });
  }
  return out;
}
