/**
 * A new game: start worlds dealt, six cards each, then everyone discards two.
 */
import { GameError, randInt, seedRng, type GameEvent, type SeatInfo } from '../../engine';
import { designOf } from './cardinfo';
import { deckForLevel } from './data/deck';
import { addGood, drawToHand, type Ctx } from './piles';
import { pickAsk } from './prompts';
import { freshScratch, type RftgOptions, type RftgState } from './state';

export const VP_PER_PLAYER = 12;
export const OPENING_DEAL = 6;
export const OPENING_KEEP = 4;

export function setupGame(options: RftgOptions, seats: SeatInfo[], seed: string): { state: RftgState; events: GameEvent[] } {
  const level = 0;
  const deckSize = deckForLevel(level).length;
  const ids = Array.from({ length: deckSize }, (_, i) => i);
  const starts = ids.filter((c) => designOf(level, c).flags.includes('START'));
  const s: RftgState = {
    options,
    level,
    rng: seedRng(seed),
    drawPile: ids.filter((c) => !starts.includes(c)),
    discard: [],
    script: [...(options.draws ?? [])],
    seatScripts: seats.map((_, i) => [...(options.drawsBySeat?.[i] ?? [])]),
    vpPool: VP_PER_PLAYER * seats.length,
    round: 0,
    stage: 'initial-discard',
    step: 'run',
    phasesLeft: [],
    actionsRevealed: false,
    players: seats.map((seat) => ({ name: seat.name, hand: [], tableau: [], goods: {}, vp: 0, actions: null, ask: null, phase: freshScratch([]) })),
    over: false,
  };
  const ctx: Ctx = { s, ev: [] };
  // Start worlds are dealt from their own pool; the rest join the draw pile before the deal.
  const pool = [...starts];
  s.players.forEach((p, seat) => {
    let world: number;
    if (options.startWorlds) {
      world = options.startWorlds[seat];
      if (!pool.includes(world)) throw new GameError('BAD_OPTIONS', `startWorlds: ${world} is not an undealt start world`);
    } else {
      world = pool[randInt(s.rng, pool.length)];
    }
    pool.splice(pool.indexOf(world), 1);
    p.tableau.push(world);
    ctx.ev.push({ type: 'start-world', text: `${p.name} starts with ${designOf(level, world).name}.`, data: { seat, card: world } });
    // RULE-AMBIGUITY: a windfall start world (Alpha Centauri) comes with its good, as every placed windfall
    // world does; the reference engine deals that good before the opening hands.
    if (designOf(level, world).flags.includes('WINDFALL')) addGood(ctx, seat, world);
  });
  s.drawPile = [...s.drawPile, ...pool].sort((a, b) => a - b);
  s.players.forEach((p, seat) => {
    drawToHand(ctx, seat, OPENING_DEAL, 'deal');
    p.ask = pickAsk('initial-discard', `Discard ${OPENING_DEAL - OPENING_KEEP} of your opening cards`, p.hand, OPENING_DEAL - OPENING_KEEP, OPENING_DEAL - OPENING_KEEP);
  });
  return { state: s, events: ctx.ev };
}
