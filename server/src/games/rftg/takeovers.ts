/**
 * Takeovers (Rebel vs Imperium, option `takeovers`): during Settle a player
 * who placed no world may declare a takeover of another player's military
 * world with a takeover power; declarations are secret until every seat has
 * decided. When the phase's placements are done the declared takeovers are
 * resolved one by one in turn order: attack (military against that world,
 * plus the power's bonus, plus temporary military) against defence (the
 * world's defence, the owner's military against it, defence powers,
 * temporary military). If the attack is at least the defence the defender may
 * still add temporary military (hand cards, discard-for-military powers);
 * then the attack wins ties. A taken world moves with its goods to the
 * attacker's tableau and brings the attacker the same rewards as settling
 * (Settle bonus card if still due, draw-after powers).
 *
 * RULE-AMBIGUITY: the rules do not say in which order several takeovers
 * resolve; we use turn order (as the reference engine, which resolves in its
 * seat order). A player whose takeover fails forfeits any later one this phase,
 * and a takeover of a world that already changed hands fails (reference engine).
 */
import type { Json } from '../../engine';
import { activePowers, designOf, hasCardFlag, hasPowerFlag, type ActivePower } from './cardinfo';
import { checkGoalLoss } from './goals';
import { militaryAgainst, totalMilitary } from './military';
import { discardFromHand, discardFromTableau, type Ctx } from './piles';
import { choiceAsk, pickAsk } from './prompts';
import type { PlayerState, RftgState, Takeover } from './state';

const TAKEOVER_FLAGS = ['TAKEOVER_REBEL', 'TAKEOVER_IMPERIUM', 'TAKEOVER_MILITARY'] as const;

function countFlags(s: RftgState, p: PlayerState, ...flags: ('MILITARY' | 'REBEL' | 'IMPERIUM')[]): number {
  return p.tableau.filter((c) => flags.every((f) => hasCardFlag(s, c, f))).length;
}

function isTakeoverPower(ap: ActivePower): boolean {
  return TAKEOVER_FLAGS.some((f) => hasPowerFlag(ap.power, f));
}

/** Worlds of `defender` that this power may target: military worlds on the tableau since the phase began. */
function targetsFor(s: RftgState, attacker: number, ap: ActivePower, defender: number): number[] {
  if (defender === attacker) return [];
  const q = s.players[defender];
  const o = ap.power;
  let rebelOnly = false;
  if (hasPowerFlag(o, 'TAKEOVER_REBEL')) rebelOnly = true;
  else if (hasPowerFlag(o, 'TAKEOVER_IMPERIUM')) {
    if (countFlags(s, q, 'IMPERIUM') === 0) return [];
  } else if (hasPowerFlag(o, 'TAKEOVER_MILITARY')) {
    if (militaryOf(s, q) <= 0) return [];
  }
  return q.phase.snapshot.filter((w) => q.tableau.includes(w) && hasCardFlag(s, w, 'MILITARY') && (!rebelOnly || hasCardFlag(s, w, 'REBEL')));
}

/** Total military, as Imperium Cloaking Technology means it: without world-specific or temporary bonuses. */
function militaryOf(s: RftgState, q: PlayerState): number {
  return totalMilitary(s, q);
}

/** Every legal declaration for a seat: [world, card, powerIndex]. */
export function takeoverChoices(s: RftgState, seat: number): Json[] {
  if (!s.options.takeovers) return [];
  const p = s.players[seat];
  const out: Json[] = [];
  for (const ap of activePowers(s, p, 3).filter(isTakeoverPower)) {
    for (const defender of s.order) for (const w of targetsFor(s, seat, ap, defender)) out.push([w, ap.card, ap.index]);
  }
  return out;
}

export function askTakeover(ctx: Ctx, seat: number, choices: Json[]): void {
  ctx.s.players[seat].ask = choiceAsk('takeover', 'Settle: declare a takeover [world, card, power] of another player\'s world, or none', [...choices, null], 'int-list-or-null');
}

function ownerOf(s: RftgState, world: number): number {
  return s.players.findIndex((q) => q.tableau.includes(world));
}

/** Records a secret declaration; a discard-to-use power (Imperium Cloaking Technology) is spent now. */
export function declareTakeover(ctx: Ctx, seat: number, move: number[] | null): void {
  const { s } = ctx;
  const p = s.players[seat];
  p.ask = null;
  ctx.ev.push({ type: 'takeover-decided', text: `${p.name} has decided about a takeover.`, data: { seat } });
  if (move === null) return;
  const [world, card, index] = move;
  s.takeovers.push({ attacker: seat, defender: ownerOf(s, world), world, power: [card, index] });
  ctx.ev.push({ type: 'takeover-choice', data: { seat, world, card }, audience: [seat] });
}

function powerOf(s: RftgState, t: Takeover) {
  return designOf(s.level, t.power[0]).powers[t.power[1]];
}

export function attackStrength(s: RftgState, t: Takeover): number {
  const a = s.players[t.attacker];
  let attack = militaryAgainst(s, a, t.world);
  const o = powerOf(s, t);
  if (hasPowerFlag(o, 'TAKEOVER_IMPERIUM')) attack += o.value * countFlags(s, a, 'REBEL', 'MILITARY');
  return attack;
}

export function defenseStrength(s: RftgState, t: Takeover): number {
  const d = s.players[t.defender];
  let defense = militaryAgainst(s, d, t.world) + designOf(s.level, t.world).cost;
  for (const { power } of activePowers(s, d, 3, true)) {
    if (hasPowerFlag(power, 'TAKEOVER_DEFENSE')) defense += countFlags(s, d, 'MILITARY') + countFlags(s, d, 'REBEL', 'MILITARY');
  }
  return defense;
}

