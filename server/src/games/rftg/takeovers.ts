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
 *
 * RULE-AMBIGUITY: declarations are made at once and in secret, like
 * placements (the reference engine asks them openly one seat after another);
 * they are revealed together before any is resolved.
 *
 * The Brink of War adds Interstellar Casus Belli (1 prestige, any player's
 * military world, 2 prestige on success), Imperium Planet Buster (the world
 * is destroyed, 2 prestige), Pan-Galactic Security Council (before any
 * takeover resolves, 1 prestige defeats one declaration, in turn order),
 * temporary military bought with a good or a prestige, and Imperium Invasion
 * Fleet's conquest combined with a takeover power (any world may then be
 * targeted; the Fleet is discarded when the declaration is revealed, and a
 * success brings its 2 prestige).
 *
 * RULE-AMBIGUITY: the attacker wins ties; every attacker adds its temporary
 * military (the reference engine's takeover payment, asked with the
 * declaration) once all are revealed, before Security Council and before any
 * defender decides; a defender is asked only when its temporary military
 * could still win. A taken world brings its goods, and the attacker gets the
 * rewards of settling it (Settle bonus card if not yet drawn, draw-after powers).
 *
 */
import {
  activePowers,
  designOf,
  goodOf,
  hasCardFlag,
  hasPowerFlag,
  powerGoodQualifier,
  powerKey,
  powerRefs,
  powerSubsets,
  type ActivePower,
  type PlainGood,
} from './cardinfo';
import { checkGoalLoss } from './goals';
import { canSpend, isSpendPower, militaryAgainst, spendableGoods, spendKind, totalMilitary } from './military';
import { discardFromHand, discardFromTableau, removeGood } from './piles';
import { gainPrestige, spendPrestige } from './prestige';
import type { Handler, Handlers } from './phases/common';
import { choiceAsk, pickAsk } from './prompts';
import type { Kind, PickKind, QuestionData } from './questions';
import { type Ctx, type PlayerState, referenceQuirk, type RftgState, type Takeover } from './state';

const TAKEOVER_FLAGS = ['TAKEOVER_REBEL', 'TAKEOVER_IMPERIUM', 'TAKEOVER_MILITARY', 'TAKEOVER_PRESTIGE'] as const;

/** Prestige for conquering a non-military world with a prestige conquest power (as in settle.ts). */
const CONQUER_PRESTIGE = 2;

function countFlags(s: RftgState, p: PlayerState, ...flags: ('MILITARY' | 'REBEL' | 'IMPERIUM')[]): number {
  return p.tableau.filter((c) => flags.every((f) => hasCardFlag(s, c, f))).length;
}

/** Tableau counts inside a power's strength take the cards present when the phase began (BoW rule). */
function countAtStart(s: RftgState, p: PlayerState, ...flags: ('MILITARY' | 'REBEL')[]): number {
  return p.phase.snapshot.filter((c) => flags.every((f) => hasCardFlag(s, c, f))).length;
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
  } else if (hasPowerFlag(o, 'TAKEOVER_PRESTIGE')) {
    // Interstellar Casus Belli: any tableau, for 1 prestige (spent when the declarations are revealed).
    if (s.players[attacker].prestige < 1) return [];
  }
  // BoW: with a conquest power usable in takeovers (Imperium Invasion Fleet), non-military worlds too.
  const anyWorld = conquestPower(s, attacker) !== undefined;
  return q.phase.snapshot.filter((w) => q.tableau.includes(w) && (anyWorld || hasCardFlag(s, w, 'MILITARY')) && (!rebelOnly || hasCardFlag(s, w, 'REBEL')));
}

/**
 * Imperium Invasion Fleet: "conquer a non-military world" may be combined with a takeover (rules), which
 * then targets any world (Imperium Cloaking Technology's conquest says it cannot).
 */
function conquestPower(s: RftgState, seat: number): ActivePower | undefined {
  const a = s.players[seat];
  return activePowers(s, a, 3).find(
    ({ card, power }) => hasPowerFlag(power, 'CONQUER_SETTLE') && !hasPowerFlag(power, 'NO_TAKEOVER') && a.tableau.includes(card),
  );
}

