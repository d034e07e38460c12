/**
 * Action cards about strategy cards and Space Docks for the round: Policy Paralysis (`after-primary`),
 * Strategic Shift (`strategy-start`), Productivity Spike (the strategy-phase windows).
 */
import { docksIn } from '../board';
import { planetValue } from '../payment';
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
  // RULE-READING: the card nobody may choose stays unchosen, so it collects a bonus counter like any other.
  'Strategic Shift': {
    ask: 'choose the strategy card no player may choose this round',
    choices: (s) => [...s.available],
    resolve(ctx, seat, _w, card) {
      ctx.s.cardEffects.push({ card: 'Strategic Shift', seat, round: ctx.s.round, strategyCard: Number(card) });
      ctx.ev.push({ type: 'strategy-card-barred', data: { seat, strategyCard: Number(card) } });
    },
  },
  // One of your Space Docks produces its planet's influence more this round (action/production.ts).
  'Productivity Spike': {
    ask: 'choose the planet of one of your Space Docks',
    choices: (s, seat) => Object.keys(s.galaxy).flatMap((pos) => docksIn(s, pos, seat)),
    resolve(ctx, seat, _w, planet) {
      const name = String(planet);
      const influence = planetValue(ctx.s, name, 'influence');
      ctx.s.cardEffects.push({ card: 'Productivity Spike', seat, round: ctx.s.round, planet: name });
      ctx.ev.push({ type: 'production-raised', data: { seat, planet: name, n: influence } });
    },
  },
};
