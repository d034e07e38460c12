/**
 * Adjacency in a built galaxy: hex adjacency among the layout's positions, plus wormholes for movement
 * only. Alpha-alpha and beta-beta systems are adjacent for movement (transfers included) but not for PDS
 * fire or any other effect; a wormhole type with a single tile in play connects nothing. Laws change
 * wormholes for movement (`WormholeRule`: Closing the Wormholes, Wormhole Reconstruction).
 */
import { systemTile, type SystemTile } from '../data';
import { hexNeighbours } from './geometry';

/** Position → tile id of the galaxy as placed (face-down tiles included under their real id). */
export type Galaxy = Readonly<Record<string, string>>;

export function tileAt(galaxy: Galaxy, position: string): SystemTile | null {
  const id = galaxy[position];
  return id === undefined ? null : systemTile(id);
}

/** Neighbours by hex edge that are part of the galaxy. */
export function adjacentByHex(galaxy: Galaxy, position: string): string[] {
  return hexNeighbours(position).filter((p) => galaxy[p] !== undefined);
}

/** How wormholes connect: matching types (the rules), not at all, or every wormhole to every other. */
export type WormholeRule = 'open' | 'closed' | 'all-linked';

/** Other positions whose wormhole matches this one's (under `rule`). */
export function wormholePartners(galaxy: Galaxy, position: string, rule: WormholeRule = 'open'): string[] {
  const here = tileAt(galaxy, position)?.wormhole ?? null;
  if (here === null || rule === 'closed') return [];
  return Object.keys(galaxy).filter(
    (p) => p !== position && (tileAt(galaxy, p)?.wormhole ?? null) !== null && (rule === 'all-linked' || tileAt(galaxy, p)?.wormhole === here),
  );
}

/** Adjacent for movement (hex edges and wormholes). */
export function adjacentForMovement(galaxy: Galaxy, position: string, rule: WormholeRule = 'open'): string[] {
  const out = adjacentByHex(galaxy, position);
  for (const p of wormholePartners(galaxy, position, rule)) if (!out.includes(p)) out.push(p);
  return out;
}
