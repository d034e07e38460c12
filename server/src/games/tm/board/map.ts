/**
 * Reading the board: tiles, neighbours and the counts rules ask for (cities on
 * Mars or anywhere, tiles a player owns). Off-map cities (01, 02) touch
 * nothing but count as cities.
 */
import { isMarsSpace, space, SPACES } from '../data';
import type { Owner, Tile, TmState } from '../state';

export const MARS_IDS: readonly string[] = SPACES.map((x) => x.id);

export function neighbours(id: string): readonly string[] {
  return isMarsSpace(id) ? space(id).adjacent : [];
}

export function tileAt(s: TmState, id: string): Tile | undefined {
  return s.tiles[id];
}

export function adjacentTiles(s: TmState, id: string): Tile[] {
  const out: Tile[] = [];
  for (const n of neighbours(id)) {
    const t = s.tiles[n];
    if (t) out.push(t);
  }
  return out;
}

export function countAdjacent(s: TmState, id: string, kind: Tile['kind']): number {
  return adjacentTiles(s, id).filter((t) => t.kind === kind).length;
}

export function cityCount(s: TmState, where: 'mars' | 'anywhere'): number {
  let n = 0;
  for (const [id, t] of Object.entries(s.tiles)) if (t.kind === 'city' && (where === 'anywhere' || isMarsSpace(id))) n++;
  return n;
}

/** Tiles an owner has of a kind (`any`: every owned tile, off-map cities included). */
export function ownedTiles(s: TmState, owner: Owner, kind: Tile['kind'] | 'any'): string[] {
  const out: string[] = [];
  for (const [id, t] of Object.entries(s.tiles)) if (t.owner === owner && (kind === 'any' || t.kind === kind)) out.push(id);
  return out;
}
