/**
 * Galaxy building (rulebook p.8, p.31-32): after the homes are chosen, the table's clockwise order is the
 * order of home positions around the galaxy ("players sit behind their home system"). Tiles go down one a
 * turn, face up, from each player's hidden hand; ring 1 fills before ring 2, ring 2 before ring 3; the
 * order snakes (clockwise from the first player, the last places twice, back counter-clockwise, the first
 * places twice, ...). Home systems join by themselves when their ring is being filled.
 */
import { GameError } from '../../engine';
import { systemTile } from './data';
import { ALL_POSITIONS, hexNeighbours, ringOf } from './map/geometry';
import { layoutFor } from './map/layouts';
import { dealTiles } from './setup';
import { type Ctx, type Ti3State } from './state';
import { gainTradeGoods } from './gains';

/** Seats by the clockwise order of their home positions, starting from the top of the galaxy. */
export function tableOrder(s: Ti3State): number[] {
  const index = (pos: string) => ALL_POSITIONS.indexOf(pos);
  return s.players.map((_, seat) => seat).sort((a, b) => index(s.players[a].home!) - index(s.players[b].home!));
}

/** The placement order: clockwise from the first player, then back, the ends placing twice in a row. */
export function snakeOrder(s: Ti3State, turns: number): number[] {
  const i = s.table.indexOf(s.speaker);
  const round = [...s.table.slice(i), ...s.table.slice(0, i)];
  const out: number[] = [];
  for (let k = 0; out.length < turns; k++) out.push(...(k % 2 === 0 ? round : [...round].reverse()));
  return out.slice(0, turns);
}

/** Installs a tile and its planets (neutral, ready). */
export function putTile(s: Ti3State, pos: string, tile: string): void {
  s.galaxy[pos] = tile;
  for (const p of systemTile(tile).planets) s.planets[p.name] = { owner: null, exhausted: false, units: {}, since: 0, at: pos };
}

/** Homes go down by themselves once their ring is the one being filled. */
function placeReadyHomes(s: Ti3State): void {
  const ring = currentRing(s);
  for (const p of s.players) if (p.home && ringOf(p.home) <= ring && s.galaxy[p.home] === undefined) putTile(s, p.home, `home-${p.race}`);
}

/** Positions still to fill (homes excluded), and the lowest ring among them. */
function openPositions(s: Ti3State): string[] {
  const homes = new Set(s.players.map((p) => p.home));
  return layoutFor(s.seats).positions.filter((p) => p !== '000' && !homes.has(p) && s.galaxy[p] === undefined);
}

function currentRing(s: Ti3State): number {
  const open = openPositions(s);
  return open.length === 0 ? 3 : Math.min(...open.map(ringOf));
}

/** Galaxy start: the table, 5-player bonuses, the deal, the face-down tile's question or the snake. */
export function startGalaxy(ctx: Ctx): void {
  const s = ctx.s;
  s.table = tableOrder(s);
  s.galaxy = {};
  putTile(s, '000', 'mecatol-rex');
  const layout = layoutFor(s.seats);
  for (const seat of s.table) {
    const bonus = layout.bonusTradeGoods[s.players[seat].home!] ?? 0;
    if (bonus > 0) gainTradeGoods(ctx, seat, bonus);
  }
  ctx.ev.push({ type: 'table', data: { table: s.table, homes: s.table.map((seat) => s.players[seat].home) } });
  if (s.options.galaxy) {
    for (const [pos, tile] of Object.entries(s.options.galaxy)) putTile(s, pos, tile);
    for (const p of s.players) putTile(s, p.home!, `home-${p.race}`);
    s.tasks.unshift({ t: 'galaxy-done' });
    return;
  }
  s.phase = 'galaxy';
  const faceDown = dealTiles(s);
  const turns = s.players.reduce((n, p) => n + p.tiles.length, 0);
  s.snake = snakeOrder(s, turns);
  const placing = s.snake.map((seat) => ({ t: 'place-tile' as const, seat }));
  if (faceDown !== null) {
    s.faceDownTile = faceDown;
    s.tasks.unshift({ t: 'face-down', seat: s.speaker }, ...placing, { t: 'galaxy-done' });
  } else s.tasks.unshift(...placing, { t: 'galaxy-done' });
}

