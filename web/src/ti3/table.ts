/**
 * The Twilight Imperium table: phase bar, the open question, the galaxy map, the common area, this seat's
 * own cards and tiles, and every player's board. Questions about systems are answered on the map (home
 * position, activation, the face-down tile, Warfare and Imperial), tiles are placed by choosing one from
 * the hand and then a hex, a movement plan is built on its panel and drawn on the map; combat questions on
 * the combat panel (with the dice), votes on the political panel, action-card windows on a bar, the
 * standing offer on its own small panel; everything else falls back to the generic prompt panel with the
 * game's words.
 */
import './ti3.css';
import type { Json } from '../../../client-sdk/src';
import { UNITS } from '../../../server/src/games/ti3/public';
import { h, type Child } from '../ui/dom';
import { errorNote, renderPrompt, type PromptContext } from '../ui/prompt';
import { resultTable, type GameUi, type TableProps } from '../ui/table';
import { COMBAT_KINDS, combatPanel } from './combat';
import { commonArea, phaseBar } from './common';
import { answerLabel, eventText, moveStepLabel, systemName } from './labels';
import { galaxyMap } from './map';
import { seatName } from './names';
import { offerPanel } from './offer';
import { ownPanel } from './own';
import { planetTotals, playerBoard } from './players';
import { POLITICAL_KINDS, politicalPanel } from './politics';
import { isTi3View, type Ti3View } from './view';
import { isWindowKind, windowBar } from './windows';

type Obj = { [k: string]: Json };
const isObj = (c: Json): c is Obj => typeof c === 'object' && c !== null && !Array.isArray(c);
const isPos = (c: Json): c is string => typeof c === 'string' && /^\d{3}$/.test(c);

/**
 * What the seat has chosen on the table for the open question, kept across re-renders: the tile from the
 * hand to place, the system whose ships the movement panel shows.
 */
const chosen = { prompt: '', tile: null as string | null, source: null as string | null };

/** Where each choice of the open question is answered: a hex on the map, or a button. */
interface Routes {
  hexes: Map<string, Json>;
  buttons: Json[];
  /** place-tile: tile → positions it may go to. */
  tiles: Map<string, string[]>;
}

/** Questions whose system choices are answered on the map only (lists too long for buttons). */
const MAP_ONLY = new Set(['action', 'home-position', 'face-down', 'place-tile']);

function route(ctx: PromptContext | null): Routes {
  const r: Routes = { hexes: new Map(), buttons: [], tiles: new Map() };
  for (const c of ctx?.prompt.choices ?? []) {
    const kind = ctx!.prompt.kind;
    if (kind === 'place-tile' && Array.isArray(c)) {
      const [tile, pos] = c.map(String);
      r.tiles.set(tile, [...(r.tiles.get(tile) ?? []), pos]);
    } else if (kind === 'action' && isObj(c) && c.do === 'tactical') r.hexes.set(String(c.pos), c);
    else if (isPos(c)) {
      r.hexes.set(c, c);
      if (!MAP_ONLY.has(kind)) r.buttons.push(c);
    } else r.buttons.push(c);
  }
  return r;
}

const HINT: Record<string, string> = {
  'place-tile': 'Choose a tile from your hand below, then click a highlighted hex.',
  action: 'Click a highlighted system on the map to activate it, or choose below.',
  'home-position': 'Click a highlighted home position on the map.',
  'face-down': 'Click a highlighted ring-1 hex on the map.',
};

function choiceButton(v: Ti3View, ctx: PromptContext, c: Json): HTMLElement {
  const i = (ctx.prompt.choices ?? []).indexOf(c);
  return h(
    'button',
    { type: 'button', 'data-choice': i, class: c === 'confirm' ? 'primary' : null, onclick: () => ctx.send(c) },
    answerLabel(v, c, ctx.prompt),
  );
}

const DRAFT_TITLE: Record<string, string> = {
  move: 'Move ships into {pos}: add ships one at a time, then confirm.',
  land: 'Land Ground Forces on the planets of {pos}, then confirm.',
  produce: 'Produce in {pos}: add units one at a time, then confirm (you pay after).',
};

/** A step of a draft as it reads in the plan. */
function stepLabel(v: Ti3View, kind: string, step: Readonly<Record<string, unknown>>): string {
  if (kind === 'move') return moveStepLabel(v, step);
  if (kind === 'land')
    return `${String(step.groundForces)} Ground Force(s)${Number(step.pds) > 0 ? ` and ${String(step.pds)} PDS` : ''} on ${String(step.planet)}`;
  return step.unit ? `a ${String(step.unit)}` : `a Space Dock on ${String(step.dock)}`;
}

/**
 * A draft question (movement plan, landings, production): the steps so far, the steps that may still be
 * added (ships grouped by the system they leave), and confirm / undo a step / start over.
 */
