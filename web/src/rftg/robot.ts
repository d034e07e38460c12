/**
 * Solitaire: the robot's side of the table, from the view's `robot` (server
 * solo/view.ts). It is not a seat, so it has no prompt and no hand; its pile
 * is face down (a count), everything else lies open. The mat is partly our
 * reading of the rules (`provisional`): the page says so rather than hiding it.
 */
import { h } from '../ui/dom';
import type { ExpansionLevel } from '../../../server/src/games/rftg/public';
import { CREDIT_MAX, ECONOMY_MAX } from '../../../server/src/games/rftg/public';
import { cardName } from './cards';
import { cardTile } from './card-tile';
import type { RftgView, RobotView } from './view';

const FACE_WORDS: Record<string, string> = {
  explore: 'Explore',
  develop: 'Develop',
  settle: 'Settle',
  trade: 'Consume: Trade',
  x2: 'Consume: 2× VP',
  produce: 'Produce',
  match: 'match (*)',
  robot: 'robot',
};
const COLUMN_WORDS: Record<string, string> = {
  E1: 'Explore +5',
  E2: 'Explore +1/+1',
  D1: 'Develop',
  D2: 'Develop again',
  S1: 'Settle',
  S2: 'Settle again',
  TRADE: 'Consume: Trade',
  X2: 'Consume: 2× VP',
  P: 'Produce',
};

/** A track as boxes 0..max with the robot's marker on its value (the mat's tracks, drawn small). */
function track(label: string, value: number, max: number, attr: string): HTMLElement {
  const top = Math.max(max, value);
  return h(
    'span',
    { class: 'robot-track', [attr]: value, title: `${label}: ${value} of ${max}` },
    h('small', null, label),
    ' ',
    Array.from({ length: top + 1 }, (_, i) => h('i', { class: i === value ? 'on' : i < value ? 'below' : '' }, i)),
  );
}

function dice(r: RobotView): HTMLElement | null {
  if (!r.dice?.length) return null;
  return h(
    'div',
    { class: 'robot-dice', 'data-robot-dice': r.dice.length },
    h('small', null, 'Dice: '),
    r.dice.map((d) =>
      h(
        'span',
        { class: 'chip die', title: `${d.die === 0 ? 'white' : 'gray'} die rolled ${FACE_WORDS[d.face] ?? d.face}` },
        `${d.die === 0 ? '◻' : '◼'} ${FACE_WORDS[d.face] ?? d.face}${d.face !== d.read ? ` (as ${FACE_WORDS[d.read] ?? d.read})` : ''} → on ${COLUMN_WORDS[d.col] ?? d.col}`,
      ),
    ),
  );
}

export function robotArea(v: RftgView, level: ExpansionLevel): HTMLElement | null {
  const r = v.robot;
  if (!v.solitaire || !r) return null;
  const counters = r.counters.vp;
  return h(
    'section',
    { class: 'player robot', 'data-robot': true },
    h(
      'header',
      null,
      h('span', { class: 'player-name' }, r.name, h('small', null, ` (${cardName(level, r.startWorld)}, ${r.difficulty})`)),
      h('span', { class: 'stat score', 'data-robot-score': r.score, title: "the robot's VP so far" }, h('small', null, 'score'), ' ', h('b', null, r.score)),
      h('span', { class: 'stat', title: 'VP chips' }, h('small', null, 'chips'), ' ', h('b', null, r.vpChips)),
      track('credit', r.credit, CREDIT_MAX, 'data-robot-credit'),
      track('economy', r.economy, ECONOMY_MAX, 'data-robot-economy'),
      level >= 3 ? h('span', { class: 'stat', title: 'prestige' }, h('small', null, 'prestige'), ' ', h('b', null, r.prestige)) : null,
      h(
        'span',
        { class: 'stat', 'data-robot-pile': r.pileCount, title: "face-down cards in the robot's draw pile" },
        h('small', null, 'pile'),
        ' ',
        h('b', null, r.pileCount),
      ),
      h('span', { class: 'stat', title: "tableau size as the robot's game end counts it" }, h('small', null, 'cards'), ' ', h('b', null, r.tableauSize)),
      h('span', { class: 'chip', title: 'the phase shown on the robot= counter' }, `robot = ${FACE_WORDS[r.robotFace] ?? r.robotFace}`),
      h(
        'span',
        { class: 'chip', title: '6-cost development counters: placed / set out, with their VP' },
        `6-cost counters ${r.counters.placed}/${counters.length}${counters.length ? ` (${counters.join('+')} VP)` : ''}`,
      ),
    ),
    dice(r),
    h(
      'div',
      { class: 'tableau' },
      r.tableau.map((t) => cardTile(level, t.card)),
    ),
    r.provisionalRows
      ? h(
          'details',
          { class: 'provisional', 'data-provisional': r.provisional.length },
          h('summary', null, `Provisional robot rules in play (${r.provisional.length}) — readings no source confirms`),
          h(
            'ul',
            null,
            r.provisional.map((p) => h('li', null, p)),
          ),
        )
      : null,
  );
}
