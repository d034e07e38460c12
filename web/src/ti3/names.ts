/**
 * How the table names things: seats by race (with the player's name where known), seat colours, units by
 * their short codes, tiles and action cards by their printed names.
 */
import { RACES, STRATEGY_CARDS, systemTile, type UnitId } from '../../../server/src/games/ti3/public';
import type { Ti3View } from './view';

/** Seat colours, in seat order (the plastic colours of the box, drawn as flat SVG fills). */
export const SEAT_COLOURS = ['red', 'blue', 'green', 'yellow', 'purple', 'black'] as const;

export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length];

export function raceName(id: string): string {
  return RACES.find((r) => r.id === id)?.name ?? id;
}

/** "The Emirates of Hacan" → "Hacan": the race's last word, short enough for the map. */
export function raceShort(id: string): string {
  const name = raceName(id);
  return name.split(' ').pop() ?? name;
}

/** "Ann (Hacan)", or "Hacan" when the player's name is unknown. */
export function seatName(v: Ti3View, names: readonly string[], seat: number): string {
  const race = v.players[seat] ? raceShort(v.players[seat].race) : `seat ${seat + 1}`;
  return names[seat] ? `${names[seat]} (${race})` : race;
}

export const UNIT_CODE: Record<UnitId, string> = {
  'War Sun': 'WS',
  Dreadnought: 'DN',
  Cruiser: 'CA',
  Destroyer: 'DD',
  Carrier: 'CV',
  Fighter: 'FF',
  'Ground Force': 'GF',
  PDS: 'PDS',
  'Space Dock': 'SD',
};

/** Ships first, biggest first: the order units are listed in. */
export const UNIT_ORDER: readonly UnitId[] = ['War Sun', 'Dreadnought', 'Cruiser', 'Destroyer', 'Carrier', 'Fighter', 'Ground Force', 'PDS', 'Space Dock'];

export function strategyName(initiative: number): string {
  return STRATEGY_CARDS.find((c) => c.initiative === initiative)?.name ?? `card ${initiative}`;
}

/** A tile's printed name: its planets, its special or wormhole, or the race of a home system. */
export function tileName(id: string): string {
  if (id === 'face-down') return 'face-down tile';
  const t = systemTile(id);
  if (t.kind === 'home') return `${t.planets.map((p) => p.name).join(' / ')} (home system)`;
  if (t.planets.length) return t.planets.map((p) => p.name).join(' / ') + (t.wormhole ? ` (${t.wormhole} wormhole)` : '');
  if (t.special) return t.special === 'asteroid' ? 'Asteroid Field' : t.special === 'nebula' ? 'Nebula' : 'Supernova';
  return t.wormhole ? `${t.wormhole === 'alpha' ? 'Alpha' : 'Beta'} wormhole` : 'Empty space';
}

/** "Sabotage#2" → "Sabotage". */
export const cardName = (id: string): string => id.replace(/#\d+$/, '');
