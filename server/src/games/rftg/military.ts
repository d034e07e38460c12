/**
 * Military strength and settle costs: which optional Settle powers may help
 * place a world, and what each combination of them costs.
 */
import { activePowers, designOf, goodOf, hasCardFlag, hasPowerFlag, powerGoodQualifier, powerSubset, type ActivePower, type PlainGood } from './cardinfo';
import type { CardPower } from './data/types';
import type { PhaseStage, PlayerState, RftgState } from './state';
import { boosted, bonusActionFor } from './actions';

/**
 * Unconditional military of one Settle power (plain, per military world, or while an Imperium card is in
 * play), with `tableau` the cards it counts.
 */
function unconditionalMilitary(s: RftgState, tableau: readonly number[], power: CardPower): number {
  const f = power.flags as readonly string[];
  if (f.length === 1 && f[0] === 'EXTRA_MILITARY') return power.value;
  if (f.length !== 2 || !f.includes('EXTRA_MILITARY')) return 0;
  const count = (flag: 'MILITARY' | 'CHROMO' | 'IMPERIUM') => tableau.filter((c) => hasCardFlag(s, c, flag)).length;
  if (f.includes('PER_MILITARY')) return power.value * count('MILITARY');
  if (f.includes('PER_CHROMO')) return power.value * count('CHROMO');
  if (f.includes('IF_IMPERIUM')) return count('IMPERIUM') > 0 ? power.value : 0;
  return 0;
}

/** Military strength that applies against any world (negative powers included). */
export function totalMilitary(s: RftgState, p: PlayerState): number {
  let amt = 0;
  // Tableau counts take the cards present when the phase began (BoW rules clarification).
  for (const { power } of activePowers(s, p, 3, true)) amt += unconditionalMilitary(s, p.phase.snapshot, power);
  return amt;
}

