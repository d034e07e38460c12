/**
 * Consume: the Consume-Trade holder first trades one good, then every player
 * uses consume powers one at a time, in an order they choose, until none is
 * left that must or may be used. Players act independently and at once.
 */
import { GameError } from '../../../engine';
import { boosted, chose } from '../actions';
import { gainPrestige, spendPrestige } from '../prestige';
import { activePowers, BASE_TRADE_PRICE, designOf, goodOf, hasCardFlag, hasPowerFlag, powerRecord, type ActivePower, type PlainGood } from '../cardinfo';
import type { CardPower } from '../data/types';
import { discardFromHand, discardPileOf, drawOne, drawToHand, gainVp, goodCount, removeGood } from '../piles';
import { choiceAsk, pickAsk } from '../prompts';
import { askOortKind, setOortKind } from '../oort';
import type { Answer, QuestionData } from '../questions';
import type { Ctx, PlayerState, RftgState } from '../state';
import { eachSeat, resumeSeats, type PhaseModule } from './common';

const CONSUME_KINDS: [string, PlainGood][] = [
  ['CONSUME_NOVELTY', 'novelty'],
  ['CONSUME_RARE', 'rare'],
  ['CONSUME_GENE', 'gene'],
  ['CONSUME_ALIEN', 'alien'],
];

/** Worlds holding goods, once per good (a world may hold several in expansions). */
function goodsList(p: PlayerState, accept: (w: number) => boolean = () => true): number[] {
  const out: number[] = [];
  for (const w of p.tableau) {
    if (!accept(w)) continue;
    for (let i = 0; i < goodCount(p, w); i++) out.push(w);
  }
  return out;
}

/** The player's goods by kind ('any': Alien Oort Cloud Refinery's), counted in one walk over the tableau. */
function goodKindCounts(s: RftgState, p: PlayerState): Map<string, number> {
  const m = new Map<string, number>();
  for (const w of p.tableau) {
    const n = goodCount(p, w);
    if (n > 0) m.set(goodOf(s, w)!, (m.get(goodOf(s, w)!) ?? 0) + n);
  }
  return m;
}

/** Does this consume power accept a good from `world`? */
function acceptsGood(s: RftgState, power: CardPower, owner: number, world: number): boolean {
  const kind = goodOf(s, world);
  if (hasPowerFlag(power, 'CONSUME_THIS') && world !== owner) return false;
  if (kind === 'any') return true;
  if (
    hasPowerFlag(power, 'CONSUME_ANY') ||
    hasPowerFlag(power, 'CONSUME_3_DIFF') ||
    hasPowerFlag(power, 'CONSUME_N_DIFF') ||
    hasPowerFlag(power, 'CONSUME_ALL')
  )
    return true;
  return CONSUME_KINDS.some(([f, k]) => hasPowerFlag(power, f) && kind === k);
}

/** The good kind each kind-specific consume flag takes. */
const CONSUME_KIND = new Map<string, PlainGood>(CONSUME_KINDS);

/**
 * Whether a consume power must be used now (the reference engine's test): it consumes goods the player
 * has, or it needs nothing (draw, gamble, ante, VP). One pass over the power's flags: asked of every
 * consume power after every power used.
 */
function mustUse(o: CardPower, need: number, goods: number, types: Map<string, number>): boolean {
  for (const f of o.flags) {
    const kind = CONSUME_KIND.get(f);
    if (kind !== undefined) {
      if ((types.get(kind) ?? 0) + (types.get('any') ?? 0) >= need) return true;
      continue;
    }
    switch (f) {
      case 'CONSUME_ANY':
        if (goods >= need) return true;
        break;
      case 'CONSUME_3_DIFF':
        if (types.size >= 3) return true;
        break;
      case 'CONSUME_ALL':
      case 'CONSUME_N_DIFF':
      case 'TRADE_ACTION':
        if (goods > 0) return true;
        break;
      // RULE-AMBIGUITY: Gambling World's gamble (DRAW_LUCKY) counts as a power that must be used, as in the
      // reference engine. The ante (ANTE_CARD) counts as a power to use even with no card to ante (it then
      // does nothing), as in the reference engine.
      case 'DRAW':
      case 'DRAW_LUCKY':
      case 'ANTE_CARD':
      case 'VP':
        return true;
    }
  }
  return false;
}

