/**
 * Action cards about strategy cards and Space Docks for the round: Policy Paralysis (`after-primary`),
 * Strategic Shift (`strategy-start`), Productivity Spike (the strategy-phase windows), Public Disgrace
 * (`after-pick`), Strategic Flexibility (`after-all-picks`).
 */
import { docksIn } from '../board';
import { planetValue } from '../payment';
import { imperialToll } from '../politics/rules';
import { activeSeats, roundEffect, type Ctx, type Ti3State } from '../state';
import { INITIATIVE, pickChoices } from '../strategy-phase';
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

const IMPERIAL = 8;

/**
 * Strategic Flexibility's swaps [returned, taken]: a card one holds for one still on the table that one
 * could pick. RULE-READING: never Initiative either way (its pick made the Speaker, and whether its taker
 * held it last round is no longer on the table once the phase ends), nor Imperial when Council's Censure
 * would charge for it.
 */
function swaps(s: Ti3State, seat: number): [number, number][] {
  const p = s.players[seat];
  const open = pickChoices(s, seat).filter((c) => c !== INITIATIVE && !(c === IMPERIAL && imperialToll(s, seat) > 0));
  return p.cards.filter((c) => c !== INITIATIVE && !p.used.includes(c)).flatMap((r) => open.map((x): [number, number] => [r, x]));
}

/**
 * The swap, as if made before the bonus counters were placed (strategy-phase.ts places them before the
 * window): this round's counter moves from the card taken to the card returned; the taker takes the
 * counters the card bore from earlier rounds, as a pick would.
 */
function flex(ctx: Ctx, seat: number, returned: number, taken: number): void {
  const s = ctx.s;
  const p = s.players[seat];
  p.cards = p.cards.map((c) => (c === returned ? taken : c));
  s.available = [...s.available.filter((c) => c !== taken), returned].sort((a, b) => a - b);
  const earlier = Math.max(0, (s.bonus[taken] ?? 0) - 1);
  delete s.bonus[taken];
  s.bonus[returned] = (s.bonus[returned] ?? 0) + 1;
  ctx.ev.push({ type: 'strategy-card-swapped', text: `seat ${seat} returns strategy card ${returned} and takes ${taken}`, data: { seat, returned, taken } });
  if (earlier > 0) s.tasks.unshift({ t: 'bonus', seat, n: earlier });
}

export const STRATEGY_CARDS_EFFECTS: CardEffects = {
  'Strategic Flexibility': {
    ask: 'choose [the strategy card you return, the one you take]',
    choices: swaps,
    resolve(ctx, seat, _w, choice) {
      if (Array.isArray(choice)) flex(ctx, seat, Number(choice[0]), Number(choice[1]));
    },
  },
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
