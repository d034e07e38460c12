/**
 * The Tharsis map as SVG hexes: ocean spaces, Noctis City's reserved
 * space, volcanic spaces, placement bonuses, tiles in their owners'
 * colours, and — while a placement question is open — the offered spaces,
 * clickable. The two off-map city spaces sit beside the map.
 */
import { SPACES, space as spaceData } from '../../../server/src/games/tm/public';
import { h } from '../ui/dom';
import { cardName } from './cards';
import { ownerColour, RESOURCE_GLYPH } from './glyphs';
import type { Owner, SpaceBonus, SpaceView, TmView } from './view';

const NS = 'http://www.w3.org/2000/svg';
const R = 30;
const W = Math.sqrt(3) * R;
const ROW_H = 1.5 * R;
const MIDDLE_ROW = 4;
const LEFT = 92;
const PAD = 8;

type SvgAttrs = Record<string, string | number | null | undefined>;

function s(tag: string, attrs: SvgAttrs = {}, ...children: (SVGElement | string | null)[]): SVGElement {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) el.setAttribute(k, String(v));
  for (const c of children) if (c !== null) el.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return el;
}

/** Centre of a space: rows are centred, each shorter row shifted half a hex. */
function centre(row: number, col: number): [number, number] {
  const shift = Math.abs(row - MIDDLE_ROW) / 2;
  return [LEFT + PAD + (col + shift) * W + W / 2, PAD + row * ROW_H + R];
}

function hexPoints(cx: number, cy: number, r: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 90);
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

const BONUS_GLYPH: Record<SpaceBonus, string> = { plant: RESOURCE_GLYPH.plants, steel: RESOURCE_GLYPH.steel, titanium: RESOURCE_GLYPH.titanium, card: '▯' };
const TILE_GLYPH: Record<string, string> = { city: '⌂', greenery: '✿', ocean: '≈', special: '✦' };

function bonusIcons(cx: number, cy: number, bonus: SpaceBonus[]): SVGElement[] {
  const gap = 17;
  const x0 = cx - ((bonus.length - 1) * gap) / 2;
  return bonus.map((b, i) =>
    s('g', { class: `bonus bonus-${b}` }, s('circle', { cx: x0 + i * gap, cy: cy - 4, r: 8 }), s('text', { x: x0 + i * gap, y: cy - 0.5 }, BONUS_GLYPH[b])),
  );
}

function ownerName(v: TmView, owner: Owner | null): string {
  if (owner === null) return '';
  if (owner === 'neutral') return 'neutral';
  if (owner === 'marsbot') return v.marsbot?.name ?? 'MarsBot';
  return v.players[owner]?.name ?? `seat ${owner + 1}`;
}

/** A special tile is named after its card; MarsBot's Neural Instance has none. */
function tileName(v: TmView, x: SpaceView): string {
  if (x.card) return cardName(x.card);
  if (x.tile === 'special' && v.marsbot?.neuralInstance === x.id) return 'Neural Instance';
  return x.tile ?? '';
}

function spaceTitle(v: TmView, x: SpaceView): string {
  const d = spaceData(x.id);
  const parts = [`Space ${x.id}`, x.type === 'ocean' ? 'ocean space' : d.reserved === 'noctis' ? 'Noctis City' : d.volcanic ? 'volcanic' : 'land'];
  if (x.bonus.length) parts.push(`bonus: ${x.bonus.join(', ')}`);
  if (x.tile) parts.push(`${tileName(v, x)}${x.owner !== null ? ` of ${ownerName(v, x.owner)}` : ''}`);
  if (x.claim !== null) parts.push(`reserved for ${ownerName(v, x.claim)}`);
  return parts.join(' · ');
}

/** The owner's cube on a tile. */
function cube(cx: number, cy: number, owner: Owner | null): SVGElement | null {
  return owner === null ? null : s('rect', { class: `cube owner-${ownerColour(owner)}`, x: cx - 6, y: cy + 9, width: 12, height: 12, rx: 2 });
}