/** The reference engine's candidate list: powers that can be used now, and whether stopping is allowed. */
function candidates(s: RftgState, p: PlayerState): { list: ActivePower[]; optional: boolean } {
  const types = goodKindCounts(s, p);
  let goods = 0;
  for (const n of types.values()) goods += n;
  const list: ActivePower[] = [];
  let optional = true;
  for (const ap of activePowers(s, p, 4)) {
    const o = ap.power;
    const need = hasPowerFlag(o, 'CONSUME_TWO') ? 2 : 1;
    if (hasPowerFlag(o, 'CONSUME_THIS') && goodCount(p, ap.card) === 0) continue;
    if (mustUse(o, need, goods, types)) {
      list.push(ap);
      optional = false;
    } else if (hasPowerFlag(o, 'DISCARD_HAND') && p.hand.length >= need) {
      list.push(ap);
    } else if (hasPowerFlag(o, 'CONSUME_PRESTIGE') && p.prestige >= 1) {
      // BoW: spending prestige (Interstellar Casus Belli, Galactic Power Brokers) is always optional.
      list.push(ap);
    }
  }
  return { list, optional };
}

/**
 * BoW prestige Consume-Trade: "discard up to 2 cards for 1 VP each" is offered like one more optional
 * consume power, under the reference engine's name for it.
 * RULE-AMBIGUITY: the printed bonus lists it after consuming ("then"); like the reference engine we let
 * the player use it at any point of their consume powers, once. The order cannot affect anyone else.
 */
export const PRESTIGE_TRADE_BONUS = 'PRESTIGE_TRADE_BONUS';

function prestigeTradeBonusOpen(p: PlayerState): boolean {
  return boosted(p, 'CONSUME_TRADE') && !p.phase.bonusUsed && p.hand.length > 0;
}

/**
 * VP multiplier for consumed goods: 2 with Consume 2×VP; BoW prestige 2×VP
 * makes it 3 (VP only), and prestige Consume-Trade consumes "as the 2×VP bonus".
 */
function vpMultiplier(p: PlayerState): number {
  if (boosted(p, 'CONSUME_X2')) return 3;
  return chose(p, 'CONSUME_X2') || boosted(p, 'CONSUME_TRADE') ? 2 : 1;
}

/** BoW prestige Consume-Trade: the trade action sells for 3 more cards. */
const PRESTIGE_TRADE_EXTRA = 3;
/** ... and afterwards up to 2 hand cards may be discarded for 1 VP each. */
const PRESTIGE_TRADE_DISCARDS = 2;

function cardReward(o: CardPower): number {
  return (hasPowerFlag(o, 'GET_CARD') ? 1 : 0) + (hasPowerFlag(o, 'GET_2_CARD') ? 2 : 0) + (hasPowerFlag(o, 'GET_3_CARD') ? 3 : 0);
}

/** Trade price of the good on `world`, with the seat's trade bonuses unless `noBonus`. */
export function tradePrice(s: RftgState, p: PlayerState, world: number, noBonus: boolean): number {
  const kind = (goodOf(s, world) === 'any' ? p.oortKind : goodOf(s, world)) as PlainGood;
  let value = BASE_TRADE_PRICE[kind];
  if (noBonus) return value;
  for (const { power } of activePowers(s, p, 4, true)) {
    if (hasPowerFlag(power, 'TRADE_ANY')) value += power.value;
    if (hasPowerFlag(power, `TRADE_${kind.toUpperCase()}`)) value += power.value;
    // Clandestine Uplift Lab: genes sell for one more card per chromosome card in the tableau.
    if (hasPowerFlag(power, 'TRADE_BONUS_CHROMO') && kind === 'gene') value += p.tableau.filter((c) => hasCardFlag(s, c, 'CHROMO')).length;
  }
  for (const power of designOf(s.level, world).powers) {
    if (power.phase === 4 && hasPowerFlag(power, 'TRADE_THIS')) value += power.value;
  }
  return value;
}

