/** Policy Paralysis (window `after-primary`): an opponent may not follow the active strategy card's secondary. */
import { activeSeats } from '../state';
import type { CardEffects } from './types';

export const STRATEGY_CARDS_EFFECTS: CardEffects = {
  // The ban (strategy-cards canFollow, checked as each follower's turn comes) ends with the turn (flow.ts endTurn).
  'Policy Paralysis': {
    ask: 'choose an opponent who may not follow this secondary',
    choices: (s, seat, w) => activeSeats(s).filter((x) => x !== seat && x !== w.subject),
    resolve(ctx, _seat, _w, victim) {
      ctx.s.cardEffects.push({ card: 'Policy Paralysis', seat: Number(victim) });
    },
  },
};
