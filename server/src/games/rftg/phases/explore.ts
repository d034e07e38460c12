/**
 * Explore: everyone draws, then everyone (simultaneously) discards down to
 * what they keep.
 */
import { boosted, chose } from '../actions';
import { activePowers, hasPowerFlag } from '../cardinfo';
import { discardFromHand, drawToHand } from '../piles';
import { pickAsk } from '../prompts';
import { plural, type PhaseModule } from './common';

export const explore: PhaseModule = {
  start(ctx) {
    const { s } = ctx;
    s.players.forEach((p, seat) => {
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
        p.ask = pickAsk('explore-discard', `Explore: discard ${plural(n, 'card')}${discardAny ? ' from your hand' : ' of those drawn'}`, from, n, n);
      }
    });
  },
  onQuiet() {
    return true;
  },
  handlers: {
    'explore-discard'(ctx, seat, move) {
      discardFromHand(ctx, seat, move as number[], 'Explore');
      ctx.s.players[seat].ask = null;
    },
  },
};