function askTrade(ctx: Ctx, seat: number, noBonus: boolean, phaseTrade: boolean): boolean {
  const { s } = ctx;
  const p = s.players[seat];
  // The action's trade may not sell goods that can never be traded; trade powers may (reference engine).
  const worlds = goodsList(p, (w) => !phaseTrade || !designOf(s.level, w).powers.some((o) => o.phase === 4 && hasPowerFlag(o, 'NO_TRADE')));
  if (worlds.length === 0) return false;
  p.ask = choiceAsk('trade', `Trade: choose a good to sell${noBonus ? ' (no trade bonuses)' : ''}`, [...new Set(worlds)], {
    noBonus,
    phaseTrade,
    shape: 'int',
  });
  return true;
}

/** Moves the seat on to its next consume decision, using forced powers directly. */
function consumeNext(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  for (;;) {
    p.ask = null;
    const { list, optional } = candidates(s, p);
    const bonus = prestigeTradeBonusOpen(p);
    if (list.length === 0 && !bonus) return;
    // Stopping is allowed only when every remaining candidate is optional (discard-from-hand powers).
    if (list.length + (bonus ? 1 : 0) > 1 || optional) {
      const choices: Answer<'consume-power'>[] = list.map((ap) => [ap.card, ap.index]);
      if (bonus) choices.push(PRESTIGE_TRADE_BONUS);
      if (optional) choices.push(null);
      p.ask = choiceAsk('consume-power', 'Consume: choose the next power to use' + (optional ? ', or stop' : ''), choices, { shape: 'power-or-null' });
      return;
    }
    if (usePower(ctx, seat, list[0])) return;
  }
}

/** Uses a consume power; returns true when it opened a question (the answer resumes the phase). */
function usePower(ctx: Ctx, seat: number, ap: ActivePower): boolean {
  const { s } = ctx;
  const p = s.players[seat];
  const o = ap.power;
  const name = designOf(s.level, ap.card).name;
  p.phase.used.push(ap.key);
  if (hasPowerFlag(o, 'TRADE_ACTION')) return askTrade(ctx, seat, hasPowerFlag(o, 'TRADE_NO_BONUS'), false);
  if (hasPowerFlag(o, 'DRAW')) {
    drawToHand(ctx, seat, o.value, name);
    return false;
  }
  if (hasPowerFlag(o, 'DRAW_LUCKY')) {
    p.ask = choiceAsk('lucky', `${name}: name a cost from 1 to 7, then a card is flipped; you keep it if its cost matches`, [1, 2, 3, 4, 5, 6, 7], {
      card: ap.card,
      shape: 'int',
    });
    return true;
  }
  if (hasPowerFlag(o, 'ANTE_CARD')) {
    // Asked even with no card to ante ("none" is then the only answer): skipping it would tell the others so.
    const cards = p.hand.filter((c) => designOf(s.level, c).cost >= 1 && designOf(s.level, c).cost <= 6);
    p.ask = choiceAsk(
      'ante',
      `${name}: ante a card costing 1-6 (cards equal to its cost are flipped; if one costs more, keep your ante and one flipped card), or none`,
      [...cards, null],
      { card: ap.card, shape: 'int-or-null' },
    );
    return true;
  }
  if (hasPowerFlag(o, 'VP')) {
    gainVp(ctx, seat, o.value * vpMultiplier(p), name);
    return false;
  }
  if (hasPowerFlag(o, 'CONSUME_PRESTIGE')) {
    // One prestige spent per use; the VP (not the prestige) may be doubled by Consume 2×VP.
    spendPrestige(ctx, seat, 1, name);
    rewardFor(ctx, seat, o, name, 1, vpMultiplier(p));
    return false;
  }
  if (hasPowerFlag(o, 'DISCARD_HAND')) {
    if (hasPowerFlag(o, 'CONSUME_TWO')) {
      // Cards go in pairs: no pair, or one pair (listed, so that every listed answer is legal).
      const pairs: number[][] = [[]];
      for (let i = 0; i < p.hand.length; i++) for (let j = i + 1; j < p.hand.length; j++) pairs.push([p.hand[i], p.hand[j]]);
      p.ask = choiceAsk('consume-hand', `${name}: discard two cards from hand for the reward, or none`, pairs, {
        card: ap.card,
        index: ap.index,
        unordered: true,
        shape: 'int-list',
      });
      return true;
    }
    const max = o.times;
    p.ask = pickAsk(
      'consume-hand',
      `${name}: discard up to ${max} card${max === 1 ? '' : 's'} from hand for the reward`,
      p.hand,
      0,
      Math.min(max, p.hand.length),
      { card: ap.card, index: ap.index, shape: 'int-list' },
    );
    return true;
  }
  return askGoods(ctx, seat, ap);
}