/** Military strength of the cards on the tableau now, as goals count it between phases (no temporary military). */
export function tableauMilitary(s: RftgState, p: PlayerState): number {
  let amt = 0;
  for (const card of p.tableau) for (const power of designOf(s.level, card).powers) if (power.phase === 3) amt += unconditionalMilitary(s, p.tableau, power);
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
export function optionalSettlePowers(s: RftgState, p: PlayerState, world: number, powers = settlePowers(s, p)): ActivePower[] {
  const military = hasCardFlag(s, world, 'MILITARY');
  const alien = goodOf(s, world) === 'alien';
  return powers.unused.filter(({ power }) => {
    if (hasPowerFlag(power, 'DISCARD') && hasPowerFlag(power, 'EXTRA_MILITARY')) {
      const kind = powerGoodQualifier(power);
      return !kind || goodOf(s, world) === kind;
    }
    // BoW: spend a good or prestige for a reduction or temporary military (offered like discard-for-military).
    if (isSpendPower(power)) return canSpend(s, p, power, world);
    // RULE-READING: Colony Ship's "non-Alien world" is one without an Alien good, as the reference engine reads it:
    // its logs place Alien Rosetta Stone World (Alien keyword, no good) with it for free (README, RftG).
    if (hasPowerFlag(power, 'REDUCE_ZERO')) return !alien;
    if (hasPowerFlag(power, 'PAY_MILITARY')) {
      if (!military) return false;
      if (hasPowerFlag(power, 'ALIEN') ? !alien : alien) return false;
      if (hasPowerFlag(power, 'AGAINST_REBEL') && !hasCardFlag(s, world, 'REBEL')) return false;
      // Ravaged Uplift World pays for chromosome worlds only.
      if (hasPowerFlag(power, 'AGAINST_CHROMO') && !hasCardFlag(s, world, 'CHROMO')) return false;
      return true;
    }
    // Offered for any world, as the reference engine does, though hand cards only help conquer.
    if (hasPowerFlag(power, 'MILITARY_HAND')) return true;
    // Imperium Cloaking Technology: conquer a peaceful world instead of paying for it.
    if (hasPowerFlag(power, 'CONQUER_SETTLE')) return !military;
    return false;
  });
}

/** BoW: a Settle power paid for with a good (CONSUME_RARE/GENE) or a prestige (CONSUME_PRESTIGE). */
export function isSpendPower(power: CardPower): boolean {
  return hasPowerFlag(power, 'CONSUME_RARE') || hasPowerFlag(power, 'CONSUME_GENE') || hasPowerFlag(power, 'CONSUME_PRESTIGE');
}

/** The good kind a CONSUME_* Settle power spends, or null for prestige. */
export function spendKind(power: CardPower): PlainGood | null {
  if (hasPowerFlag(power, 'CONSUME_RARE')) return 'rare';
  if (hasPowerFlag(power, 'CONSUME_GENE')) return 'gene';
  return null;
}

/**
 * One entry per good of `kind` the player could spend now, as world ids. Alien Oort Cloud Refinery's good
 * is of every kind here: its owner may name its kind at any moment (BoW rules), as the reference engine
 * lets it pay for any kind.
 * RULE-AMBIGUITY: a good on the world being paid for cannot pay for it (goods gained by placing a card
 * are usable only after paying for it); goods on worlds placed earlier this phase can.
 */
export function spendableGoods(s: RftgState, p: PlayerState, kind: PlainGood, exclude: number | null): number[] {
  const out: number[] = [];
  for (const w of p.tableau) {
    const g = goodOf(s, w);
    if (w === exclude || (g !== kind && g !== 'any')) continue;
    for (let i = 0; i < (p.goods[w]?.length ?? 0); i++) out.push(w);
  }
  return out;
}

/** Whether the player holds what a spend power costs (a good of its kind, or a prestige). */
export function canSpend(s: RftgState, p: PlayerState, power: CardPower, exclude: number | null): boolean {
  const kind = spendKind(power);
  if (kind === null) return p.prestige >= 1;
  return spendableGoods(s, p, kind, exclude).length > 0;
}

/** Several spend powers used together each need their own good (or prestige). */
export function spendsAffordable(s: RftgState, p: PlayerState, world: number | null, used: ActivePower[]): boolean {
  // Most payments use no power at all: asked for every world in hand.
  if (used.length === 0) return true;
  const need = new Map<PlainGood | null, number>();
  for (const { power } of used) if (isSpendPower(power)) need.set(spendKind(power), (need.get(spendKind(power)) ?? 0) + 1);
  for (const [kind, n] of need) {
    const have = kind === null ? p.prestige : spendableGoods(s, p, kind, world).length;
    if (have < n) return false;
  }
  return true;
}

/** How many hand cards a payment takes: exactly `min` unless hand cards count as military (then up to `max`). */
export interface SettleCost {
  min: number;
  max: number;
}

/** BoW: the player boosted this Settle phase's action with prestige (+2 military, 3 fewer cards to pay). */
export function prestigeSettle(s: RftgState, p: PlayerState): boolean {
  const action = bonusActionFor(s.stage as PhaseStage);
  return (action === 'SETTLE' || action === 'SETTLE2') && boosted(p, action);
}

/**
 * A player's Settle powers as a payment reads them: those not used yet this phase (optional powers,
 * reductions) and all of them (military counts used ones too), with the military that applies against
 * any world (total, temporary, prestige boost). The same for every world in hand.
 */
export interface SettlePowers {
  unused: ActivePower[];
  all: ActivePower[];
  military: number;
}

export function settlePowers(s: RftgState, p: PlayerState): SettlePowers {
  const all = activePowers(s, p, 3, true);
  let military = p.phase.tempMilitary;
  for (const { power } of all) military += unconditionalMilitary(s, p.phase.snapshot, power);
  if (prestigeSettle(s, p)) military += 2;
  // The unused ones are `all` but those used this phase, in the same order: one walk over the tableau for both.
  const used = p.phase.used;
  const unused = used.length === 0 ? all : all.filter((ap) => !used.includes(ap.key));
  return { unused, all, military };
}

/**
 * Military that applies to `world` without any optional power: the player's
 * total, conditional powers (kind-specific, against Rebels), and temporary
 * military gained earlier this phase.
 */
export function militaryAgainst(s: RftgState, p: PlayerState, world: number, powers = settlePowers(s, p)): number {
  let military = powers.military;
  for (const { power } of powers.all) military += conditionalMilitary(s, power, world);
  return military;
}

/**
 * Cards to discard to place `world` using exactly the optional powers `used`,
 * or null when that combination cannot place it (not enough military, or an
 * inconsistent combination). Conquering costs no cards, except hand cards
 * used as temporary military.
 */
export function settleCost(
  s: RftgState,
  p: PlayerState,
  world: number,
  used: ActivePower[],
  powers = settlePowers(s, p),
  militaryBefore = militaryAgainst(s, p, world, powers),
): SettleCost | null {
  const d = designOf(s.level, world);
  const alien = goodOf(s, world) === 'alien';
  let conquer = d.flags.includes('MILITARY');
  let cost = d.cost;
  let military = militaryBefore;
  let payMilitary = false;
  let discardZero = false;
  let conquerPeaceful = false;
  let handMilitary = 0;
  for (const { power } of used) {
    if (hasPowerFlag(power, 'PAY_MILITARY')) {
      if (payMilitary) return null;
      payMilitary = true;
      cost = Math.max(0, cost - power.value);
    }
    if (hasPowerFlag(power, 'MILITARY_HAND')) handMilitary += power.value;
    if (hasPowerFlag(power, 'DISCARD')) {
      if (hasPowerFlag(power, 'REDUCE_ZERO')) {
        discardZero = true;
        if (!alien) cost = 0;
      }
      if (hasPowerFlag(power, 'EXTRA_MILITARY')) military += power.value;
      if (hasPowerFlag(power, 'CONQUER_SETTLE')) {
        military += power.value;
        conquer = true;
        conquerPeaceful = true;
      }
    }
    if (isSpendPower(power)) {
      if (hasPowerFlag(power, 'EXTRA_MILITARY')) military += power.value;
      if (hasPowerFlag(power, 'REDUCE')) cost -= power.value;
    }
  }
  if (!spendsAffordable(s, p, world, used)) return null;
  if (handMilitary > 0 && (payMilitary || !conquer)) return null;
  if (conquerPeaceful && payMilitary) return null;
  if (discardZero && conquer && !payMilitary) return null;
  for (const { power } of powers.unused) {
    if (hasPowerFlag(power, 'REDUCE') && !isSpendPower(power)) {
      const kind = powerGoodQualifier(power);
      if (!kind || goodOf(s, world) === kind) cost -= power.value;
    }
    if (payMilitary && hasPowerFlag(power, 'PAY_DISCOUNT')) cost -= power.value;
  }
  if (prestigeSettle(s, p)) cost -= 3;
  cost = Math.max(0, cost);
  if (conquer && !payMilitary) {
    // RULE-READING: with a hand-military power (Space Mercenaries: "discard up to 2 cards for +1 temporary
    // military each") the player may discard up to its value even when the conquest is already won: the
    // card sets no need, and the military lasts the rest of the phase (a second world, a defence). The
    // reference engine accepts any count up to the power's value.
    const deficit = Math.max(0, d.cost - military);
    if (deficit > handMilitary) return null;
    return { min: deficit, max: handMilitary };
  }
  return { min: cost, max: cost };
}

export interface SettlePlan {
  powers: ActivePower[];
  cost: SettleCost;
}

/** Every subset of the optional powers with the cards it costs, keeping those that can place the world with `handSize` cards. */
export function settlePlans(s: RftgState, p: PlayerState, world: number, handSize: number, conquerOnly = false): SettlePlan[] {
  return plansFor(s, p, world, handSize, conquerOnly, settlePowers(s, p), Infinity);
}

/**
 * Whether some payment places `world` with `handSize` cards (settlePlans is not empty): asked of every world
 * in hand, with the player's Settle powers (`settlePowers`) looked up once for them all.
 */
export function canSettle(s: RftgState, p: PlayerState, world: number, handSize: number, conquerOnly = false, powers = settlePowers(s, p)): boolean {
  return plansFor(s, p, world, handSize, conquerOnly, powers, 1).length > 0;
}

/** The first `limit` plans of settlePlans, in subset order. */
function plansFor(s: RftgState, p: PlayerState, world: number, handSize: number, conquerOnly: boolean, powers: SettlePowers, limit: number): SettlePlan[] {
  const peaceful = !hasCardFlag(s, world, 'MILITARY');
  const military = militaryAgainst(s, p, world, powers);
  const plans: SettlePlan[] = [];
  /** Keeps `used` if it places the world with `handSize` cards; true once `limit` plans are found. */
  const enough = (used: ActivePower[]): boolean => {
    const cost = settleCost(s, p, world, used, powers, military);
    if (cost && cost.min <= handSize) plans.push({ powers: used, cost: { min: cost.min, max: Math.min(cost.max, handSize) } });
    return plans.length >= limit;
  };
  // Rebel Sneak Attack's extra world must be conquered: no pay-for-military, and a peaceful world only
  // with a power that conquers it (Imperium Invasion Fleet).
  const conquerPower = conquerOnly && peaceful;
  // The empty set is the first subset. It is tried before the optional powers are listed: `canSettle` asks
  // for every world in hand, and most are placed without any power or not at all.
  if (!conquerPower && enough([])) return plans;
  const opts = optionalSettlePowers(s, p, world, powers).filter(({ power }) => !conquerOnly || !hasPowerFlag(power, 'PAY_MILITARY'));
  // The other subsets in mask order (as powerSubsets lists them), each made only when it is tried.
  for (let mask = 1; mask < 1 << opts.length; mask++) {
    const used = powerSubset(opts, mask);
    if (conquerPower && !used.some(({ power }) => hasPowerFlag(power, 'CONQUER_SETTLE'))) continue;
    if (enough(used)) break;
  }
  return plans;
}
