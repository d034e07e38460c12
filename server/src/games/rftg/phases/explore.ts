/**
 * Explore: everyone draws, then everyone (simultaneously) discards down to
 * what they keep. BoW discard-for-prestige powers act before anyone draws.
 */
import { boosted, chose } from '../actions';
import { activePowers, cardName, designOf, hasPowerFlag, powerKey } from '../cardinfo';
import type { Ctx } from '../state';
import { discardFromHand, drawToHand } from '../piles';
import { gainPrestige } from '../prestige';
import { choiceAsk, pickAsk } from '../prompts';
import { plural, type PhaseModule } from './common';

/** Draws the seat's Explore cards and asks which to discard. */
function exploreDraw(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  const p = s.players[seat];
  p.ask = null;
  let draw = 2;
  let keep = 1;
  let discardAny = false;
  // In the advanced game a player may hold both Explore cards: both bonuses apply.
  if (chose(p, 'EXPLORE_5_0')) draw += 5;
  if (chose(p, 'EXPLORE_1_1')) {
    draw += 1;
    keep += 1;
  }
  // BoW prestige Explore: +6 cards, keep 1 more, and the discard is made from the whole hand.
  if (boosted(p, 'EXPLORE_5_0') || boosted(p, 'EXPLORE_1_1')) {
    draw += 6;
    keep += 1;
    discardAny = true;
  }
  for (const { power } of activePowers(s, p, 1)) {
    if (hasPowerFlag(power, 'DRAW')) draw += power.value;
    if (hasPowerFlag(power, 'KEEP')) keep += power.value;
    if (hasPowerFlag(power, 'DISCARD_ANY')) discardAny = true;
  }
  const drawn = drawToHand(ctx, seat, draw, 'Explore');
  p.phase.drawn = drawn;
  // RULE-AMBIGUITY: if the piles run dry mid-draw, the player discards (cards actually drawn − keep),
  // never more than they got; the reference engine would ask for (nominal draw − keep).
  const n = drawn.length - keep;
  if (n > 0) {
    const from = discardAny ? p.hand : drawn;
    p.ask = pickAsk('explore-discard', `Explore: discard ${plural(n, 'card')}${discardAny ? ' from your hand' : ' of those drawn'}`, from, n, n, {
      shape: 'int-list',
    });
  }
}

/**
 * BoW (Alien Departure Point, Pan-Galactic Hologrid): before drawing, the player may discard a hand card
 * for prestige, once per such power. Asks for the next unused one; returns false when none is left.
 */
function askDiscardPrestige(ctx: Ctx, seat: number): boolean {
  const p = ctx.s.players[seat];
  if (p.hand.length === 0) return false;
  const ap = activePowers(ctx.s, p, 1).find(({ power }) => hasPowerFlag(power, 'DISCARD_PRESTIGE'));
  if (!ap) return false;
  p.ask = choiceAsk(
    'discard-prestige',
    `${cardName(ctx.s, ap.card)}: discard a card for ${plural(ap.power.value, 'prestige')} before exploring, or not`,
    [...p.hand, null],
    { card: ap.card, index: ap.index, shape: 'int-or-null' },
  );
  return true;
}

export const explore: PhaseModule = {
  start(ctx) {
    // Discards for prestige come first for everyone, then every seat draws: a discarded card can thus be
    // reshuffled into the pile others draw from, as when players resolve one after another.
    ctx.s.step = 'prepare';
    ctx.s.players.forEach((_, seat) => askDiscardPrestige(ctx, seat));
  },
  onQuiet(ctx) {
    if (ctx.s.step !== 'prepare') return true;
    ctx.s.step = 'run';
    ctx.s.players.forEach((_, seat) => exploreDraw(ctx, seat));
    return ctx.s.players.every((p) => p.ask === null);
  },
  handlers: {
    'discard-prestige'(ctx, seat, move, ask) {
      const p = ctx.s.players[seat];
      const { card, index } = ask.data;
      p.phase.used.push(powerKey(card, index));
      if (move !== null) {
        discardFromHand(ctx, seat, [move], cardName(ctx.s, card));
        gainPrestige(ctx, seat, designOf(ctx.s.level, card).powers[index].value, cardName(ctx.s, card));
      }
      if (!askDiscardPrestige(ctx, seat)) p.ask = null;
    },
    'explore-discard'(ctx, seat, move) {
      discardFromHand(ctx, seat, move, 'Explore');
      ctx.s.players[seat].ask = null;
    },
  },
};