function combinations(items: number[], k: number): number[][] {
  const out: number[][] = [];
  const rec = (start: number, acc: number[]) => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < items.length; i++) {
      acc.push(items[i]);
      rec(i + 1, acc);
      acc.pop();
    }
  };
  rec(0, []);
  return out;
}

/**
 * How many goods the power consumes, as [min, max]: two for CONSUME_TWO, three of different kinds, one
 * per kind held (at most 4), every good, or the power's number of uses; never more than are eligible.
 *
 * RULE-READING (BoW, Alien Oort Cloud Refinery): consuming is mandatory, but the refinery's kind may be
 * changed at any moment, so while its owner holds a good on it the reference engine lets a power consume
 * less: a kind-specific power with no more eligible goods than its uses one fewer (so none with a single
 * one, even from another world, e.g. Alien Toy Shop's own good), "three kinds" with the refinery and
 * exactly two other kinds nothing, "one per kind" one kind fewer. We set the same bounds: the printed
 * rules do not say how a multi-kind good weighs on a mandatory consumption.
 */
function goodsBounds(s: RftgState, p: PlayerState, o: CardPower, eligible: number[]): [number, number] {
  const kinds = new Set(goodsList(p).map((w) => goodOf(s, w)));
  const oort = kinds.has('any');
  let min: number;
  let max: number;
  if (hasPowerFlag(o, 'CONSUME_TWO')) min = max = 2;
  else if (hasPowerFlag(o, 'CONSUME_3_DIFF')) {
    min = max = 3;
    if (oort && kinds.size === 3) min = 0;
  } else if (hasPowerFlag(o, 'CONSUME_N_DIFF')) {
    min = max = Math.min(kinds.size, 4);
    if (oort && min > 1) min -= 1;
  } else if (hasPowerFlag(o, 'CONSUME_ALL')) min = max = eligible.length;
  else min = max = o.times;
  min = Math.min(min, eligible.length);
  max = Math.min(max, eligible.length);
  const kindSpecific = CONSUME_KINDS.some(([f]) => hasPowerFlag(o, f));
  if (oort && kindSpecific && !hasPowerFlag(o, 'CONSUME_TWO') && eligible.length <= o.times) min = Math.max(0, min - 1);
  return [min, max];
}

/** The goods question is asked even when the answer is forced: the reference engine logs it every time. */
function askGoods(ctx: Ctx, seat: number, ap: ActivePower): boolean {
  const { s } = ctx;
  const p = s.players[seat];
  const o = ap.power;
  const eligible = goodsList(p, (w) => acceptsGood(s, o, ap.card, w));
  const [min, max] = goodsBounds(s, p, o, eligible);
  const name = designOf(s.level, ap.card).name;
  const text = `${name}: choose ${min === max ? min : `${min}-${max}`} good${max === 1 ? '' : 's'} to consume`;
  const { card, index } = ap;
  if (hasPowerFlag(o, 'CONSUME_3_DIFF') || hasPowerFlag(o, 'CONSUME_N_DIFF')) {
    // Different kinds: a plain "pick n" cannot say that, so the legal sets are listed. Galactic Exchange
    // (N_DIFF) takes one good of each kind held (up to 4), one reward per good.
    const sizes = Array.from({ length: max - min + 1 }, (_, i) => min + i).filter((k) => k === 0 || k === max || hasPowerFlag(o, 'CONSUME_N_DIFF'));
    const sets = sizes.flatMap((k) => combinations(eligible, k)).filter((set) => new Set(set.map((w) => goodOf(s, w))).size === set.length);
    const uniq = [...new Map(sets.map((x) => [JSON.stringify(x), x])).values()];
    p.ask = choiceAsk('consume-goods', text + ' of different kinds', uniq, { card, index, unordered: true, shape: 'int-list' });
  } else {
    p.ask = pickAsk('consume-goods', text, eligible, min, max, { card, index, shape: 'int-list' });
  }
  return true;
}

