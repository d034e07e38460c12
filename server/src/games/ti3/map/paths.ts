/**
 * Movement range along passable paths (not raw hex distance). A ship of move m reaches the activated
 * system if some path of at most m steps (adjacency for movement, wormholes included) leads there such
 * that every system passed through (not the start, not the end) may be passed: no Asteroid Field, Nebula
 * or Supernova (Asteroid Fields with Antimass Deflectors), no system whose enemy ships block (board.ts). The end may not be an Asteroid Field or a
 * Supernova (activation already refuses those). Leaving a Nebula: move 1.
 */
import { adjacentForMovement, tileAt, type Galaxy, type WormholeRule } from './adjacency';

export interface PathRules {
  galaxy: Galaxy;
  /** Positions a ship may not pass through beyond the special systems (enemy ships). */
  blocked: (position: string) => boolean;
  /** Asteroid Fields may be passed through (Antimass Deflectors); never ended in, since never activated. */
  throughAsteroids?: boolean;
  /** Laws on wormholes (default: matching types connect). */
  wormholes?: WormholeRule;
}

/** Whether the tile itself lets a ship pass through it. */
export function passableTile(galaxy: Galaxy, position: string, throughAsteroids = false): boolean {
  const special = tileAt(galaxy, position)?.special ?? null;
  return special === null || (throughAsteroids && special === 'asteroid');
}

/** The fewest steps from `from` to `to` along passable paths, or null when out of reach within `move`. */
export function pathLength(rules: PathRules, from: string, to: string, move: number): number | null {
  if (from === to) return 0;
  const inNebula = tileAt(rules.galaxy, from)?.special === 'nebula';
  const range = inNebula ? Math.min(move, 1) : move;
  let frontier = [from];
  const seen = new Set(frontier);
  for (let steps = 1; steps <= range; steps++) {
    const next: string[] = [];
    for (const p of frontier) {
      for (const q of adjacentForMovement(rules.galaxy, p, rules.wormholes)) {
        if (q === to) return steps;
        if (seen.has(q)) continue;
        seen.add(q);
        if (passableTile(rules.galaxy, q, rules.throughAsteroids) && !rules.blocked(q)) next.push(q);
      }
    }
    frontier = next;
  }
  return null;
}