/** Total military, as Imperium Cloaking Technology means it: without world-specific or temporary bonuses. */
function militaryOf(s: RftgState, q: PlayerState): number {
  return totalMilitary(s, q);
}

/**
 * Every legal declaration for a seat: [world, card, powerIndex].
 *
 * RULE-AMBIGUITY: a target is offered only when the attacker could win with
 * every temporary military it may add (the reference engine's filter); the
 * defender's own possible additions are not foreseen.
 */
export function takeoverChoices(s: RftgState, seat: number): number[][] {
  if (!s.options.takeovers) return [];
  const p = s.players[seat];
  const out: number[][] = [];
  // Reference quirk (conformance/quirks.ts): a non-military target also counts Cloaking Technology's +2.
  const cloaking = referenceQuirk(s, 'takeover-targets-count-cloaking')
    ? Math.max(
        0,
        ...activePowers(s, p, 3)
          .filter(({ power }) => hasPowerFlag(power, 'CONQUER_SETTLE'))
          .map(({ power }) => power.value),
      )
    : 0;
  for (const ap of activePowers(s, p, 3).filter(isTakeoverPower)) {
    for (const defender of s.order) {
      for (const w of targetsFor(s, seat, ap, defender)) {
        const t: Takeover = { attacker: seat, defender, world: w, power: [ap.card, ap.index] };
        const extra = hasCardFlag(s, w, 'MILITARY') ? 0 : cloaking;
        if (attackStrength(s, t) + boostPotential(s, seat, w, 'attacker') + extra >= defenseStrength(s, t)) out.push([w, ap.card, ap.index]);
      }
    }
  }
  return out;
}

export function askTakeover(ctx: Ctx, seat: number, choices: number[][]): void {
  ctx.s.players[seat].ask = choiceAsk('takeover', "Settle: declare a takeover [world, card, power] of another player's world, or none", [...choices, null], {
    shape: 'int-list-or-null',
  });
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
  // The takeover power is spent for the phase (a second declaration, after Improved Logistics, needs another).
  p.phase.used.push(powerKey(card, index));
  const defender = ownerOf(s, world);
  // RULE-READING (README): seats settle at once, so the target may have left its owner's tableau since the
  // question was asked (e.g. a world replaced in the same Settle): such a declaration comes to nothing.
  if (defender < 0) {
    ctx.ev.push({
      type: 'takeover-void',
      text: `${designOf(s.level, world).name} is no longer in play: no takeover.`,
      data: { seat, world },
      audience: [seat],
    });
    return;
  }
  const t: Takeover = { attacker: seat, defender, world, power: [card, index] };
  if (!hasCardFlag(s, world, 'MILITARY')) {
    const c = conquestPower(s, seat)!;
    t.conquer = [c.card, c.index];
  }
  s.takeovers.push(t);
  ctx.ev.push({ type: 'takeover-choice', data: { seat, world, card }, audience: [seat] });
}

function powerOf(s: RftgState, t: Takeover) {
  return designOf(s.level, t.power[0]).powers[t.power[1]];
}

export function attackStrength(s: RftgState, t: Takeover): number {
  const a = s.players[t.attacker];
  let attack = militaryAgainst(s, a, t.world);
  const o = powerOf(s, t);
  if (hasPowerFlag(o, 'TAKEOVER_IMPERIUM')) attack += o.value * countAtStart(s, a, 'REBEL', 'MILITARY');
  return attack;
}

