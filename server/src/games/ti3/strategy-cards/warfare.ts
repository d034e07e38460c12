/**
 * 6 Warfare. Primary: take one of one's command counters off the board back into the Command Pool (that
 * system may be activated again). Secondary: move 1 or 2 of one's Destroyers/Cruisers from anywhere to
 * adjacent empty non-home systems, placing a counter from reinforcements in each destination (none where
 * one's counter already is). RULE-READING: "empty" is an empty-system tile (no planets, not special; a
 * special system never counts as empty) holding no other player's ships; adjacency is adjacency for movement.
 */
import { GameError } from '../../../engine';
import { capitalShips, hasEnemyShips } from '../board';
import { systemTile } from '../data';
import { adjacentForMovement } from '../map/adjacency';
import { fleetSupply } from '../modifiers';
import { add, ensureFleet, fleetOf, reinforcements, tidySpace, type Ti3State } from '../state';
import { hasCounter, placeCounter } from '../action/activation';
import type { CardRules } from './card';
import { wormholeRule } from '../politics/rules';

type Patrol = {
  from: string;
  unit: 'Destroyer' | 'Cruiser';
  to: string;
};

export function patrolChoices(s: Ti3State, seat: number): Patrol[] {
  const out: Patrol[] = [];
  for (const [from, fleets] of Object.entries(s.space)) {
    const f = fleets.find((x) => x.seat === seat);
    if (!f) continue;
    for (const unit of ['Destroyer', 'Cruiser'] as const) {
      if ((f.units[unit] ?? 0) === 0) continue;
      for (const to of adjacentForMovement(s.galaxy, from, wormholeRule(s))) {
        if (systemTile(s.galaxy[to]).kind !== 'empty' || hasEnemyShips(s, to, seat)) continue;
        if (capitalShips(fleetOf(s, to, seat)) >= fleetSupply(s, seat)) continue;
        if (!hasCounter(s, to, seat) && reinforcements(s, seat) === 0) continue;
        out.push({ from, unit, to });
      }
    }
  }
  return out;
}

export const warfare: CardRules = {
  initiative: 6,
  name: 'Warfare',
  primary: {
    text: 'Warfare: take one of your command counters off the board into your Command Pool',
    choices: (s, t) => {
      const mine = Object.keys(s.counters).filter((pos) => hasCounter(s, pos, t.seat));
      return mine.length > 0 ? mine : null;
    },
    resolve: (ctx, t, answer) => {
      if (answer === null) return true;
      const s = ctx.s;
      const pos = answer as string;
      const left = s.counters[pos].filter((x) => x !== t.seat);
      if (left.length > 0) s.counters[pos] = left;
      else delete s.counters[pos];
      s.players[t.seat].command += 1;
      ctx.ev.push({ type: 'counter-back', data: { seat: t.seat, pos } });
      return true;
    },
  },
  secondary: {
    text: 'Warfare: move a Destroyer or Cruiser to an adjacent empty system (up to 2), or done',
    choices: (s, t) => ((t.moved ?? 0) < 2 ? [...patrolChoices(s, t.seat), 'done'] : null),
    resolve: (ctx, t, answer) => {
      if (answer === null || answer === 'done') return true;
      const s = ctx.s;
      const m = answer as Patrol;
      if (!patrolChoices(s, t.seat).some((p) => p.from === m.from && p.unit === m.unit && p.to === m.to)) {
        throw new GameError('ILLEGAL_MOVE', `a patrol goes to an adjacent empty non-home system: ${m.to} does not qualify`);
      }
      const from = ensureFleet(s, m.from, t.seat);
      add(from.units, m.unit, -1);
      add(ensureFleet(s, m.to, t.seat).units, m.unit, 1);
      tidySpace(s, m.from);
      if (!hasCounter(s, m.to, t.seat)) placeCounter(s, m.to, t.seat);
      ctx.ev.push({ type: 'patrol', data: { seat: t.seat, from: m.from, unit: m.unit, to: m.to } });
      t.moved = (t.moved ?? 0) + 1;
      return t.moved >= 2;
    },
  },
  worthFollowing: (s, seat) => patrolChoices(s, seat).length > 0,
};