function tileMark(v: TmView, cx: number, cy: number, x: SpaceView): (SVGElement | null)[] {
  return [
    s('text', { class: 'tile-glyph', x: cx, y: cy + 2 }, TILE_GLYPH[x.tile!] ?? '?'),
    x.tile === 'special' ? s('text', { class: 'space-name', x: cx, y: cy - 15 }, tileName(v, x).split(' ')[0]) : null,
    cube(cx, cy, x.owner),
  ];
}

/** A space's group: what the tests and styles read (`data-space`, `data-tile`, `data-owner`), clickable when offered. */
function spaceGroup(
  x: { id: string; tile: string | null; owner: Owner | null },
  classes: string[],
  pick: ((id: string) => void) | null,
  ...children: (SVGElement | null)[]
): SVGElement {
  const g = s(
    'g',
    {
      class: [...classes, x.tile ? `tile-${x.tile}` : 'empty', pick ? 'choice' : ''].filter(Boolean).join(' '),
      'data-space': x.id,
      'data-tile': x.tile ?? '',
      'data-owner': x.owner ?? '',
      'data-space-choice': pick ? x.id : null,
    },
    ...children,
  );
  if (pick) g.addEventListener('click', () => pick(x.id));
  return g;
}

function spaceCell(v: TmView, x: SpaceView, pick: ((id: string) => void) | null): SVGElement {
  const d = spaceData(x.id);
  const [cx, cy] = centre(d.row, d.col);
  return spaceGroup(
    x,
    ['space', x.type, d.volcanic ? 'volcanic' : '', d.reserved ? 'reserved' : ''],
    pick,
    s('title', {}, spaceTitle(v, x)),
    s('polygon', { class: 'hex', points: hexPoints(cx, cy, R - 1.5) }),
    x.claim !== null ? s('polygon', { class: `claim owner-${ownerColour(x.claim)}`, points: hexPoints(cx, cy, R - 6) }) : null,
    ...(x.tile ? tileMark(v, cx, cy, x) : bonusIcons(cx, cy, x.bonus)),
    !x.tile && d.reserved === 'noctis' ? s('text', { class: 'space-name', x: cx, y: cy + 12 }, 'Noctis') : null,
    !x.tile && d.volcanic ? s('text', { class: 'space-name', x: cx, y: cy + 12 }, 'volcanic') : null,
    s('text', { class: 'space-id', x: cx, y: cy + R - 7 }, x.id),
  );
}

function offMapCell(v: TmView, x: TmView['board']['offMap'][number], index: number, pick: ((id: string) => void) | null): SVGElement {
  const cx = LEFT / 2;
  const cy = PAD + R + index * (2 * R + 26);
  return spaceGroup(
    x,
    ['space', 'off-map'],
    pick,
    s('title', {}, `${x.name} (off Mars)${x.tile ? ` · city of ${ownerName(v, x.owner)}` : ''}`),
    s('circle', { class: 'hex', cx, cy, r: R - 2 }),
    x.tile ? s('text', { class: 'tile-glyph', x: cx, y: cy + 2 }, TILE_GLYPH.city) : null,
    x.tile ? cube(cx, cy, x.owner) : null,
    s('text', { class: 'space-name', x: cx, y: cy + R + 12 }, x.name.split(' ')[0]),
  );
}

/**
 * The map; `offered` holds the spaces the open question offers and `pick`
 * answers with one of them.
 */
export function marsMap(v: TmView, offered: ReadonlySet<string>, pick: ((id: string) => void) | null): HTMLElement {
  const last = SPACES[SPACES.length - 1];
  const width = LEFT + 2 * PAD + 9 * W;
  const height = 2 * PAD + last.row * ROW_H + 2 * R;
  const choose = (id: string) => (pick && offered.has(id) ? pick : null);
  const svg = s(
    'svg',
    { class: 'tm-map-svg', viewBox: `0 0 ${width.toFixed(0)} ${height.toFixed(0)}`, role: 'img', 'aria-label': 'Tharsis map' },
    ...v.board.offMap.map((x, i) => offMapCell(v, x, i, choose(x.id))),
    ...v.board.spaces.map((x) => spaceCell(v, x, choose(x.id))),
  );
  return h('div', { class: `tm-map${pick && offered.size ? ' placing' : ''}`, 'data-map': true }, svg);
}
