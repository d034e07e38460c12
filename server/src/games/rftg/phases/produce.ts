/**
 * Produce: every production world without a good gets one, windfall powers
 * fill empty windfall worlds, the Produce action holder fills one more
 * windfall world, and draw powers pay out. Players act independently; the
 * "most goods of a kind" powers are settled after everyone is done.
 *
 * The order within a player follows the reference engine, pass by pass:
 * plain draws, plain production and kind-specific windfall powers in power
 * order; then the Produce bonus; then "any kind" windfall powers; then the
 * draw-per-good-produced powers. A question (which windfall world) suspends
 * the pass; answering resumes with a fresh pass, which skips used powers.
 */
import { boosted, chose } from '../actions';
import { activePowers, designOf, goodOf, GOOD_KINDS, hasCardFlag, hasPowerFlag, powerKey, type ActivePower, type PlainGood } from '../cardinfo';
import type { CardPower } from '../data/types';
import { addGood, discardFromHand, drawToHand, goodCount, type Ctx } from '../piles';
import { choiceAsk } from '../prompts';
import type { PlayerState, RftgState } from '../state';
import type { PhaseModule } from './common';

const WINDFALL_FLAGS: [string, PlainGood][] = [
  ['WINDFALL_NOVELTY', 'novelty'],
  ['WINDFALL_RARE', 'rare'],
  ['WINDFALL_GENE', 'gene'],
  ['WINDFALL_ALIEN', 'alien'],
];

function windfallKind(o: CardPower): PlainGood | 'any' | null {
  if (hasPowerFlag(o, 'WINDFALL_ANY')) return 'any';
  for (const [f, k] of WINDFALL_FLAGS) if (hasPowerFlag(o, f)) return k;
  return null;
}

function emptyWindfalls(s: RftgState, p: PlayerState, kind: PlainGood | 'any', notThis: number | null): number[] {
  return p.tableau.filter((w) => {
    if (!hasCardFlag(s, w, 'WINDFALL') || goodCount(p, w) > 0 || w === notThis) return false;
    const g = goodOf(s, w);
    return kind === 'any' || g === kind || g === 'any';
  });
}

function produceOn(ctx: Ctx, seat: number, world: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  if (!addGood(ctx, seat, world)) return;
  p.phase.produced[world] = goodOf(s, world)!;
  for (const o of designOf(s.level, world).powers) {
    if (o.phase === 5 && hasPowerFlag(o, 'DRAW_IF')) drawToHand(ctx, seat, o.value, designOf(s.level, world).name);
  }
}

/** Windfall production for a power (or the Produce bonus when `ap` is null). Returns true when it asked. */
function windfall(ctx: Ctx, seat: number, ap: ActivePower | null): boolean {
  const { s } = ctx;
  const p = s.players[seat];
  const kind = ap ? windfallKind(ap.power)! : 'any';
  const notThis = ap && hasPowerFlag(ap.power, 'NOT_THIS') ? ap.card : null;
  const worlds = emptyWindfalls(s, p, kind, notThis);
  if (worlds.length === 0) return false;
  if (worlds.length === 1) {
    produceOn(ctx, seat, worlds[0]);
    return false;
  }
  const who = ap ? designOf(s.level, ap.card).name : 'Produce bonus';
  p.ask = choiceAsk('windfall', `${who}: choose an empty windfall world to produce on`, worlds, 'int', {});
  return true;
}

function countProduced(p: PlayerState, kind?: PlainGood): number {
  return Object.values(p.phase.produced).filter((k) => kind === undefined || k === kind).length;
}