function draftPanel(v: Ti3View, ctx: PromptContext, r: Routes): HTMLElement {
  const kind = ctx.prompt.kind;
  const draft = v.me?.draft?.kind === kind ? v.me.draft : null;
  const steps = r.buttons.filter(isObj);
  const controls = r.buttons.filter((c) => typeof c === 'string');
  const groups = new Map<string, Obj[]>();
  for (const c of steps) {
    const key = kind === 'move' ? String(c.from) : '';
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  // A system clicked on the map: its ships only.
  const only = chosen.source !== null && groups.has(chosen.source) ? chosen.source : null;
  const pos = (draft && 'pos' in draft ? draft.pos : null) ?? v.activation?.pos ?? '';
  const planned: Readonly<Record<string, unknown>>[] = draft?.steps ?? [];
  return h(
    'section',
    { class: `prompt ti3-prompt ti3-draft ti3-${kind}`, 'data-prompt-id': ctx.prompt.id, 'data-prompt-kind': kind },
    h('div', { class: 'prompt-text' }, DRAFT_TITLE[kind].replace('{pos}', systemName(v, pos))),
    kind === 'produce'
      ? [
          readyLine(v, ctx.prompt.seat),
          h(
            'p',
            { class: 'hint-line', 'data-produce-cost': productionCost(planned) },
            `Printed cost so far: ${productionCost(planned)} (abilities may change it; the bill comes after confirming)`,
          ),
        ]
      : null,
    h(
      'ol',
      { class: 'plan', 'data-plan': planned.length },
      planned.length ? planned.map((s) => h('li', null, stepLabel(v, kind, s))) : h('li', { class: 'muted' }, 'Nothing planned yet'),
    ),
    kind === 'move' && groups.size > 1
      ? h(
          'p',
          { class: 'muted hint-line' },
          only
            ? [`Ships from ${systemName(v, only)}. `, h('button', { type: 'button', 'data-show-all': true, onclick: () => showSource(null, ctx) }, 'Show all')]
            : 'Click a highlighted system on the map to see only its ships.',
        )
      : null,
    [...groups]
      .filter(([from]) => only === null || from === only)
      .map(([from, list]) =>
        h(
          'div',
          { class: 'draft-options', 'data-move-source': from || null },
          from ? h('h4', null, `From ${systemName(v, from)}`) : null,
          h(
            'div',
            { class: 'choices' },
            list.map((c) => choiceButton(v, ctx, c)),
          ),
        ),
      ),
    h(
      'div',
      { class: 'choices draft-controls' },
      controls.map((c) => choiceButton(v, ctx, c)),
    ),
    errorNote(ctx.error),
  );
}

/** What the units planned cost as printed: each payment of a unit's cost buys `perCost` of them (2 Fighters, 2 Ground Forces). */
function productionCost(steps: readonly Readonly<Record<string, unknown>>[]): number {
  const counts = new Map<string, number>();
  for (const s of steps) {
    const name = s.unit ? String(s.unit) : 'Space Dock';
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].reduce((sum, [name, n]) => {
    const u = UNITS.find((x) => x.name === name);
    return sum + (u ? Math.ceil(n / u.perCost) * u.cost : 0);
  }, 0);
}

function readyLine(v: Ti3View, seat: number): HTMLElement {
  const t = planetTotals(v, seat);
  return h(
    'p',
    { class: 'muted hint-line', 'data-ready-totals': true },
    `Ready: ${t.resources.ready} resources, ${t.influence.ready} influence (of ${t.resources.all} / ${t.influence.all}), ${v.players[seat].tradeGoods} Trade Goods.`,
  );
}

/** Bombardment and the invasion order: each planet named by the choices with its owner and the Ground Forces and PDS on it. */
function defendersList(v: Ti3View, choices: readonly Json[]): HTMLElement {
  const names = choices.map((c) => (isObj(c) && typeof c.x89 === 'string' ? c.x89 : c)).filter((c): c is string => typeof c === 'string' && c in v.planets);
  return h(
    'ul',
    { class: 'muted hint-line defenders', 'data-defenders': true },
    [...new Set(names)].map((n) => {
      const p = v.planets[n];
      const gf = p.units['Ground Force'] ?? 0;
      const pds = p.units.PDS ?? 0;
      return h(
        'li',
        { 'data-defender-planet': n, 'data-ground-forces': gf },
        `${n}: ${p.owner === null ? 'neutral' : seatName(v, [], p.owner)}, ${gf} Ground Force(s)${pds ? `, ${pds} PDS` : ''}`,
      );
    }),
  );
}

function showSource(pos: string | null, ctx: PromptContext): void {
  chosen.source = pos;
  ctx.rerender();
}

function promptPanel(v: Ti3View, ctx: PromptContext, r: Routes): HTMLElement {
  const { prompt } = ctx;
  if (DRAFT_TITLE[prompt.kind]) return draftPanel(v, ctx, r);
  // Picks and amounts (hits, counters): the generic panel in the game's words.
  if (!prompt.choices) return renderPrompt(ctx, { label: (c) => answerLabel(v, c, prompt) });
  const hint = HINT[prompt.kind];
  return h(
    'section',
    { class: 'prompt ti3-prompt', 'data-prompt-id': prompt.id, 'data-prompt-kind': prompt.kind },
    h('div', { class: 'prompt-text' }, prompt.text),
    prompt.kind === 'pay' ? readyLine(v, prompt.seat) : null,
    prompt.kind === 'bombard' || prompt.kind === 'invasion-order' ? defendersList(v, prompt.choices) : null,
    hint && (r.hexes.size || r.tiles.size) ? h('p', { class: 'muted hint-line' }, hint) : null,
    r.buttons.length
      ? h(
          'div',
          { class: 'choices' },
          r.buttons.map((c) => choiceButton(v, ctx, c)),
        )
      : null,
    errorNote(ctx.error),
  );
}

function waitingLine(v: Ti3View, props: TableProps): Child {
  if (v.end || props.result) return null;
  const who = (props.meta?.toMove ?? []).map((s) => seatName(v, props.names, s));
  const asked = v.prompt && !props.send ? `Answered: ${v.prompt.text}. ` : '';
  return h('section', { class: 'prompt idle' }, h('div', { class: 'prompt-text muted' }, asked, who.length ? `Waiting for ${who.join(', ')}…` : 'Waiting…'));
}

/** The question's own place on the table: the window bar, or the combat or political panel (which draw it themselves); null for the main prompt panel. */
function ownPlace(v: Ti3View, kind: string | undefined): 'window' | 'panel' | null {
  if (!kind) return null;
  if (isWindowKind(kind)) return 'window';
  return COMBAT_KINDS.has(kind) || (POLITICAL_KINDS.has(kind) && v.agenda !== null) ? 'panel' : null;
}

function table(props: TableProps): HTMLElement {
  const v = props.msg.view;
  if (!isTi3View(v)) return h('p', { class: 'muted' }, 'Loading the table…');
  const prompt = v.prompt;
  const ctx: PromptContext | null =
    prompt && props.send ? { prompt, selection: props.selection, send: props.send, rerender: props.rerender, error: props.error } : null;
  const r = route(ctx);
  if (chosen.prompt !== (prompt?.id ?? '')) Object.assign(chosen, { prompt: prompt?.id ?? '', tile: null, source: null });
  // One kind of tile to place: nothing to choose first.
  if (r.tiles.size === 1) chosen.tile = [...r.tiles.keys()][0];
  const tilePositions = chosen.tile ? (r.tiles.get(chosen.tile) ?? []) : [];
  const kind = ctx?.prompt.kind;
  // The movement plan: the systems ships may leave from are clicked to list their ships.
  const sources = new Set((kind === 'move' ? (ctx?.prompt.choices ?? []) : []).filter(isObj).map((c) => String(c.from)));
  const offered = new Set(kind === 'place-tile' ? tilePositions : kind === 'move' ? sources : r.hexes.keys());
  const pick = ctx
    ? (pos: string) => (kind === 'place-tile' ? ctx.send([chosen.tile!, pos]) : kind === 'move' ? showSource(pos, ctx) : ctx.send(r.hexes.get(pos) ?? pos))
    : null;
  const draft = v.me?.draft ?? null;
  const toMove = new Set(props.meta?.toMove ?? []);
  const mine = props.seat;
  // Seen from a seat: my board first, then the others clockwise around the table.
  const start = mine !== null ? Math.max(0, v.table.indexOf(mine)) : 0;
  const order = v.table.length ? v.table.map((_, i) => v.table[(start + i) % v.table.length]) : v.players.map((_, i) => i);
  return h(
    'div',
    { class: 'ti3' },
    phaseBar(v),
    props.result ? h('section', { class: 'ti3-result' }, h('h2', null, 'Final scores'), resultTable(props.result, props.names)) : null,
    ctx && ownPlace(v, kind) === 'window' ? windowBar(ctx) : null,
    offerPanel(v, props),
    ctx && ownPlace(v, kind) === null ? promptPanel(v, ctx, r) : !ctx && props.seat !== null ? waitingLine(v, props) : null,
    combatPanel(v, ctx, { label: (c, p) => answerLabel(v, c, p) }),
    politicalPanel(v, ctx),
    h(
      'div',
      { class: 'ti3-middle' },
      galaxyMap(v, {
        offered,
        pick,
        plan: draft?.kind === 'move' ? { pos: draft.pos, steps: draft.steps } : null,
        marked: new Set(kind === 'move' && chosen.source ? [chosen.source] : []),
      }),
      commonArea(v),
    ),
    v.me
      ? ownPanel(v.me, {
          placeable: new Set(r.tiles.keys()),
          chosen: chosen.tile,
          choose: ctx
            ? (tile) => {
                chosen.tile = tile;
                props.rerender();
              }
            : null,
        })
      : null,
    h(
      'div',
      { class: 'ti3-boards' },
      order.map((seat) => playerBoard(v, seat, { name: seatName(v, props.names, seat), me: seat === mine, toMove: toMove.has(seat) })),
    ),
  );
}

export const ti3Ui: GameUi = {
  table,
  // Before the first view arrives the log is drawn against an empty one: the server's own words then.
  eventText: (e, view) => (isTi3View(view) ? eventText(e, view) : null),
};
