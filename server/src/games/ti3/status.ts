/**
 * The status phase (rulebook p.14-15), each step in order of play: 1 objectives; 2 repair damaged
 * Dreadnoughts and War Suns; 3 command counters on the board back to reinforcements; 4 refresh all
 * planets; 5 draw 1 action card and gain 2 command counters; 6 redistribute counters among Strategy
 * Allocation, Command Pool and Fleet Supply, then check Fleet Supply everywhere; 7 return strategy cards.
 * There is no command-counter upkeep in the base game.
 */
import { GameError } from '../../engine';
import { drawActionCards } from './cards';
import { orderOfPlay } from './order';
import { gainCounters, reinforcements, type Ctx, type Ti3State } from './state';
import { at } from './timing';
import { isElected } from './politics/effects';
import { draftActionCards } from './politics/draft';
import { fleetAreaCap } from './politics/rules';

export function startStatusPhase(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'status';
  s.activation = null;
  const order = orderOfPlay(s);
  at(ctx, 'status-step', { step: 1 });
  s.tasks.unshift(
    ...order.map((seat) => ({ t: 'claim' as const, seat })),
    { t: 'status-upkeep' },
    ...order.map((seat) => ({ t: 'redistribute' as const, seat })),
    { t: 'status-done' },
  );
}

/** Steps 2-5. */
export function statusUpkeep(ctx: Ctx): void {
  const s = ctx.s;
  at(ctx, 'status-step', { step: 2 });
  for (const fleets of Object.values(s.space)) for (const f of fleets) f.damaged = {};
  at(ctx, 'status-step', { step: 3 });
  s.counters = {};
  at(ctx, 'status-step', { step: 4 });
  for (const pl of Object.values(s.planets)) {
    if (pl.owner !== null) pl.exhausted = false;
    delete pl.newDock;
  }
  at(ctx, 'status-step', { step: 5 });
  const draws = orderOfPlay(s).map((seat) => ({ seat, n: isElected(s, 'Minister of Policy', seat) ? 2 : 1 }));
  // Core Stability: the cards are drawn face up and chosen instead.
  const drafted = draftActionCards(ctx, draws);
  for (const { seat, n } of draws) {
    if (!drafted) drawActionCards(ctx, seat, n);
    gainCounters(ctx, seat, 2);
  }
  ctx.ev.push({ type: 'status', data: { round: s.round } });
  at(ctx, 'status-step', { step: 6 });
}

/** Every counter of the race sheet (reinforcements stay where they are). */
export function sheetCounters(s: Ti3State, seat: number): number {
  const p = s.players[seat];
  return p.strategy + p.command + p.fleet;
}

export function redistribute(ctx: Ctx, seat: number, split: { strategy: number; command: number; fleet: number }): void {
  const s = ctx.s;
  const n = sheetCounters(s, seat);
  if (split.strategy + split.command + split.fleet !== n) throw new GameError('ILLEGAL_MOVE', `redistribute exactly your ${n} counters`);
  if (split.fleet > fleetAreaCap(s)) throw new GameError('ILLEGAL_MOVE', `Fleet Regulations: at most ${fleetAreaCap(s)} counters in Fleet Supply`);
  Object.assign(s.players[seat], split);
  ctx.ev.push({ type: 'redistribute', data: { seat, ...split } });
  if (reinforcements(s, seat) < 0) throw new Error('counters over 16');
}