function drawPowerAmount(s: RftgState, p: PlayerState, o: CardPower): number {
  if (hasPowerFlag(o, 'DRAW_WORLD_GENE')) return o.value * p.tableau.filter((w) => goodOf(s, w) === 'gene' || goodOf(s, w) === 'any').length;
  if (hasPowerFlag(o, 'DRAW_MILITARY')) return o.value * p.tableau.filter((w) => hasCardFlag(s, w, 'MILITARY')).length;
  if (hasPowerFlag(o, 'DRAW_REBEL')) return o.value * p.tableau.filter((w) => hasCardFlag(s, w, 'REBEL')).length;
  if (hasPowerFlag(o, 'DRAW_CHROMO')) return o.value * p.tableau.filter((w) => hasCardFlag(s, w, 'CHROMO')).length;
  return -1;
}

function perProducedAmount(p: PlayerState, o: CardPower): number {
  if (hasPowerFlag(o, 'DRAW_EACH_NOVELTY')) return countProduced(p, 'novelty');
  if (hasPowerFlag(o, 'DRAW_EACH_ALIEN')) return countProduced(p, 'alien');
  if (hasPowerFlag(o, 'DRAW_DIFFERENT')) return new Set(Object.values(p.phase.produced)).size;
  return -1;
}

const PRESTIGE_PRODUCE_DRAW = 3;
const PRESTIGE_PRODUCE_WINDFALLS = 2;

/** Runs the seat's produce powers until it must ask or is done. */
function runProduce(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  p.ask = null;
  for (;;) {
    const emptyKinds = new Set<string>();
    for (const w of emptyWindfalls(s, p, 'any', null)) emptyKinds.add(goodOf(s, w)!);
    const hasEmpty = emptyKinds.size > 0;
    const typedEmpty = (k: PlainGood) => emptyKinds.has(k) || emptyKinds.has('any');
    const rest: ActivePower[] = [];
    for (const ap of activePowers(s, p, 5)) {
      const o = ap.power;
      const name = designOf(s.level, ap.card).name;
      const use = () => p.phase.used.push(powerKey(ap.card, ap.index));
      if (hasPowerFlag(o, 'DRAW') && o.flags.length === 1) {
        use();
        drawToHand(ctx, seat, o.value, name);
        continue;
      }
      if (o.flags.length === 1 && o.flags[0] === 'PRODUCE') {
        if (goodCount(p, ap.card) > 0) continue;
        use();
        produceOn(ctx, seat, ap.card);
        continue;
      }
      const amount = drawPowerAmount(s, p, o);
      if (amount >= 0) {
        use();
        drawToHand(ctx, seat, amount, name);
        continue;
      }
      if (isDiscardProduce(o)) {
        if (goodCount(p, ap.card) === 0 && p.hand.length > 0) rest.push(ap);
        continue;
      }
      const kind = windfallKind(o);
      if (kind !== null && kind !== 'any' && !hasPowerFlag(o, 'DISCARD')) {
        if (!typedEmpty(kind)) continue;
        use();
        if (windfall(ctx, seat, ap)) return;
        continue;
      }
      if (kind === 'any' && hasEmpty) rest.push(ap);
      else if (perProducedAmount(p, o) >= 0) rest.push(ap);
    }
    if (hasEmpty && chose(p, 'PRODUCE') && !p.phase.bonusUsed) {
      p.phase.bonusUsed = true;
      if (windfall(ctx, seat, null)) return;
      continue;
    }
    // BoW prestige Produce: draw 3, and produce on up to two more empty windfall worlds (after the action's own).
    if (boosted(p, 'PRODUCE')) {
      p.phase.prestigeBonus ??= 0;
      if (p.phase.prestigeBonus === 0) {
        p.phase.prestigeBonus = 1;
        drawToHand(ctx, seat, PRESTIGE_PRODUCE_DRAW, 'prestige Produce bonus');
      }
      if (hasEmpty && p.phase.prestigeBonus <= PRESTIGE_PRODUCE_WINDFALLS) {
        p.phase.prestigeBonus += 1;
        if (windfall(ctx, seat, null)) return;
        continue;
      }
    }
    const plainAny = rest.find((ap) => ap.power.flags.length === 1 && ap.power.flags[0] === 'WINDFALL_ANY');
    if (plainAny) {
      if (useCandidate(ctx, seat, plainAny)) return;
      continue;
    }
    if (rest.length === 0) return;
    // Only per-good-produced draws left: none needs a choice.
    // RULE-AMBIGUITY: they count the goods produced so far, which at this point is all of this player's
    // production for the phase (the reference engine's order), so "per good produced this phase" holds.
    if (rest.every((ap) => perProducedAmount(p, ap.power) >= 0)) {
      for (const ap of rest) useCandidate(ctx, seat, ap);
      return;
    }
    // Several powers left that produce (or draw per good produced): the player orders them.
    // RULE-AMBIGUITY: Damaged Alien Factory's discard-to-produce waits with them until the automatic
    // powers, the Produce bonus and plain "any kind" windfalls are done (the reference engine's order).
    if (rest.length > 1) {
      p.ask = choiceAsk('produce-power', 'Produce: choose the power to use next', rest.map((ap) => [ap.card, ap.index]), 'pair-or-null');
      return;
    }
    if (useCandidate(ctx, seat, rest[0])) return;
  }
}

