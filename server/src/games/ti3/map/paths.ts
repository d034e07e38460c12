/**
 * Movement range along passable paths (not raw hex distance). A ship of move m reaches the activated
 * system if some path of at most m steps (adjacency for movement, wormholes included) leads there such
 * that every system passed through (not the start, not the end) may be passed: no Asteroid Field, Nebula
 * or Supernova, no system with another player's ships. The end may not be an Asteroid Field or a
 * Supernova (activation already refuses those). Leaving a Nebula: move 1.
 */
import { adjacentForMovement, tileAt, type Galaxy, type WormholeRule } from './adjacency';

export interface PathRules {
  galaxy: Galaxy;
  /** Positions a ship may not pass through beyond the special systems (enemy ships). */
  blocked: (position: string) => boolean;
  /** Laws on wormholes (default: matching types connect). */
  wormholes?: WormholeRule;
}

/** Whether the tile itself lets a ship pass through it. */
export function passableTile(galaxy: Galaxy, position: string): boolean {
  const special = tileAt(galaxy, position)?.special ?? null;
  return special === null;
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
        if (passableTile(rules.galaxy, q) && !rules.blocked(q)) next.push(q);
      }
    }
    frontier = next;
  }
  return null;
}
