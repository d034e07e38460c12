/**
 * Transfer action (rulebook p.12, p.14, p.19): 1 counter from the Command Pool on one system and 1 from
 * reinforcements on an adjacent system (wormholes count for this adjacency); both hold at least one of the
 * player's units and no enemy units, and neither holds his counter yet. Ships move between the two (cargo
 * only aboard ships with room); landings only on planets he already controls; production in one of the two.
 * With no enemy units in either system, only Deep Space Cannon's PDS fire at it, after the movement (action/pds.ts).
 */
import { GameError } from '../../../engine';
import { hasUnitsIn, othersWithUnits } from '../board';
import { adjacentForMovement } from '../map/adjacency';
import { reinforcements, type Ctx, type Ti3State } from '../state';
import { activationRefusal, placeCounter } from './activation';
import { wormholeRule } from '../politics/rules';

function eligible(s: Ti3State, pos: string, seat: number): boolean {
  return activationRefusal(s, pos, seat) === null && hasUnitsIn(s, pos, seat) && othersWithUnits(s, pos, seat).length === 0;
}

export function transferChoices(s: Ti3State, seat: number): [string, string][] {
  if (s.players[seat].command === 0 || reinforcements(s, seat) === 0) return [];
  const out: [string, string][] = [];
  for (const from of Object.keys(s.galaxy)) {
    if (!eligible(s, from, seat)) continue;
    for (const to of adjacentForMovement(s.galaxy, from, wormholeRule(s))) if (eligible(s, to, seat)) out.push([from, to]);
  }
  return out;
}

export function startTransfer(ctx: Ctx, seat: number, from: string, to: string): void {
  const s = ctx.s;
  if (!transferChoices(s, seat).some(([a, b]) => a === from && b === to)) {
    throw new GameError(
      'ILLEGAL_MOVE',
      `a transfer needs two adjacent systems, both with your units, no enemy units and none of your counters (${from}, ${to})`,
    );
  }
  s.players[seat].command -= 1;
  placeCounter(s, from, seat);
  placeCounter(s, to, seat);
  s.activation = { seat, pos: from, moved: false, transfer: to, produced: false };
  ctx.ev.push({ type: 'transfer', text: `seat ${seat} transfers between ${from} and ${to}`, data: { seat, from, to } });
  s.tasks.unshift(
    { t: 'move', seat, pos: from, between: to, plan: [] },
    { t: 'supply-check', pos: null },
    { t: 'pds', seat, pos: from, between: to },
    { t: 'land', seat, pos: from, steps: [] },
    { t: 'land', seat, pos: to, steps: [] },
    { t: 'produce', seat, pos: from, bought: {}, dock: null, imperial: false, steps: [] },
    { t: 'produce', seat, pos: to, bought: {}, dock: null, imperial: false, steps: [], unlessProducedIn: from },
    { t: 'end-turn', seat },
  );
}
