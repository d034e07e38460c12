/**
 * The galaxy as SVG hexes (flat-top, axial coordinates from the server's geometry): every position of the
 * layout, placed or not, with its planets (name, resources/influence, specialty, owner, exhausted, the units
 * on them), special systems and wormholes, each owner's ships (damaged ones starred) and command counters.
 * Hexes a question offers are clickable; a movement plan is drawn as arrows. Pan by dragging, zoom with
 * the wheel or the buttons; the view stays where it was across re-renders.
 */
import { axial, layoutFor, systemTile, type Counts, type Planet, type ShipMove } from '../../../server/src/games/ti3/public';
import { h } from '../ui/dom';
import { raceShort, seatColour, tileName, UNIT_CODE, UNIT_ORDER } from './names';
import type { Fleet, Ti3View } from './view';

const NS = 'http://www.w3.org/2000/svg';
const R = 100;
const SQ3 = Math.sqrt(3);

type SvgAttrs = Record<string, string | number | null | undefined>;

export function svg(tag: string, attrs: SvgAttrs = {}, ...children: (SVGElement | string | null)[]): SVGElement {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) el.setAttribute(k, String(v));
  for (const c of children) if (c !== null) el.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return el;
}

function centre(pos: string): [number, number] {
  const [q, r] = axial(pos);
  return [1.5 * R * q, SQ3 * R * (r + q / 2)];
}