function rewardFor(ctx: Ctx, seat: number, o: CardPower, name: string, uses: number, vpMult: number): void {
  if (uses <= 0) return;
  if (hasPowerFlag(o, 'GET_VP')) gainVp(ctx, seat, o.value * uses * vpMult, name);
  const cards = cardReward(o) * uses;
  if (cards > 0) drawToHand(ctx, seat, cards, name);
  // BoW: prestige rewards (never multiplied: the 2×/3× bonuses apply to VP only).
  if (hasPowerFlag(o, 'GET_PRESTIGE')) gainPrestige(ctx, seat, o.value * uses, name);
}

function powerAt(s: RftgState, card: number, index: number): CardPower {
  return designOf(s.level, card).powers[index];
}

/** Sells the good on `world` (the trade action or a trade power). */
function sell(ctx: Ctx, seat: number, world: number, terms: Partial<QuestionData<'trade'>>): void {
  const { s } = ctx;
  const p = s.players[seat];
  const price = tradePrice(s, p, world, terms.noBonus === true) + (terms.phaseTrade === true && boosted(p, 'CONSUME_TRADE') ? PRESTIGE_TRADE_EXTRA : 0);
  // The good is discarded before the trade cards are drawn (it can come back in a reshuffle).
  removeGood(ctx, seat, world);
  ctx.ev.push({ type: 'trade', text: `${p.name} trades the good on ${designOf(s.level, world).name} for ${price} cards.`, data: { seat, world, price } });
  drawToHand(ctx, seat, price, 'trade');
  consumeNext(ctx, seat);
}

/** A seat's Consume step: the trade of the Consume-Trade holder, then its consume powers. */
function consumeSeat(ctx: Ctx, seat: number): void {
  if (chose(ctx.s.players[seat], 'CONSUME_TRADE') && askTrade(ctx, seat, false, true)) return;
  consumeNext(ctx, seat);
}