/** 5 players: the ring-1 positions the first player may put the face-down tile on. */
export function faceDownChoices(s: Ti3State): string[] {
  return ['101', '102', '103', '104', '105', '106'].filter((p) => s.galaxy[p] === undefined);
}

export function putFaceDown(ctx: Ctx, pos: string): void {
  const s = ctx.s;
  if (!faceDownChoices(s).includes(pos)) throw new GameError('ILLEGAL_MOVE', `the face-down tile goes on a free ring-1 position, not ${pos}`);
  // Face down: in the galaxy, but its planets appear only when it turns up.
  s.galaxy[pos] = s.faceDownTile!;
  s.faceDownTile = null;
  s.faceDown = pos;
  ctx.ev.push({ type: 'face-down', data: { pos } });
}

/** RULE-READING: the face-down tile, while hidden, is unknown to everyone: it counts as no special system (else the legal placements would tell its identity). */
function specialAt(s: Ti3State, pos: string): boolean {
  if (pos === s.faceDown) return false;
  const tile = s.galaxy[pos];
  return tile !== undefined && systemTile(tile).kind === 'special';
}

/** Every legal [tileId, position] pair for `seat` (rulebook p.8). */
export function tileChoices(s: Ti3State, seat: number): [string, string][] {
  const p = s.players[seat];
  const ring = currentRing(s);
  const positions = openPositions(s).filter((pos) => ringOf(pos) === ring);
  const hasPlanet = (t: string) => systemTile(t).planets.length > 0;
  // A player whose previous tile had no planet must place one with a planet if he holds one.
  const hand = p.lastWithoutPlanet && p.tiles.some(hasPlanet) ? p.tiles.filter(hasPlanet) : p.tiles;
  const pairs = hand.flatMap((t) => positions.map((pos): [string, string] => [t, pos]));
  // A special system may not go next to another special system unless there is no other legal placement.
  const touchesSpecial = ([t, pos]: [string, string]) => systemTile(t).kind === 'special' && hexNeighbours(pos).some((q) => specialAt(s, q));
  const clean = pairs.filter((pair) => !touchesSpecial(pair));
  return clean.length > 0 ? clean : pairs;
}

export function placeTile(ctx: Ctx, seat: number, tile: string, pos: string): void {
  const s = ctx.s;
  const p = s.players[seat];
  if (!p.tiles.includes(tile)) throw new GameError('ILLEGAL_MOVE', `tile ${tile} is not in your hand`);
  if (!tileChoices(s, seat).some(([t, q]) => t === tile && q === pos)) {
    throw new GameError(
      'ILLEGAL_MOVE',
      `${tile} may not go on ${pos}: ring ${currentRing(s)} fills first, a special system avoids another, a planet follows an empty system`,
    );
  }
  putTile(s, pos, tile);
  p.tiles = p.tiles.filter((t) => t !== tile);
  p.lastWithoutPlanet = systemTile(tile).planets.length === 0;
  ctx.ev.push({ type: 'tile', text: `seat ${seat} places ${tile} on ${pos}`, data: { seat, tile, pos } });
  placeReadyHomes(s);
}

/** Once the galaxy is complete: the face-down tile turns up, homes are all down. */
export function finishGalaxy(ctx: Ctx): void {
  const s = ctx.s;
  placeReadyHomes(s);
  for (const p of s.players) if (s.galaxy[p.home!] === undefined) putTile(s, p.home!, `home-${p.race}`);
  if (s.faceDown !== null) {
    putTile(s, s.faceDown, s.galaxy[s.faceDown]);
    ctx.ev.push({ type: 'face-up', data: { pos: s.faceDown, tile: s.galaxy[s.faceDown] } });
    s.faceDown = null;
  }
}