export function defenseStrength(s: RftgState, t: Takeover): number {
  const d = s.players[t.defender];
  let defense = militaryAgainst(s, d, t.world) + designOf(s.level, t.world).cost;
  for (const { power } of activePowers(s, d, 3, true)) {
    if (hasPowerFlag(power, 'TAKEOVER_DEFENSE')) defense += countAtStart(s, d, 'MILITARY') + countAtStart(s, d, 'REBEL', 'MILITARY');
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
    ctx.ev.push({
      type: 'takeover-declared',
      text: `${a.name} attempts to take over ${designOf(s.level, t.world).name} from ${s.players[t.defender].name}.`,
      data: { attacker: t.attacker, defender: t.defender, world: t.world, card: t.power[0] },
    });
    const o = powerOf(s, t);
    if (hasPowerFlag(o, 'DISCARD') && a.tableau.includes(t.power[0])) discardFromTableau(ctx, t.attacker, t.power[0], false);
    // RULE-AMBIGUITY: Casus Belli's prestige is spent when the (secret) declaration is revealed.
    if (hasPowerFlag(o, 'TAKEOVER_PRESTIGE')) spendPrestige(ctx, t.attacker, 1, designOf(s.level, t.power[0]).name);
    if (t.conquer) {
      a.phase.used.push(powerKey(t.conquer[0], t.conquer[1]));
      if (a.tableau.includes(t.conquer[0])) discardFromTableau(ctx, t.attacker, t.conquer[0]);
    }
  }
  // Pan-Galactic Security Council is offered only now, before any takeover resolves: a seat that cannot use
  // it at this point does not get it later in the phase (e.g. after gaining prestige from a takeover).
  s.players.forEach((q) => {
    for (const ap of activePowers(s, q, 3).filter(({ power }) => hasPowerFlag(power, 'PREVENT_TAKEOVER'))) {
      if (s.takeovers.length === 0 || q.prestige < 1) q.phase.used.push(ap.key);
    }
  });
}

/**
 * Pan-Galactic Security Council: before any takeover resolves, each seat with the power and a prestige
 * may cancel one declared takeover (against anyone), in turn order. Returns true when a question is open.
 */
function askPrevent(ctx: Ctx): boolean {
  const { s } = ctx;
  if (s.takeovers.length === 0) return false;
  for (const seat of s.order) {
    const q = s.players[seat];
    const ap = activePowers(s, q, 3).find(({ power }) => hasPowerFlag(power, 'PREVENT_TAKEOVER'));
    if (!ap) continue;
    q.phase.used.push(ap.key);
    if (q.prestige < 1) continue;
    const choices = s.takeovers.map((t) => [t.world, t.power[0]]);
    q.ask = choiceAsk(
      'prevent-takeover',
      `${designOf(s.level, ap.card).name}: spend 1 prestige to defeat a takeover [world, attacking card], or none`,
      [...choices, null],
      { card: ap.card, shape: 'int-list-or-null' },
    );
    return true;
  }
  return false;
}

const preventTakeover: Handler<'prevent-takeover'> = (ctx, seat, move, ask) => {
  const { s } = ctx;
  const q = s.players[seat];
  q.ask = null;
  if (move === null) return;
  const [world, card] = move;
  const i = s.takeovers.findIndex((t) => t.world === world && t.power[0] === card);
  if (i < 0) return;
  const [t] = s.takeovers.splice(i, 1);
  spendPrestige(ctx, seat, 1, designOf(s.level, ask.data.card).name);
  ctx.ev.push({
    type: 'takeover-prevented',
    text: `${q.name} defeats ${s.players[t.attacker].name}'s takeover of ${designOf(s.level, t.world).name}.`,
    data: { seat, attacker: t.attacker, world: t.world },
  });
};

/** What a successful attacker gets for the taken (or destroyed) world (the Settle rewards, given by the Settle phase). */
export type OnTaken = (ctx: Ctx, attacker: number, world: number) => void;

/**
 * Optional powers that add temporary military for the rest of the phase, in
 * a takeover: hand cards as military (Space Mercenaries…; offered even with an
 * empty hand, as the reference engine does), discarding New Military Tactics,
 * a good or a prestige spent for military. The attacker's must apply to the
 * world (Rebel Fuel Refinery's rare good…); the defender's are the reference
 * engine's defence list: plain discard-for-military, hand cards, prestige, and
 * rare or alien goods.
 */
