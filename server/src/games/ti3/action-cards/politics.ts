/**
 * Action cards of the agenda (politics/agenda.ts opens their windows): Council Dissolved
 * (`after-political-primary`), Determine Policy (`before-political-draw`), Veto and Thugs
 * (`after-political-read`), Fantastic Rhetoric (`before-own-vote`, folded into the vote prompt), Discredit
 * (`after-vote`); and Political Stability (`status`).
 */
import { activeSeats, roundEffect, type Ti3State } from '../state';
import type { Task } from '../tasks';
import type { CardEffects } from './types';

type AgendaStep = Extract<Task, { t: 'agenda' }>['step'];

/** The queued agenda step still to come (the draw only while no card was chosen for it). */
const agendaStepAt = (s: Ti3State, step: AgendaStep) => s.tasks.findIndex((t) => t.t === 'agenda' && t.step === step && t.card === undefined);

/** The last vote cast by `seat` on the agenda, if it counts for an outcome. */
function castBy(s: Ti3State, seat: number | undefined) {
  const votes = s.agenda?.votes ?? [];
  const v = votes[votes.length - 1];
  return v !== undefined && v.seat === seat && v.outcome !== null ? v : undefined;
}

/** Thugs: the seat may not vote this round. */
export const barredFromVoting = (s: Ti3State, seat: number): boolean => roundEffect(s, 'Thugs', (e) => e.seat === seat);

/** Fantastic Rhetoric: 10 votes more on the seat's next vote on this agenda. */
export const rhetoricVotes = (s: Ti3State, seat: number): number => (s.agenda?.rhetoric?.includes(seat) ? 10 : 0);

export const POLITICAL_ACTION_CARDS: CardEffects = {
  // The Political primary draws no political card: its draw step is dropped (its look at the top 3 stays).
  'Council Dissolved': {
    eligible: (s) => agendaStepAt(s, 'before-draw') >= 0,
    resolve(ctx, seat, w) {
      const i = agendaStepAt(ctx.s, 'before-draw');
      if (i < 0) return;
      ctx.s.tasks.splice(i, 1);
      ctx.ev.push({ type: 'agenda-cancelled', text: `no political card is drawn for seat ${w.active}`, data: { seat, active: w.active } });
    },
  },
  // The player searches the deck (he then knows it: politicalKnown, secrets.ts) and chooses the agenda
  // (`determine-policy`, politics/choices.ts), which the draw step then puts to the vote.
  'Determine Policy': {
    eligible: (s) => agendaStepAt(s, 'draw') >= 0,
    resolve(ctx, seat) {
      const s = ctx.s;
      s.politicalKnown[seat] = [...s.politicalDeck];
      ctx.ev.push({ type: 'political-deck-searched', data: { seat } });
      s.tasks.unshift({ t: 'agenda-choice', seat, card: 'Determine Policy', step: 'determine-policy' });
    },
  },
  // Before the first vote: the agenda is discarded and the active player draws another.
  Veto: {
    eligible: (s) => s.agenda !== null && s.agenda.votes.length === 0,
    resolve(ctx, seat) {
      const s = ctx.s;
      const a = s.agenda;
      if (a === null) return;
      s.politicalDiscard.push(a.card);
      s.agenda = null;
      ctx.ev.push({ type: 'agenda-vetoed', text: `seat ${seat} vetoes ${a.card}`, data: { seat, card: a.card } });
      const draw: Task = { t: 'agenda', step: 'draw', active: a.active };
      const i = agendaStepAt(s, 'vote');
      if (i >= 0) s.tasks.splice(i, 1, draw);
      else s.tasks.unshift(draw);
    },
  },
  // RULE-READING: "choose a player" is another player (barring oneself does nothing a pass would not).
  Thugs: {
    eligible: (s) => s.agenda !== null && s.agenda.votes.length === 0,
    ask: 'choose the player who may not vote this round',
    choices: (s, seat) => activeSeats(s).filter((x) => x !== seat && !barredFromVoting(s, x)),
    resolve(ctx, seat, _w, victim) {
      ctx.s.cardEffects.push({ card: 'Thugs', seat: Number(victim), round: ctx.s.round });
      ctx.ev.push({ type: 'vote-barred', text: `seat ${Number(victim)} may not vote this round`, data: { seat: Number(victim), by: seat } });
    },
  },
  // The vote just cast (by `w.subject`, another player) becomes an abstention.
  Discredit: {
    eligible: (s, _seat, w) => castBy(s, w.subject) !== undefined,
    resolve(ctx, seat, w) {
      const v = castBy(ctx.s, w.subject);
      if (!v) return;
      v.outcome = null;
      ctx.ev.push({ type: 'vote-discredited', text: `seat ${v.seat}'s vote is changed to abstain`, data: { seat: v.seat, by: seat } });
    },
  },
  // Folded into the voter's own vote prompt: his vote, asked again, counts 10 more.
  'Fantastic Rhetoric': {
    eligible: (s, seat) => s.agenda !== null && !(s.agenda.rhetoric ?? []).includes(seat),
    resolve(ctx, seat) {
      const a = ctx.s.agenda;
      if (a) a.rhetoric = [...(a.rhetoric ?? []), seat];
    },
  },
  // The player keeps his strategy cards into the next round and picks none then (strategy-phase.ts).
  'Political Stability': {
    eligible: (s, seat) => s.players[seat].cards.length > 0,
    resolve(ctx, seat) {
      const cards = [...ctx.s.players[seat].cards];
      ctx.s.cardEffects.push({ card: 'Political Stability', seat, round: ctx.s.round + 1 });
      ctx.ev.push({ type: 'strategy-cards-kept', data: { seat, cards } });
    },
  },
};
