/**
 * Core Stability (For): in each status phase the action cards the players would draw are drawn face up;
 * the player with the highest ready influence chooses his first, then the next, and so on.
 */
import { takeActionCard } from '../cards';
import { planetValue } from '../payment';
import { planetsOf } from '../board';
import type { Ctx, Ti3State } from '../state';
import type { Task } from '../tasks';
import { effectOf } from './effects';

const readyInfluence = (s: Ti3State, seat: number) =>
  planetsOf(s, seat)
    .filter((n) => !s.planets[n].exhausted)
    .reduce((k, n) => k + planetValue(s, n, 'influence'), 0);

/** Draws face up and queues the choices; false without the law (then each player draws as usual). */
export function draftActionCards(ctx: Ctx, draws: { seat: number; n: number }[]): boolean {
  const s = ctx.s;
  const law = effectOf(s, 'Core Stability', 'for');
  if (!law) return false;
  const pool: string[] = [];
  for (const { n } of draws)
    for (let i = 0; i < n; i++) {
      const card = takeActionCard(ctx);
      if (card !== null) pool.push(card);
    }
  law.pool = pool;
  ctx.ev.push({ type: 'action-cards-face-up', text: `Core Stability: ${pool.join(', ')} face up`, data: { cards: pool } });
  // RULE-READING (README): ties in ready influence go by order of play (`draws` is in order of play; the sort is stable).
  const order = [...draws].sort((a, b) => readyInfluence(s, b.seat) - readyInfluence(s, a.seat));
  s.tasks.unshift(...order.map(({ seat, n }): Task => ({ t: 'agenda-choice', seat, card: 'Core Stability', step: 'choose-action-cards', n })));
  return true;
}