function boostPowers(s: RftgState, seat: number, world: number, role: Role): ActivePower[] {
  const q = s.players[seat];
  const spent = q.phase.handMilitarySpent ?? 0;
  return activePowers(s, q, 3, role === 'defender').filter(({ card, index, power }) => {
    // RULE-READING: a defender's hand-military powers used earlier this phase serve again, each one not
    // entirely spent by the cards it took (the reference engine's reading; the rules do not say).
    if (hasPowerFlag(power, 'MILITARY_HAND')) return !q.phase.used.includes(powerKey(card, index)) || power.value > spent;
    if (q.phase.used.includes(powerKey(card, index))) return false;
    if (isSpendPower(power)) return hasPowerFlag(power, 'EXTRA_MILITARY') && canSpend(s, q, power, null);
    if (!hasPowerFlag(power, 'DISCARD') || !hasPowerFlag(power, 'EXTRA_MILITARY')) return false;
    const kind = powerGoodQualifier(power);
    if (role === 'defender') return kind === null && power.flags.length === 2;
    return !kind || goodOf(s, world) === kind;
  });
}

/** The most temporary military a seat could add in a takeover over `world`. */
function boostPotential(s: RftgState, seat: number, world: number, role: Role): number {
  let hand = 0;
  let discard = 0;
  for (const { power } of boostPowers(s, seat, world, role)) {
    if (hasPowerFlag(power, 'MILITARY_HAND')) hand += power.value;
    else discard += power.value;
  }
  return discard + handCapacity(s.players[seat], hand, role);
}

/**
 * Hand cards that hand-military powers worth `value` in all still take, within the hand; a defender's
 * powers used earlier this phase have served for the cards they took then (see boostPowers).
 */
function handCapacity(q: PlayerState, value: number, role: Role): number {
  const spent = role === 'defender' ? (q.phase.handMilitarySpent ?? 0) : 0;
  return Math.max(0, Math.min(value - spent, q.hand.length));
}

/**
 * Hand cards were discarded as military with hand-military powers worth `values` (in power order): the
 * powers they use up in full are spent; the cards left over sit on a power not used up, which a takeover
 * defence this phase may use for the rest of its value (see boostPowers).
 */
export function recordHandMilitary(q: PlayerState, values: number[], cards: number): void {
  let left = cards;
  for (const v of values) if (v <= left) left -= v;
  q.phase.handMilitarySpent = left;
}

/**
 * Resolves declared takeovers in order until one needs an answer (the
 * attacker's, then the defender's temporary military). Returns true when all are done.
 */
export function resolveTakeovers(ctx: Ctx, onTaken: OnTaken): boolean {
  const { s } = ctx;
  // Every attacker adds its temporary military first (the reference engine asks it with the declaration),
  // then Pan-Galactic Security Council may defeat one, then each resolves in turn.
  for (const t of s.takeovers) {
    if (t.stage === 'attack') return false;
    if (t.stage !== undefined) continue;
    t.stage = 'attacked';
    const opts = boostPowers(s, t.attacker, t.world, 'attacker');
    if (opts.length > 0) {
      t.stage = 'attack';
      askBoost(ctx, t, 'attacker', opts);
      return false;
    }
  }
  if (askPrevent(ctx)) return false;
  while (s.takeovers.length > 0) {
    if (s.players.some((q) => q.ask !== null)) return false;
    const t = s.takeovers[0];
    if (ownerOf(s, t.world) !== t.defender) {
      finish(ctx, t, false, onTaken);
      continue;
    }
    if (t.stage === 'attacked') {
      t.stage = 'ready';
      const deficit = attackStrength(s, t) - defenseStrength(s, t);
      const opts = boostPowers(s, t.defender, t.world, 'defender');
      // Asked only when the defender's temporary military could still win (the attacker wins ties).
      if (deficit >= 0 && opts.length > 0 && boostPotential(s, t.defender, t.world, 'defender') > deficit) {
        t.stage = 'defend';
        askBoost(ctx, t, 'defender', opts);
        return false;
      }
    }
    finish(ctx, t, attackStrength(s, t) >= defenseStrength(s, t), onTaken);
  }
  return s.players.every((q) => q.ask === null);
}

/** The takeover whose attacker or defender is answering now. */
function current(s: RftgState): Takeover {
  return s.takeovers.find((t) => t.stage === 'attack' || t.stage === 'defend')!;
}