function hexPoints(cx: number, cy: number, r: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

/** "CV2 CA1 DN1*" — a starred code is a damaged ship (one star per damaged unit). */
export function unitList(units: Counts, damaged: Counts = {}): string {
  return UNIT_ORDER.filter((u) => (units[u] ?? 0) > 0)
    .map((u) => `${UNIT_CODE[u]}${units[u]}${'*'.repeat(damaged[u] ?? 0)}`)
    .join(' ');
}

const SPECIALTY_FILL: Record<string, string> = { red: '#d33', green: '#2a2', blue: '#36c' };

/** Where the planets of a system sit, relative to its centre. */
function planetSpots(n: number): [number, number][] {
  if (n === 0) return [];
  if (n === 1) return [[0, -14]];
  if (n === 2)
    return [
      [-40, -14],
      [40, -14],
    ];
  return [
    [-52, -4],
    [0, -30],
    [52, -4],
  ];
}

function planetMark(v: Ti3View, planet: Planet, x: number, y: number): SVGElement {
  const st = v.planets[planet.name];
  const owner = st?.owner ?? null;
  const exhausted = st?.exhausted === true;
  const ground = st ? unitList(st.units) : '';
  const title = [
    `${planet.name}: ${planet.resources} resources, ${planet.influence} influence`,
    planet.specialty ? `${planet.specialty} specialty` : null,
    owner !== null ? `held by ${raceShort(v.players[owner]?.race ?? '')}` : 'neutral',
    exhausted ? 'exhausted' : null,
    ground ? `units: ${ground}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return svg(
    'g',
    {
      class: `planet${exhausted ? ' exhausted' : ''}${owner !== null ? ` owner-${seatColour(owner)}` : ''}`,
      'data-planet': planet.name,
      'data-owner': owner ?? '',
      'data-exhausted': exhausted ? 'true' : 'false',
    },
    svg('title', {}, title),
    svg('circle', { class: 'planet-disc', cx: x, cy: y, r: 19 }),
    svg('text', { class: 'planet-values', x, y: y + 4 }, `${planet.resources}/${planet.influence}`),
    planet.specialty ? svg('circle', { class: 'specialty', cx: x + 15, cy: y - 14, r: 5, fill: SPECIALTY_FILL[planet.specialty] }) : null,
    svg('text', { class: 'planet-name', x, y: y + 31 }, planet.name),
    ground ? svg('text', { class: `ground owner-${seatColour(owner ?? 0)}`, x, y: y + 43, 'data-ground': ground }, ground) : null,
  );
}

function fleetLines(cx: number, cy: number, fleets: Fleet[], pos: string): SVGElement[] {
  return fleets.map((f, i) => {
    const text = unitList(f.units, f.damaged);
    const y = cy + 50 + i * 14 - (fleets.length - 1) * 7;
    return svg(
      'g',
      { class: `fleet owner-${seatColour(f.seat)}`, 'data-fleet': `${pos}:${f.seat}`, 'data-units': text },
      svg('rect', { class: 'fleet-dot', x: cx - 60, y: y - 8, width: 9, height: 9, rx: 2 }),
      svg('text', { class: 'fleet-units', x: cx - 47, y }, text),
    );
  });
}

function counterMarks(cx: number, cy: number, seats: number[], pos: string): SVGElement[] {
  return seats.map((seat, i) =>
    svg('rect', {
      class: `command-counter owner-${seatColour(seat)}`,
      'data-counter': `${pos}:${seat}`,
      x: cx - 8 - (seats.length - 1) * 9 + i * 18,
      y: cy - 80,
      width: 14,
      height: 14,
      rx: 3,
    }),
  );
}

export interface MapOptions {
  /** Positions the open question offers, and how to answer with one. */
  offered: ReadonlySet<string>;
  pick: ((pos: string) => void) | null;
  /** The seat's movement plan (drawn as arrows into its system). */
  plan: { pos: string; steps: ShipMove[] } | null;
  /** Positions marked as chosen (e.g. the movement's source being looked at). */
  marked?: ReadonlySet<string>;
}

function hexCell(v: Ti3View, pos: string, o: MapOptions): SVGElement {
  const [cx, cy] = centre(pos);
  const tile = v.galaxy[pos] ?? null;
  const data = tile && tile !== 'face-down' ? systemTile(tile) : null;
  const offered = o.pick !== null && o.offered.has(pos);
  const active = v.activation?.pos === pos;
  // A home position chosen before its ring is laid: its owner's ring and name, the tile comes later.
  const homeOf = v.players.findIndex((p) => p.home === pos);
  const classes = [
    'hex',
    tile ? `tile-${data?.kind ?? 'face-down'}` : 'slot',
    data?.special ? `special-${data.special}` : '',
    offered ? 'choice' : '',
    active ? 'active-system' : '',
    o.marked?.has(pos) ? 'marked' : '',
  ];
  const fleets = v.space[pos] ?? [];
  const g = svg(
    'g',
    {
      class: classes.filter(Boolean).join(' '),
      'data-hex': pos,
      'data-tile': tile ?? '',
      'data-hex-choice': offered ? pos : null,
    },
    svg('title', {}, `${pos}: ${tile ? tileName(tile) : 'empty slot'}${active ? ' (activated)' : ''}`),
    svg('polygon', { class: 'hex-shape', points: hexPoints(cx, cy, R - 3) }),
    homeOf >= 0 ? svg('polygon', { class: `home-ring owner-${seatColour(homeOf)}`, points: hexPoints(cx, cy, R - 9) }) : null,
    data?.special ? svg('text', { class: 'special-name', x: cx, y: cy - 20 }, tileName(data.id)) : null,
    data?.wormhole
      ? svg(
          'g',
          { class: `wormhole wormhole-${data.wormhole}` },
          svg('circle', { cx: cx - 62, cy: cy - 36, r: 13 }),
          svg('text', { x: cx - 62, y: cy - 31 }, data.wormhole === 'alpha' ? 'α' : 'β'),
        )
      : null,
    tile === 'face-down' ? svg('text', { class: 'special-name', x: cx, y: cy - 20 }, 'face down') : null,
    homeOf >= 0 ? svg('text', { class: 'home-name', x: cx, y: cy - 58 }, raceShort(v.players[homeOf].race)) : null,
    ...(data ? planetSpots(data.planets.length).map(([dx, dy], i) => planetMark(v, data.planets[i], cx + dx, cy + dy)) : []),
    ...fleetLines(cx, cy, fleets, pos),
    ...counterMarks(cx, cy, v.counters[pos] ?? [], pos),
    svg('text', { class: 'hex-id', x: cx + 52, y: cy + 80 }, pos),
  );
  if (offered) g.addEventListener('click', () => !view.dragged && o.pick!(pos));
  return g;
}

function planArrows(plan: { pos: string; steps: ShipMove[] }): SVGElement[] {
  const [tx, ty] = centre(plan.pos);
  return plan.steps.map((step, i) => {
    const [fx, fy] = centre(step.from);
    // Stop short of the centre, and fan arrows out so that several from one system stay apart.
    const k = 0.72;
    const off = (i % 5) * 6 - 12;
    const x2 = fx + (tx - fx) * k + off;
    const y2 = fy + (ty - fy) * k + off;
    return svg(
      'g',
      { class: 'plan-step', 'data-plan-step': i },
      svg('line', { x1: fx + off, y1: fy + off, x2, y2, 'marker-end': 'url(#ti3-arrow)' }),
      svg('text', { x: (fx + x2) / 2, y: (fy + y2) / 2 - 4 }, UNIT_CODE[step.unit]),
    );
  });
}

/** Pan and zoom, kept across re-renders (the page redraws the table on every message). */
const view = { scale: 1, x: 0, y: 0, dragged: false };

function applyView(g: SVGElement): void {
  g.setAttribute('transform', `translate(${view.x.toFixed(1)} ${view.y.toFixed(1)}) scale(${view.scale.toFixed(3)})`);
}

function zoomBy(g: SVGElement, factor: number, at: [number, number] = [0, 0]): void {
  const scale = Math.min(6, Math.max(0.5, view.scale * factor));
  const f = scale / view.scale;
  view.x = at[0] - (at[0] - view.x) * f;
  view.y = at[1] - (at[1] - view.y) * f;
  view.scale = scale;
  applyView(g);
}

/** Dragging pans; a drag is not a click on the hex where it ended. */
function panAndZoom(root: SVGSVGElement, g: SVGElement): void {
  let from: { x: number; y: number; vx: number; vy: number } | null = null;
  const unit = () => {
    const box = root.viewBox.baseVal;
    return box.width / (root.clientWidth || box.width);
  };
  root.addEventListener('pointerdown', (e) => {
    from = { x: e.clientX, y: e.clientY, vx: view.x, vy: view.y };
    view.dragged = false;
  });
  root.addEventListener('pointermove', (e) => {
    if (!from) return;
    const dx = (e.clientX - from.x) * unit();
    const dy = (e.clientY - from.y) * unit();
    if (Math.abs(dx) + Math.abs(dy) > 6 * unit()) view.dragged = true;
    if (!view.dragged) return;
    view.x = from.vx + dx;
    view.y = from.vy + dy;
    applyView(g);
  });
  const end = () => (from = null);
  root.addEventListener('pointerup', end);
  root.addEventListener('pointerleave', end);
  root.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const box = root.viewBox.baseVal;
      const rect = root.getBoundingClientRect();
      const at: [number, number] = [box.x + (e.clientX - rect.left) * unit(), box.y + (e.clientY - rect.top) * unit()];
      zoomBy(g, e.deltaY < 0 ? 1.15 : 1 / 1.15, at);
    },
    { passive: false },
  );
}

export function galaxyMap(v: Ti3View, o: MapOptions): HTMLElement {
  const positions = layoutFor(v.players.length).positions;
  const xs = positions.map((p) => centre(p)[0]);
  const ys = positions.map((p) => centre(p)[1]);
  const pad = 6;
  const x0 = Math.min(...xs) - R - pad;
  const y0 = Math.min(...ys) - (SQ3 / 2) * R - pad;
  const width = Math.max(...xs) - Math.min(...xs) + 2 * R + 2 * pad;
  const height = Math.max(...ys) - Math.min(...ys) + SQ3 * R + 2 * pad;
  const inner = svg('g', { class: 'galaxy' }, ...positions.map((p) => hexCell(v, p, o)), ...(o.plan ? planArrows(o.plan) : []));
  applyView(inner);
  const root = svg(
    'svg',
    { class: 'ti3-map-svg', viewBox: `${x0.toFixed(0)} ${y0.toFixed(0)} ${width.toFixed(0)} ${height.toFixed(0)}`, role: 'img', 'aria-label': 'The galaxy' },
    svg(
      'defs',
      {},
      svg(
        'marker',
        { id: 'ti3-arrow', viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto' },
        svg('path', { d: 'M0,0 L10,5 L0,10 z' }),
      ),
    ),
    inner,
  ) as SVGSVGElement;
  panAndZoom(root, inner);
  const button = (label: string, title: string, act: () => void) => h('button', { type: 'button', title, 'data-map-control': title, onclick: act }, label);
  return h(
    'div',
    { class: `ti3-map${o.pick && o.offered.size ? ' picking' : ''}`, 'data-map': true },
    h(
      'div',
      { class: 'map-controls' },
      button('+', 'zoom in', () => zoomBy(inner, 1.25, [x0 + width / 2, y0 + height / 2])),
      button('−', 'zoom out', () => zoomBy(inner, 1 / 1.25, [x0 + width / 2, y0 + height / 2])),
      button('⟲', 'reset view', () => {
        Object.assign(view, { scale: 1, x: 0, y: 0 });
        applyView(inner);
      }),
    ),
    root,
  );
}
