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
import { activePowers, designOf, goodOf, GOOD_KINDS, hasCardFlag, isWorld, hasPowerFlag, powerRecord, type ActivePower, type PlainGood } from '../cardinfo';
import type { CardPower } from '../data/types';
import { addGood, discardFromHand, drawToHand, goodCount } from '../piles';
import { choiceAsk } from '../prompts';
import { gainPrestige } from '../prestige';
import { takeSaved } from '../saving';
import { askOortKind, setOortKind } from '../oort';
import type { Ctx, PlayerState, RftgState } from '../state';
import { eachSeat, resumeSeats, type PhaseModule } from './common';

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

/**
 * Puts a good on `world`. `as` is the kind a windfall power asked for: on Alien Oort Cloud Refinery (a
 * world of every kind) its owner thereby names that kind, and the good counts as it for this phase's
 * "per good produced" powers (BoW rules, multi-kind world: produced with Mining Robots, it was Rare).
 * Produced by a power of any kind (the Produce bonus, Galactic Engineers…), the owner names the kind now.
 * Returns true when that question is open (the rest of the production follows its answer).
 *
 * RULE-READING: the printed rules let the owner change the refinery's kind at any moment; like the
 * reference engine we ask at the moment it matters here, as a good of no set kind is produced on it.
 */
function produceOn(ctx: Ctx, seat: number, world: number, as: PlainGood | 'any' = 'any'): boolean {
  const { s } = ctx;
  if (!addGood(ctx, seat, world)) return false;
  if (goodOf(s, world) === 'any') {
    if (as === 'any') {
      askOortKind(ctx, seat, 'the kind of the good produced', { world });
      return true;
    }
    setOortKind(ctx, seat, as);
  }
  afterProduced(ctx, seat, world);
  return false;
}

/** A good was produced on `world`: it counts for this phase's "per good produced" powers, and DRAW_IF pays. */
function afterProduced(ctx: Ctx, seat: number, world: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  const printed = goodOf(s, world)!;
  p.phase.produced[world] = printed === 'any' ? (p.oortKind ?? 'any') : printed;
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
  if (worlds.length === 1) return produceOn(ctx, seat, worlds[0], kind);
  const who = ap ? designOf(s.level, ap.card).name : 'Produce bonus';
  p.ask = choiceAsk('windfall', `${who}: choose an empty windfall world to produce on`, worlds, { kind, shape: 'int' });
  return true;
}

function countProduced(p: PlayerState, kind?: PlainGood): number {
  return Object.values(p.phase.produced).filter((k) => kind === undefined || k === kind).length;
}