type Role = 'attacker' | 'defender';
/** The questions of each side's temporary military: which powers, which hand cards, which good. */
const KIND = {
  attacker: { powers: 'takeover-boost', hand: 'takeover-boost-hand', good: 'takeover-boost-good' },
  defender: { powers: 'defend', hand: 'defend-hand', good: 'defend-good' },
} satisfies Record<Role, { powers: Kind; hand: PickKind; good: PickKind }>;

function askBoost(ctx: Ctx, t: Takeover, role: Role, opts: ActivePower[]): void {
  const { s } = ctx;
  const choices = powerSubsets(opts).map(powerRefs);
  const world = designOf(s.level, t.world).name;
  const margin = attackStrength(s, t) - defenseStrength(s, t);
  const text =
    role === 'attacker'
      ? `Takeover of ${world}: attack ${attackStrength(s, t)} against defence ${defenseStrength(s, t)}; choose powers adding temporary military`
      : `Defend ${world} against ${s.players[t.attacker].name} (short by ${margin + 1}): choose defence powers to use`;
  s.players[role === 'attacker' ? t.attacker : t.defender].ask = choiceAsk(KIND[role].powers, text, choices, { world: t.world, shape: 'int-list-list' });
}

/**
 * Applies the chosen boost powers (a prestige spent, a card discarded, temporary military); returns the
 * hand-card capacity still to ask for and the kinds of the goods still owed (asked after the hand cards,
 * as the reference engine orders them).
 */
function applyBoost(ctx: Ctx, seat: number, chosen: number[][], role: Role): { handCap: number; goods: PlainGood[] } {
  const { s } = ctx;
  const q = s.players[seat];
  q.ask = null;
  let handCap = 0;
  const goods: PlainGood[] = [];
  for (const [card, index] of chosen) {
    const o = designOf(s.level, card).powers[index];
    if (!q.phase.used.includes(powerKey(card, index))) q.phase.used.push(powerKey(card, index));
    if (hasPowerFlag(o, 'MILITARY_HAND')) handCap += o.value;
    else if (isSpendPower(o)) {
      q.phase.tempMilitary += o.value;
      const kind = spendKind(o);
      if (kind === null) spendPrestige(ctx, seat, 1, designOf(s.level, card).name);
      else goods.push(kind);
    } else {
      q.phase.tempMilitary += o.value;
      discardFromTableau(ctx, seat, card);
    }
  }
  return { handCap: handCapacity(q, handCap, role), goods };
}

/**
 * The goods owed for the boost, one kind at a time: a single candidate goes without asking, else the
 * player picks the world. Returns true when that question is open.
 */
function payBoostGoods(ctx: Ctx, seat: number, role: Role, kinds: PlainGood[]): boolean {
  const { s } = ctx;
  const q = s.players[seat];
  // Reference quirk (conformance/quirks.ts): a defender keeps the Rare good it spends.
  if (role === 'defender' && referenceQuirk(s, 'defence-keeps-rare-good')) kinds = kinds.filter((k) => k !== 'rare');
  while (kinds.length > 0) {
    const from = spendableGoods(s, q, kinds[0], null);
    if (from.length === 0) {
      kinds.shift();
      continue;
    }
    if (from.length === 1) {
      kinds.shift();
      removeGood(ctx, seat, from[0]);
      continue;
    }
    q.ask = pickAsk(KIND[role].good, `Choose the ${kinds[0]} good to spend`, from, 1, 1, { kinds: kinds.slice(1), shape: 'int-list' });
    return true;
  }
  return false;
}

/** Once the temporary military is added and paid for, the takeover resolution goes on (see resolveTakeovers). */
function boostDone(ctx: Ctx, seat: number, role: Role, kinds: PlainGood[]): void {
  if (!payBoostGoods(ctx, seat, role, kinds)) current(ctx.s).stage = role === 'attacker' ? 'attacked' : 'ready';
}

