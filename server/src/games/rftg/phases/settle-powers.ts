/**
 * The Brink of War's extra Settle powers, used once a seat's own settling is
 * done (or when it placed nothing): Terraforming Engineers' world upgrade and
 * Rebel Sneak Attack's additional military world; plus what spending a good
 * or a prestige for a Settle power does.
 *
 * RULE-AMBIGUITY: like the reference engine, a seat is asked which extra power
 * to use next (or none) until it stops or none is left; Improved Logistics
 * joins that list when another extra power is also available. The upgrade
 * ("in addition to any Settle action") is offered whether or not the seat
 * placed a world; a seat that placed none is first asked about a takeover.
 * A declared takeover counts as the first placement for Improved Logistics
 * and Rebel Sneak Attack (as in the reference engine).
 * Rebel Sneak Attack's world brings no Settle bonus card (rules) but does
 * bring the other after-placing powers (draw after, prestige).
 */
import { activePowers, designOf, goodOf, hasCardFlag, hasPowerFlag, type ActivePower, type PlainGood } from '../cardinfo';
import { canSettle, settlePowers, spendableGoods } from '../military';
import { addGood, discardFromTableau, removeGood } from '../piles';
import { gainPrestige, prestigeOnPlace } from '../prestige';
import { pickAsk } from '../prompts';
import type { SettlePayment } from '../questions';
import type { Ctx, PlayerState, RftgState } from '../state';

/** Prestige Terraforming Engineers' upgrade brings (the power's value is the cost margin). */
const UPGRADE_PRESTIGE = 1;

/** Extra Settle powers a seat could use now, in the order they are offered. */
export function extraPowers(s: RftgState, seat: number): ActivePower[] {
  const p = s.players[seat];
  // A second (or extra military) world follows a first placement, or a takeover declared instead.
  const mine = s.takeovers.filter((t) => t.attacker === seat);
  const first = p.phase.placed > 0 || mine.length > 0;
  // A card discarded for a declared takeover (Rebel Sneak Attack, Imperium Invasion Fleet) is spent.
  const spent = mine
    .flatMap((t) => [t.power, ...(t.conquer ? [t.conquer] : [])])
    .filter(([card, index]) => hasPowerFlag(designOf(s.level, card).powers[index], 'DISCARD'))
    .map(([card]) => card);
  return activePowers(s, p, 3).filter((ap) => {
    if (spent.includes(ap.card)) return false;
    if (hasPowerFlag(ap.power, 'PLACE_TWO')) return first;
    if (hasPowerFlag(ap.power, 'PLACE_MILITARY')) return first && p.tableau.includes(ap.card);
    if (hasPowerFlag(ap.power, 'UPGRADE_WORLD')) return upgradeTargets(s, p).length > 0;
    return false;
  });
}

/**
 * Whether an extra Settle power (from extraPowers) has something to work with in the seat's hand. Only
 * the owner may know that: the question about these powers is asked whenever one applies by what all
 * can see, and offers just "none" when nothing in hand fits (else its very existence would tell the
 * others what the hand holds).
 */
export function extraPowerUsable(s: RftgState, seat: number, ap: ActivePower): boolean {
  const p = s.players[seat];
  if (hasPowerFlag(ap.power, 'PLACE_MILITARY')) return militaryExtraWorlds(s, seat).length > 0;
  if (hasPowerFlag(ap.power, 'UPGRADE_WORLD')) return upgradeChoices(s, p, ap.power.value).length > 0;
  return true;
}

/**
 * Rebel Sneak Attack: worlds in hand the seat can conquer now, without pay-for-military powers (hand
 * cards as military and other temporary military may help): military worlds, or a peaceful one with a
 * power that conquers it as a military world (Imperium Invasion Fleet, which the rules allow with it).
 */
export function militaryExtraWorlds(s: RftgState, seat: number): number[] {
  const p = s.players[seat];
  const powers = settlePowers(s, p);
  return p.hand.filter((c) => designOf(s.level, c).kind === 'world' && canSettle(s, p, c, p.hand.length - 1, true, powers));
}