export const consume: PhaseModule = {
  start(ctx) {
    ctx.s.step = 'run';
    eachSeat(
      ctx,
      'consume',
      ctx.s.players.map((_, seat) => seat),
      consumeSeat,
    );
  },
  onQuiet(ctx) {
    return resumeSeats(ctx, 'consume', consumeSeat);
  },
  handlers: {
    trade(ctx, seat, world, ask) {
      const { noBonus, phaseTrade } = ask.data;
      // Alien Oort Cloud Refinery: its owner names the kind its good sells as (see oort.ts).
      if (goodOf(ctx.s, world) === 'any') {
        askOortKind(ctx, seat, 'trade', { world, noBonus, phaseTrade });
        return;
      }
      sell(ctx, seat, world, ask.data);
    },
    'oort-kind'(ctx, seat, move, ask) {
      setOortKind(ctx, seat, move);
      sell(ctx, seat, ask.data.world, ask.data);
    },
    'consume-power'(ctx, seat, move) {
      const p = ctx.s.players[seat];
      if (move === null) {
        p.ask = null;
        return;
      }
      if (move === PRESTIGE_TRADE_BONUS) {
        p.phase.bonusUsed = true;
        const max = Math.min(PRESTIGE_TRADE_DISCARDS, p.hand.length);
        p.ask = pickAsk('prestige-trade-discard', `Prestige Consume-Trade: discard up to ${max} card${max === 1 ? '' : 's'} for 1 VP each`, p.hand, 0, max, {
          shape: 'int-list',
        });
        return;
      }
      const [card, index] = move;
      const ap = powerRecord(ctx.s, card, index);
      if (!usePower(ctx, seat, ap)) consumeNext(ctx, seat);
    },
    'consume-goods'(ctx, seat, worlds, ask) {
      const { s } = ctx;
      const { card, index } = ask.data;
      const o = powerAt(s, card, index);
      for (const w of worlds) removeGood(ctx, seat, w);
      ctx.ev.push({
        type: 'consume',
        text: `${s.players[seat].name} consumes ${worlds.length} good${worlds.length === 1 ? '' : 's'} with ${designOf(s.level, card).name}.`,
        data: { seat, card, worlds },
      });
      const uses = hasPowerFlag(o, 'CONSUME_ALL') ? worlds.length - 1 : hasPowerFlag(o, 'CONSUME_N_DIFF') ? worlds.length : Math.min(o.times, worlds.length);
      rewardFor(ctx, seat, o, designOf(s.level, card).name, uses, vpMultiplier(s.players[seat]));
      consumeNext(ctx, seat);
    },
    'prestige-trade-discard'(ctx, seat, cards) {
      discardFromHand(ctx, seat, cards, 'prestige Consume-Trade');
      gainVp(ctx, seat, cards.length, 'prestige Consume-Trade');
      consumeNext(ctx, seat);
    },
    'consume-hand'(ctx, seat, cards, ask) {
      const { s } = ctx;
      const { card, index } = ask.data;
      const o = powerAt(s, card, index);
      const pairs = hasPowerFlag(o, 'CONSUME_TWO');
      if (pairs && cards.length % 2 !== 0) throw new GameError('ILLEGAL_MOVE', 'this power takes cards in pairs');
      discardFromHand(ctx, seat, cards, designOf(s.level, card).name);
      // RULE-AMBIGUITY: VP for discarded hand cards (Deficit Spending, Merchant World) are not doubled by
      // Consume 2×VP, as in the reference engine (it only doubles rewards for consumed goods).
      rewardFor(ctx, seat, o, designOf(s.level, card).name, pairs ? cards.length / 2 : cards.length, 1);
      consumeNext(ctx, seat);
    },
    ante(ctx, seat, move) {
      const { s } = ctx;
      const p = s.players[seat];
      p.ask = null;
      if (move === null) {
        consumeNext(ctx, seat);
        return;
      }
      const ante = move;
      const cost = designOf(s.level, ante).cost;
      // Flipped cards wait outside every pile until the gamble is settled (they miss any reshuffle meanwhile).
      const flipped: number[] = [];
      for (let i = 0; i < cost; i++) {
        const c = drawOne(ctx, seat);
        if (c === null) break;
        flipped.push(c);
      }
      const won = flipped.some((c) => designOf(s.level, c).cost > cost);
      ctx.ev.push({
        type: 'ante',
        text: `${p.name} antes ${designOf(s.level, ante).name} and flips ${flipped.map((c) => designOf(s.level, c).name).join(', ') || 'nothing'}: ${won ? 'wins' : 'loses'}.`,
        data: { seat, ante, flipped, won },
      });
      if (!won) {
        // RULE-AMBIGUITY: if the piles run dry mid-flip, the gamble is decided on the cards flipped so far.
        discardFromHand(ctx, seat, [ante], 'lost ante');
        discardPileOf(s, seat).push(...flipped);
        consumeNext(ctx, seat);
        return;
      }
      p.ask = choiceAsk('keep', 'Gambling World: keep one of the flipped cards', flipped, { limbo: flipped, shape: 'int' });
    },
    keep(ctx, seat, kept, ask) {
      const { s } = ctx;
      const p = s.players[seat];
      p.hand.push(kept);
      discardPileOf(s, seat).push(...ask.data.limbo.filter((c) => c !== kept));
      ctx.ev.push({ type: 'ante-keep', text: `${p.name} keeps ${designOf(s.level, kept).name}.`, data: { seat, card: kept } });
      consumeNext(ctx, seat);
    },
    lucky(ctx, seat, move) {
      const { s } = ctx;
      const p = s.players[seat];
      const flipped = drawOne(ctx, seat);
      if (flipped !== null) {
        const d = designOf(s.level, flipped);
        const hit = d.cost === move;
        if (hit) p.hand.push(flipped);
        else discardPileOf(s, seat).push(flipped);
        ctx.ev.push({
          type: 'lucky',
          text: `${p.name} names ${String(move)} and flips ${d.name} (cost ${d.cost}): ${hit ? 'kept' : 'discarded'}.`,
          data: { seat, named: move, card: flipped, kept: hit },
        });
      }
      consumeNext(ctx, seat);
    },
  },
};