/** Reveals every declaration (they were secret) and marks the first one to resolve. */
export function revealTakeovers(ctx: Ctx): void {
  const { s } = ctx;
  // Declarations resolve in turn order of the attackers.
  s.takeovers.sort((x, y) => s.order.indexOf(x.attacker) - s.order.indexOf(y.attacker));
  for (const t of s.takeovers) {
    const a = s.players[t.attacker];
    ctx.ev.push({ type: 'takeover-declared', text: `${a.name} attempts to take over ${designOf(s.level, t.world).name} from ${s.players[t.defender].name}.`, data: { attacker: t.attacker, defender: t.defender, world: t.world, card: t.power[0] } });
    const o = powerOf(s, t);
    if (hasPowerFlag(o, 'DISCARD') && a.tableau.includes(t.power[0])) discardFromTableau(ctx, t.attacker, t.power[0]);
  }
}

/** The defender's optional defence powers: discard-for-military and hand cards as military. */
function defensePowers(s: RftgState, seat: number): ActivePower[] {
  const d = s.players[seat];
  return activePowers(s, d, 3).filter(({ power }) => (hasPowerFlag(power, 'DISCARD') && hasPowerFlag(power, 'EXTRA_MILITARY') && !power.flags.some((f) => ['NOVELTY', 'RARE', 'GENE', 'ALIEN'].includes(f))) || (hasPowerFlag(power, 'MILITARY_HAND') && d.hand.length > 0));
}

/** What a successful attacker gets for the taken world (the Settle rewards, given by the Settle phase). */
export type OnTaken = (ctx: Ctx, attacker: number, world: number) => void;

/** Resolves declared takeovers in order until one needs the defender's answer. Returns true when all are done. */
export function resolveTakeovers(ctx: Ctx, onTaken: OnTaken): boolean {
  const { s } = ctx;
  while (s.takeovers.length > 0) {
    const t = s.takeovers[0];
    if (t.stage === undefined) {
      if (ownerOf(s, t.world) !== t.defender) {
        finish(ctx, t, false, onTaken);
        continue;
      }
      const deficit = attackStrength(s, t) - defenseStrength(s, t);
      const opts = defensePowers(s, t.defender);
      if (deficit >= 0 && opts.length > 0) {
        t.stage = 'defend';
        askDefense(ctx, t, opts, deficit);
        return false;
      }
    }
    finish(ctx, t, attackStrength(s, t) >= defenseStrength(s, t), onTaken);
  }
  return true;
}

function askDefense(ctx: Ctx, t: Takeover, opts: ActivePower[], deficit: number): void {
  const { s } = ctx;
  const choices: Json[] = [];
  for (let mask = 0; mask < 1 << opts.length; mask++) choices.push(opts.filter((_, i) => mask & (1 << i)).map((ap) => [ap.card, ap.index]));
  s.players[t.defender].ask = choiceAsk('defend', `Defend ${designOf(s.level, t.world).name} against ${s.players[t.attacker].name} (short by ${deficit + 1}): choose defence powers to use`, choices, 'int-list-list', { world: t.world });
}

function finish(ctx: Ctx, t: Takeover, success: boolean, onTaken: OnTaken): void {
  const { s } = ctx;
  s.takeovers.shift();
  const a = s.players[t.attacker];
  const d = s.players[t.defender];
  const name = designOf(s.level, t.world).name;
  if (!success) {
    // A failed attacker forfeits any later takeover this phase.
    s.takeovers = s.takeovers.filter((x) => x.attacker !== t.attacker);
    ctx.ev.push({ type: 'takeover-failed', text: `${a.name} fails to take over ${name}.`, data: { attacker: t.attacker, world: t.world } });
    return;
  }
  d.tableau = d.tableau.filter((c) => c !== t.world);
  a.tableau.push(t.world);
  const goods = d.goods[t.world];
  delete d.goods[t.world];
  if (goods) a.goods[t.world] = goods;
  ctx.ev.push({ type: 'takeover', text: `${a.name} takes over ${name} from ${d.name}.`, data: { attacker: t.attacker, defender: t.defender, world: t.world } });
  checkGoalLoss(ctx, t.defender, 'MOST_BLUE_BROWN');
  onTaken(ctx, t.attacker, t.world);
}

export const defenseHandlers = {
  defend(ctx: Ctx, seat: number, move: Json): void {
    const { s } = ctx;
    const t = s.takeovers[0];
    const d = s.players[seat];
    d.ask = null;
    const chosen = move as number[][];
    let handCap = 0;
    for (const [card, index] of chosen) {
      const o = designOf(s.level, card).powers[index];
      d.phase.used.push(`${card}:${index}`);
      if (hasPowerFlag(o, 'MILITARY_HAND')) handCap += o.value;
      if (hasPowerFlag(o, 'DISCARD')) {
        d.phase.tempMilitary += o.value;
        discardFromTableau(ctx, seat, card);
      }
    }
    if (handCap > 0) {
      d.ask = pickAsk('defend-hand', `Defend ${designOf(s.level, t.world).name}: discard up to ${handCap} hand cards for +1 military each`, d.hand, 0, Math.min(handCap, d.hand.length));
      return;
    }
    t.stage = 'ready';
  },
  'defend-hand'(ctx: Ctx, seat: number, move: Json): void {
    const { s } = ctx;
    const d = s.players[seat];
    const cards = move as number[];
    discardFromHand(ctx, seat, cards, 'defence');
    d.phase.tempMilitary += cards.length;
    d.ask = null;
    s.takeovers[0].stage = 'ready';
  },
};