function isDiscardProduce(o: CardPower): boolean {
  return hasPowerFlag(o, 'PRODUCE') && hasPowerFlag(o, 'DISCARD');
}

/** Uses one of the produce powers that may need a choice; returns true when it asked a question. */
function useCandidate(ctx: Ctx, seat: number, ap: ActivePower): boolean {
  const { s } = ctx;
  const p = s.players[seat];
  p.phase.used.push(powerKey(ap.card, ap.index));
  const name = designOf(s.level, ap.card).name;
  if (isDiscardProduce(ap.power)) {
    p.ask = choiceAsk('discard-produce', `${name}: discard a card to produce a good here, or not`, [...p.hand, null], 'int-or-null', { world: ap.card });
    return true;
  }
  if (windfallKind(ap.power) !== null) return windfall(ctx, seat, ap);
  drawToHand(ctx, seat, perProducedAmount(p, ap.power), name);
  return false;
}

/** "Draw if you produced the most goods of a kind" powers, compared across players once all are done. */
function endOfPhase(ctx: Ctx): void {
  const { s } = ctx;
  const most = (seat: number, kind: PlainGood) => {
    const mine = countProduced(s.players[seat], kind);
    return s.players.every((q, i) => i === seat || countProduced(q, kind) < mine);
  };
  s.players.forEach((p, seat) => {
    for (const kind of GOOD_KINDS) {
      if (!most(seat, kind)) continue;
      for (const { power, card } of activePowers(s, p, 5, true)) {
        if (hasPowerFlag(power, `DRAW_MOST_${kind.toUpperCase()}`)) drawToHand(ctx, seat, power.value, designOf(s.level, card).name);
      }
    }
  });
}

export const produce: PhaseModule = {
  start(ctx) {
    ctx.s.step = 'run';
    ctx.s.players.forEach((_, seat) => runProduce(ctx, seat));
  },
  onQuiet(ctx) {
    endOfPhase(ctx);
    return true;
  },
  handlers: {
    windfall(ctx, seat, move) {
      produceOn(ctx, seat, move as number);
      runProduce(ctx, seat);
    },
    'produce-power'(ctx, seat, move) {
      const [card, index] = move as number[];
      ctx.s.players[seat].ask = null;
      if (!useCandidate(ctx, seat, { card, index, power: designOf(ctx.s.level, card).powers[index] })) runProduce(ctx, seat);
    },
    'discard-produce'(ctx, seat, move, ask) {
      if (move !== null) {
        discardFromHand(ctx, seat, [move as number], designOf(ctx.s.level, ask.data!.world as number).name);
        produceOn(ctx, seat, ask.data!.world as number);
      }
      runProduce(ctx, seat);
    },
  },
};