/** The boost powers chosen: the hand cards they let the seat discard are asked next, then the goods owed. */
function boostChosen(ctx: Ctx, seat: number, chosen: number[][], role: Role): void {
  const t = current(ctx.s);
  const { handCap, goods } = applyBoost(ctx, seat, chosen, role);
  if (handCap > 0) {
    const q = ctx.s.players[seat];
    const values = chosen
      .map(([card, index]) => designOf(ctx.s.level, card).powers[index])
      .filter((o) => hasPowerFlag(o, 'MILITARY_HAND'))
      .map((o) => o.value);
    const text = `${designOf(ctx.s.level, t.world).name}: discard up to ${handCap} hand cards for +1 military each`;
    q.ask = pickAsk(KIND[role].hand, text, q.hand, 0, handCap, { values, goods, shape: 'int-list' });
    return;
  }
  boostDone(ctx, seat, role, goods);
}

function boostHand(ctx: Ctx, seat: number, cards: number[], rest: QuestionData<'takeover-boost-hand' | 'defend-hand'>, role: Role): void {
  discardFromHand(ctx, seat, cards, 'temporary military');
  const q = ctx.s.players[seat];
  q.phase.tempMilitary += cards.length;
  // The attacker's cards count against its hand-military powers like a settle payment's.
  if (role === 'attacker') recordHandMilitary(q, rest.values, cards.length);
  q.ask = null;
  boostDone(ctx, seat, role, rest.goods);
}

function boostGood(ctx: Ctx, seat: number, world: number, kinds: PlainGood[], role: Role): void {
  ctx.s.players[seat].ask = null;
  removeGood(ctx, seat, world);
  boostDone(ctx, seat, role, kinds);
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
  const o = powerOf(s, t);
  if (hasPowerFlag(o, 'DESTROY')) {
    // Imperium Planet Buster: the world goes to the discard pile with its goods; the attacker gains prestige
    // and the rewards of settling it (see settle.ts).
    ctx.ev.push({
      type: 'takeover-destroy',
      text: `${a.name} destroys ${name} of ${d.name}.`,
      data: { attacker: t.attacker, defender: t.defender, world: t.world },
    });
    discardFromTableau(ctx, t.defender, t.world);
    checkGoalLoss(ctx, t.defender, 'MOST_BLUE_BROWN');
    gainPrestige(ctx, t.attacker, o.value, designOf(s.level, t.power[0]).name);
    onTaken(ctx, t.attacker, t.world);
    return;
  }
  d.tableau = d.tableau.filter((c) => c !== t.world);
  a.tableau.push(t.world);
  const goods = d.goods[t.world];
  delete d.goods[t.world];
  if (goods) a.goods[t.world] = goods;
  ctx.ev.push({ type: 'takeover', text: `${a.name} takes over ${name} from ${d.name}.`, data: { attacker: t.attacker, defender: t.defender, world: t.world } });
  checkGoalLoss(ctx, t.defender, 'MOST_BLUE_BROWN');
  if (hasPowerFlag(o, 'TAKEOVER_PRESTIGE')) gainPrestige(ctx, t.attacker, o.value, designOf(s.level, t.power[0]).name);
  // Imperium Invasion Fleet: conquering a non-military world earns 2 prestige (as when settling with it).
  if (t.conquer && hasPowerFlag(designOf(s.level, t.conquer[0]).powers[t.conquer[1]], 'PRESTIGE'))
    gainPrestige(ctx, t.attacker, CONQUER_PRESTIGE, designOf(s.level, t.conquer[0]).name);
  onTaken(ctx, t.attacker, t.world);
}

/** Answer handlers of the takeover questions, for the Settle phase module. */
export const takeoverHandlers: Handlers = {
  'takeover-boost': (ctx, seat, move) => boostChosen(ctx, seat, move, 'attacker'),
  'takeover-boost-hand': (ctx, seat, move, ask) => boostHand(ctx, seat, move, ask.data, 'attacker'),
  'takeover-boost-good': (ctx, seat, move, ask) => boostGood(ctx, seat, move[0], ask.data.kinds, 'attacker'),
  defend: (ctx, seat, move) => boostChosen(ctx, seat, move, 'defender'),
  'defend-hand': (ctx, seat, move, ask) => boostHand(ctx, seat, move, ask.data, 'defender'),
  'defend-good': (ctx, seat, move, ask) => boostGood(ctx, seat, move[0], ask.data.kinds, 'defender'),
  'prevent-takeover': preventTakeover,
};