function drawPowerAmount(s: RftgState, p: PlayerState, o: CardPower): number {
  if (hasPowerFlag(o, 'DRAW_WORLD_GENE')) return o.value * p.tableau.filter((w) => goodOf(s, w) === 'gene' || goodOf(s, w) === 'any').length;
  if (hasPowerFlag(o, 'DRAW_MILITARY')) return o.value * p.tableau.filter((w) => hasCardFlag(s, w, 'MILITARY')).length;
  // Rebel worlds only: BoW brings Rebel developments, which this power does not count.
  if (hasPowerFlag(o, 'DRAW_REBEL')) return o.value * p.tableau.filter((w) => isWorld(s, w) && hasCardFlag(s, w, 'REBEL')).length;
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
/**
 * Windfall goods the prestige Produce bonus adds to the action's own one.
 * RULE-AMBIGUITY: the bonus reads "draw 3 cards and produce up to two windfall goods"; we read the two as
 * the total with the Produce action's own windfall (as the reference engine does), not two more.
 */
const PRESTIGE_PRODUCE_WINDFALLS = 1;

/** Runs the seat's produce powers until it must ask or is done. */
function runProduce(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  p.ask = null;
  for (;;) {
    // A pass judges windfall powers by the windfall worlds empty when it began, also after a question in
    // the middle of it (the reference engine's order), which the snapshot carries over.
    const emptyKinds = new Set<string>(p.phase.windfallSnapshot ?? emptyWindfalls(s, p, 'any', null).map((w) => goodOf(s, w)!));
    delete p.phase.windfallSnapshot;
    const suspend = () => {
      p.phase.windfallSnapshot = [...emptyKinds];
    };
    const hasEmpty = emptyKinds.size > 0;
    const typedEmpty = (k: PlainGood) => emptyKinds.has(k) || emptyKinds.has('any');
    const rest: ActivePower[] = [];
    for (const ap of activePowers(s, p, 5)) {
      const o = ap.power;
      const name = designOf(s.level, ap.card).name;
      const use = () => p.phase.used.push(ap.key);
      if (hasPowerFlag(o, 'DRAW') && o.flags.length === 1) {
        use();
        drawToHand(ctx, seat, o.value, name);
        continue;
      }
      if (hasPowerFlag(o, 'TAKE_SAVED')) {
        use();
        takeSaved(ctx, seat, ap.card);
        continue;
      }
      // BoW (Uplift Gene Breeders): prestige only if this world produced this phase; its PRODUCE power comes first.
      if (hasPowerFlag(o, 'PRESTIGE_IF')) {
        use();
        if (p.phase.produced[ap.card] !== undefined) gainPrestige(ctx, seat, o.value, name);
        continue;
      }
      if (o.flags.length === 1 && o.flags[0] === 'PRODUCE') {
        if (goodCount(p, ap.card) > 0) continue;
        use();
        if (produceOn(ctx, seat, ap.card)) return suspend();
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
      if (kind !== null && hasPowerFlag(o, 'DISCARD')) {
        // BoW (Lifeforms, Alien Booby Trap, Universal Exports): discard a card to produce on an empty windfall
        // world. Like the other windfall powers, judged by the worlds empty when the pass began: if an earlier
        // power of the pass filled the last one, the question is still asked, with "none" as its only answer
        // (the reference engine's order).
        if (p.hand.length > 0 && (kind === 'any' ? hasEmpty : typedEmpty(kind))) rest.push(ap);
        continue;
      }
      if (kind !== null && kind !== 'any') {
        if (!typedEmpty(kind)) continue;
        use();
        if (windfall(ctx, seat, ap)) return suspend();
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
    // BoW prestige Produce: produce on one more empty windfall world (after the action's own), then
    // draw 3 (the reference engine's order, which decides which cards are goods and which are drawn).
    if (boosted(p, 'PRODUCE') && (p.phase.prestigeBonus ?? 0) <= PRESTIGE_PRODUCE_WINDFALLS) {
      const done = p.phase.prestigeBonus ?? 0;
      if (hasEmpty && done < PRESTIGE_PRODUCE_WINDFALLS) {
        p.phase.prestigeBonus = done + 1;
        if (windfall(ctx, seat, null)) return;
        continue;
      }
      p.phase.prestigeBonus = PRESTIGE_PRODUCE_WINDFALLS + 1;
      drawToHand(ctx, seat, PRESTIGE_PRODUCE_DRAW, 'prestige Produce bonus');
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
      p.ask = choiceAsk(
        'produce-power',
        'Produce: choose the power to use next',
        rest.map((ap) => [ap.card, ap.index]),
        { shape: 'pair-or-null' },
      );
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
  p.phase.used.push(ap.key);
  const name = designOf(s.level, ap.card).name;
  if (isDiscardProduce(ap.power)) {
    p.ask = choiceAsk('discard-produce', `${name}: discard a card to produce a good here, or not`, [...p.hand, null], { world: ap.card, shape: 'int-or-null' });
    return true;
  }
  const kind = windfallKind(ap.power);
  if (kind !== null && hasPowerFlag(ap.power, 'DISCARD')) {
    const worlds = emptyWindfalls(s, p, kind, null);
    const choices = p.hand.flatMap((c) => worlds.map((w) => [c, w]));
    p.ask = choiceAsk('discard-produce', `${name}: discard a card to produce on an empty windfall world, as [card, world], or not`, [...choices, null], {
      name,
      kind,
      shape: 'pair-or-null',
    });
    return true;
  }
  if (windfallKind(ap.power) !== null) return windfall(ctx, seat, ap);
  drawToHand(ctx, seat, perProducedAmount(p, ap.power), name);
  return false;
}

/**
 * Whether `seat` has strictly more than every other player by `count`, never with none at all.
 * RULE-AMBIGUITY (solitaire, U-21 in solitaire-robot.md): the robot is the other player. It produces no
 * goods, so any production is the most; for card counts its tableau is compared (`robotCount`).
 */
function strictlyMost(s: RftgState, seat: number, count: (p: PlayerState) => number, robotCount = 0): boolean {
  const mine = count(s.players[seat]);
  if (mine === 0 || (s.solo && robotCount >= mine)) return false;
  return s.players.every((q, i) => i === seat || count(q) < mine);
}

const isMostFlag = (f: string): boolean => f.startsWith('DRAW_MOST_') || f === 'PRESTIGE_MOST_CHROMO';

/**
 * The "most" powers, compared across players once all are done: draw for the most goods of a kind or
 * (BoW, Pan-Galactic Affluence) the most goods in all produced this phase, and (BoW, Ravaged Uplift
 * World) prestige for the most chromosome cards.
 */
function endOfPhase(ctx: Ctx): void {
  const { s } = ctx;
  const chromoIn = (tableau: number[]) => tableau.filter((c) => hasCardFlag(s, c, 'CHROMO')).length;
  const chromo = (p: PlayerState) => chromoIn(p.phase.snapshot);
  s.players.forEach((p, seat) => {
    // Most players hold no "most" power: the comparisons are made only for those who do.
    const mostPowers = activePowers(s, p, 5, true).filter(({ power }) => power.flags.some(isMostFlag));
    if (mostPowers.length === 0) return;
    const most = new Set<string>();
    for (const kind of GOOD_KINDS) if (strictlyMost(s, seat, (q) => countProduced(q, kind))) most.add(`DRAW_MOST_${kind.toUpperCase()}`);
    if (strictlyMost(s, seat, (q) => countProduced(q))) most.add('DRAW_MOST_PRODUCED');
    if (strictlyMost(s, seat, chromo, chromoIn(s.solo?.tableau ?? []))) most.add('PRESTIGE_MOST_CHROMO');
    for (const { power, card } of mostPowers) {
      const flag = power.flags.find((f) => most.has(f));
      if (!flag) continue;
      const name = designOf(s.level, card).name;
      if (flag === 'PRESTIGE_MOST_CHROMO') gainPrestige(ctx, seat, power.value, name);
      else drawToHand(ctx, seat, power.value, name);
    }
  });
}

export const produce: PhaseModule = {
  start(ctx) {
    ctx.s.step = 'run';
    eachSeat(
      ctx,
      'produce',
      ctx.s.players.map((_, seat) => seat),
      runProduce,
    );
  },
  onQuiet(ctx) {
    if (!resumeSeats(ctx, 'produce', runProduce)) return false;
    endOfPhase(ctx);
    return true;
  },
  handlers: {
    windfall(ctx, seat, move, ask) {
      ctx.s.players[seat].ask = null;
      if (!produceOn(ctx, seat, move, ask.data.kind)) runProduce(ctx, seat);
    },
    'oort-kind'(ctx, seat, move, ask) {
      setOortKind(ctx, seat, move);
      afterProduced(ctx, seat, ask.data.world);
      runProduce(ctx, seat);
    },
    'produce-power'(ctx, seat, move) {
      const [card, index] = move;
      ctx.s.players[seat].ask = null;
      if (!useCandidate(ctx, seat, powerRecord(ctx.s, card, index))) runProduce(ctx, seat);
    },
    'discard-produce'(ctx, seat, move, ask) {
      ctx.s.players[seat].ask = null;
      const { data } = ask;
      let asked = false;
      // The answer has the shape stored with the question: [card, world] for a windfall power, else a card.
      if (data.shape === 'pair-or-null' && Array.isArray(move)) {
        const [card, world] = move;
        discardFromHand(ctx, seat, [card], data.name);
        asked = produceOn(ctx, seat, world, data.kind);
      } else if (data.shape === 'int-or-null' && typeof move === 'number') {
        discardFromHand(ctx, seat, [move], designOf(ctx.s.level, data.world).name);
        asked = produceOn(ctx, seat, data.world);
      }
      if (!asked) runProduce(ctx, seat);
    },
  },
};
