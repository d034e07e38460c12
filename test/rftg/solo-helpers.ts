/**
 * Builders for solitaire tests: a 1-seat game past the opening discard, the
 * robot's pile stacked with named cards, and card bookkeeping that includes
 * the robot's pile and tableau.
 */
import type { GameEvent, Json } from '../../server/src/engine';
import { rftg, type RftgState } from '../../server/src/games/rftg';
import type { Ctx } from '../../server/src/games/rftg/state';
import { cid } from './helpers';

const LEVEL = { tgs: 1, rvi: 2, bow: 3 } as const;

/** A solitaire game just past the player's opening discard (first cards discarded). */
export function newSolo(options: Record<string, Json> = {}, seed = 'solo', robotWorld?: string): RftgState {
  const exp = (options.expansion as keyof typeof LEVEL | undefined) ?? 'tgs';
  // A named robot world must not be the one dealt to the player: the player then gets another one.
  const playerWorld = robotWorld === 'Old Earth' ? 'New Sparta' : 'Old Earth';
  const named = robotWorld ? { robotStartWorld: idAt(robotWorld, LEVEL[exp]), startWorlds: [idAt(playerWorld, LEVEL[exp])] } : {};
  const opts = rftg.parseOptions({ ...named, ...options }, 1);
  let s = rftg.setup(opts, [{ name: 'P0' }], seed);
  for (let guard = 0; guard < 3 && s.stage !== 'action'; guard++) {
    for (const pr of rftg.pending(s)) s = rftg.apply(s, pr.seat, pr.choices ? pr.choices[0] : pr.pick!.from.slice(0, pr.pick!.min)).state;
  }
  return s;
}

function idAt(name: string, level: number): number {
  return cid({ level } as RftgState, name);
}

export function ctxOf(s: RftgState): Ctx & { ev: GameEvent[] } {
  return { s, ev: [] };
}

function takeFromAnywhere(s: RftgState, card: number): void {
  for (const arr of [s.drawPile, s.discard, s.players[0].hand, s.solo!.pile]) {
    const i = arr.indexOf(card);
    if (i >= 0) {
      arr.splice(i, 1);
      return;
    }
  }
  throw new Error(`card ${card} is not in a pile or the hand`);
}

/** Replaces the robot's pile: `names[0]` is flipped first (it is put on top). The old pile goes back to the supply. */
export function stackPile(s: RftgState, names: (string | number)[]): number[] {
  const r = s.solo!;
  s.drawPile.push(...r.pile);
  r.pile = [];
  const cards = names.map((n) => (typeof n === 'number' ? n : cid(s, n)));
  for (const c of cards) takeFromAnywhere(s, c);
  r.pile = [...cards].reverse();
  s.drawPile.sort((a, b) => a - b);
  return cards;
}

/** Every card id across piles, hand, tableaus, goods and the robot's pile and tableau (sorted). */
export function soloCardLocations(s: RftgState): number[] {
  const p = s.players[0];
  const all = [
    ...s.drawPile,
    ...s.discard,
    ...p.hand,
    ...p.tableau,
    ...Object.values(p.goods).flat(),
    ...Object.values(p.saved ?? {}).flat(),
    ...(s.search?.flipped ?? []),
    ...s.solo!.pile,
    ...s.solo!.tableau,
  ];
  return all.sort((a, b) => a - b);
}

export function types(ev: GameEvent[]): string[] {
  return ev.map((e) => e.type);
}
