/**
 * The "at any time" action cards (window `any-time`): played through the standing offer (offers.ts) and in
 * every window their holder is asked in (windows.ts). Disclosure, Emergency Repairs. (Master of Trade needs
 * trade agreements.)
 */
import { GameError, type Json } from '../../../engine';
import { discardActionCard } from '../cards';
import { learnHeld } from '../knowledge';
import { activeSeats, count, type Ctx, type Ti3State } from '../state';
import type { TaskOf } from '../tasks';
import type { CardEffects } from './types';

const REPAIRED = ['Dreadnought', 'War Sun'] as const;

/** Systems where the seat has a damaged Dreadnought or War Sun. */
const damagedAt = (s: Ti3State, seat: number): string[] =>
  Object.keys(s.space).filter((pos) => s.space[pos].some((f) => f.seat === seat && REPAIRED.some((id) => count(f.damaged, id) > 0)));

const opponentsHolding = (s: Ti3State, seat: number): number[] => activeSeats(s).filter((x) => x !== seat && s.players[x].hand.length > 0);

/** What `seat` has seen of the hand of `of` (Disclosure), kept for the hidden hook (knowledge.ts). */
function seeHand(ctx: Ctx, seat: number, of: number): void {
  const s = ctx.s;
  const cards = [...s.players[of].hand];
  learnHeld(s, seat, of, cards);
  ctx.ev.push({ type: 'hand-seen', data: { seat, of, cards }, audience: [seat] });
  ctx.ev.push({ type: 'hand-looked-at', text: `seat ${seat} looks at seat ${of}'s action cards`, data: { seat, of } });
}

/** Disclosure's second step: the card of the victim's hand that he discards (the player saw them all). */
export function disclosureChoices(s: Ti3State, task: TaskOf<'disclosure'>): string[] {
  return [...s.players[task.victim].hand];
}

export function discloseAndDiscard(ctx: Ctx, task: TaskOf<'disclosure'>, move: Json): void {
  const hand = disclosureChoices(ctx.s, task);
  if (hand.length === 0) return;
  if (typeof move !== 'string' || !hand.includes(move)) throw new GameError('ILLEGAL_MOVE', `Disclosure: choose a card of seat ${task.victim}'s hand`);
  discardActionCard(ctx, task.victim, move);
}

export const ANY_TIME_CARDS: CardEffects = {
  // Look at an opponent's hand, then choose one of his cards, which he discards.
  Disclosure: {
    eligible: (s, seat) => opponentsHolding(s, seat).length > 0,
    ask: 'choose the opponent whose action cards you look at',
    choices: (s, seat) => opponentsHolding(s, seat),
    resolve(ctx, seat, _w, victim) {
      seeHand(ctx, seat, Number(victim));
      ctx.s.tasks.unshift({ t: 'disclosure', seat, victim: Number(victim) });
    },
  },
  // Repair every Dreadnought and War Sun of yours in a system.
  'Emergency Repairs': {
    eligible: (s, seat) => damagedAt(s, seat).length > 0,
    ask: 'choose the system whose damaged Dreadnoughts and War Suns of yours are repaired',
    choices: (s, seat) => damagedAt(s, seat),
    resolve(ctx, seat, _w, pos) {
      const f = ctx.s.space[String(pos)]?.find((x) => x.seat === seat);
      if (!f) return;
      for (const id of REPAIRED) delete f.damaged[id];
      ctx.ev.push({ type: 'repaired', data: { seat, pos: String(pos) } });
    },
  },
};
