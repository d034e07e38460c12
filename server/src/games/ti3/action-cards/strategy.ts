/**
 * Action cards about strategy cards and Space Docks for the round: Policy Paralysis (`after-primary`),
 * Strategic Shift (`strategy-start`), Productivity Spike (the strategy-phase windows), Public Disgrace
 * (`after-pick`).
 */
import { docksIn } from '../board';
import { planetValue } from '../payment';
import { activeSeats, roundEffect, type Ctx } from '../state';
import { INITIATIVE } from '../strategy-phase';
import type { WindowInfo } from '../tasks';
import type { CardEffects } from './types';

/** The player who just picked gives the card back (its bonus counters and the Speaker too) and picks another. */
function disgrace(ctx: Ctx, seat: number, w: WindowInfo): void {
  const s = ctx.s;
  const [victim, card] = [w.subject!, w.strategyCard!];
  const p = s.players[victim];
  p.cards = p.cards.filter((c) => c !== card);
  s.available = [...s.available, card].sort((a, b) => a - b);
  const bonus = s.tasks.findIndex((t) => t.t === 'bonus' && t.seat === victim);
  if (bonus >= 0) {
    const task = s.tasks[bonus];
    if (task.t === 'bonus') s.bonus[card] = task.n;
    s.tasks.splice(bonus, 1);
  }
  if (card === INITIATIVE && w.speakerBefore !== undefined && s.speaker !== w.speakerBefore) {
    s.speaker = w.speakerBefore;
    ctx.ev.push({ type: 'speaker', data: { seat: w.speakerBefore } });
  }
  s.cardEffects.push({ card: 'Public Disgrace', seat: victim, round: s.round, strategyCard: card });
  ctx.ev.push({ type: 'strategy-card-returned', data: { seat: victim, strategyCard: card, by: seat } });
  s.tasks.unshift({ t: 'pick-strategy', seat: victim });
}

export const STRATEGY_CARDS_EFFECTS: CardEffects = {
  // Only while the player still holds the card and another one is left for him to choose.
  'Public Disgrace': {
    eligible: (s, _seat, w) =>
      w.subject !== undefined &&
      w.strategyCard !== undefined &&
      s.players[w.subject].cards.includes(w.strategyCard) &&
      s.available.some((c) => !roundEffect(s, 'Strategic Shift', (e) => e.strategyCard === c)),
    resolve: disgrace,
  },
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