/**
 * Two worlds of the same kind for an upgrade: the same good kind, or both without goods (the rules count
 * a gray world as a kind here), or either one Alien Oort Cloud Refinery (every kind).
 */
function sameKind(s: RftgState, a: number, b: number): boolean {
  const ga = goodOf(s, a);
  const gb = goodOf(s, b);
  return ga === gb || ga === 'any' || gb === 'any';
}

/**
 * Terraforming Engineers: [hand world, tableau world] pairs. The replaced world is a non-military world
 * on the tableau since the phase began (not one placed this phase); the replacement a non-military
 * world of the same kind costing from the old cost to `margin` more.
 */
const peacefulWorld = (s: RftgState, c: number): boolean => designOf(s.level, c).kind === 'world' && !hasCardFlag(s, c, 'MILITARY');

/** The tableau worlds an upgrade may replace: non-military, and there since the phase began (public). */
function upgradeTargets(s: RftgState, p: PlayerState): number[] {
  return p.phase.snapshot.filter((w) => p.tableau.includes(w) && peacefulWorld(s, w));
}

export function upgradeChoices(s: RftgState, p: PlayerState, margin: number): number[][] {
  const out: number[][] = [];
  const olds = upgradeTargets(s, p);
  for (const n of p.hand.filter((c) => peacefulWorld(s, c))) {
    for (const o of olds) {
      const newCost = designOf(s.level, n).cost;
      const oldCost = designOf(s.level, o).cost;
      if (newCost >= oldCost && newCost <= oldCost + margin && sameKind(s, n, o)) out.push([n, o]);
    }
  }
  return out;
}

/**
 * Replaces `old` with `replacement` from hand. The old world goes to the discard pile with its goods and
 * saved cards; the new one is placed at no cost (windfall good, placement prestige), then the power's
 * prestige. It counts as no placement for other Settle powers or the Settle bonus.
 */
export function applyUpgrade(ctx: Ctx, seat: number, card: number, replacement: number, old: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  ctx.ev.push({
    type: 'upgrade',
    text: `${p.name} uses ${designOf(s.level, card).name} to replace ${designOf(s.level, old).name} with ${designOf(s.level, replacement).name}.`,
    data: { seat, card, world: old, replacement },
  });
  discardFromTableau(ctx, seat, old);
  p.hand = p.hand.filter((c) => c !== replacement);
  p.tableau.push(replacement);
  ctx.ev.push({ type: 'place', text: `${p.name} places ${designOf(s.level, replacement).name}.`, data: { seat, card: replacement } });
  if (hasCardFlag(s, replacement, 'WINDFALL')) addGood(ctx, seat, replacement);
  prestigeOnPlace(ctx, seat, replacement);
  gainPrestige(ctx, seat, UPGRADE_PRESTIGE, designOf(s.level, card).name);
}

/**
 * Goods still owed for spend powers used in a payment, as kinds. Returns true when one needs a choice
 * (an ask is open); goods with only one candidate go without asking.
 */
export function spendGoods(ctx: Ctx, seat: number, world: number | null, kinds: PlainGood[], then: SettlePayment): boolean {
  const { s } = ctx;
  const p = s.players[seat];
  while (kinds.length > 0) {
    const kind = kinds[0];
    const from = spendableGoods(s, p, kind, world);
    if (from.length === 0) {
      kinds.shift();
      continue;
    }
    if (new Set(from).size === 1) {
      kinds.shift();
      consumeGood(ctx, seat, from[0], kind);
      continue;
    }
    p.ask = pickAsk('settle-good', `Choose the ${kind} good to spend`, from, 1, 1, { world, kind, kinds: kinds.slice(1), then, shape: 'int-list' });
    return true;
  }
  return false;
}

export function consumeGood(ctx: Ctx, seat: number, from: number, kind: PlainGood): void {
  const p = ctx.s.players[seat];
  removeGood(ctx, seat, from);
  ctx.ev.push({ type: 'spend-good', text: `${p.name} spends a ${kind} good from ${designOf(ctx.s.level, from).name}.`, data: { seat, world: from, kind } });
}
