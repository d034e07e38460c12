/**
 * Gains that laws watch or limit: Trade Goods from the supply (Open the Trade Routes counts them) and command
 * counters placed by choice (Fleet Regulations caps Fleet Supply). Apart from state.ts, which the laws'
 * modules build on.
 */
import { GameError } from '../../engine';
import { fleetAreaCap } from './politics/rules';
import { noteTradeGoods } from './politics/tally';
import { gainCounters, reinforcements, tradeGoodsInSupply, type Ctx } from './state';

/** Gives Trade Goods from the supply of 40; what the supply lacks is lost. */
export function gainTradeGoods(ctx: Ctx, seat: number, n: number): number {
  const got = Math.min(n, tradeGoodsInSupply(ctx.s));
  ctx.s.players[seat].tradeGoods += got;
  if (got > 0) ctx.ev.push({ type: 'trade-goods', data: { seat, n: got } });
  noteTradeGoods(ctx.s, seat, got);
  return got;
}

/**
 * Counters gained, placed in the areas the seat chose (`split`, summing to what reinforcements can give).
 * RULE-READING (README): the TI3 card texts ("receive N Command Counters from your reinforcements") name no
 * area and rules_surface.md is silent; the choice of area follows the TI4 Rules Reference ("Command Tokens":
 * the gaining player chooses the pool), an analog, not a TI3 source. The status phase's 2 counters still go
 * to the Command Pool: redistribution follows at once, so a choice there would change nothing.
 */
export function placeGained(ctx: Ctx, seat: number, n: number, split: { strategy: number; command: number; fleet: number }): void {
  const due = Math.min(n, reinforcements(ctx.s, seat));
  const parts = [split.strategy, split.command, split.fleet];
  if (parts.some((k) => !Number.isInteger(k) || k < 0) || parts.reduce((a, b) => a + b, 0) !== due)
    throw new GameError('ILLEGAL_MOVE', `place exactly ${due} command counter(s) among strategy, command and fleet`);
  if (split.fleet > 0 && ctx.s.players[seat].fleet + split.fleet > fleetAreaCap(ctx.s))
    throw new GameError('ILLEGAL_MOVE', `Fleet Regulations: at most ${fleetAreaCap(ctx.s)} counters in Fleet Supply`);
  for (const area of ['strategy', 'command', 'fleet'] as const) if (split[area] > 0) gainCounters(ctx, seat, split[area], area);
}
