/**
 * One board per seat: race and colour, VP, strategy cards (spent or not), command counters on the race
 * sheet and in reinforcements, Trade Goods, planets with ready / all totals, technologies on the tree, hand
 * sizes, trade agreements (partner and the value of the contract held), passed, the political cards naming the
 * player (laws given to it, offices it was elected to).
 */
import { POLITICAL_CARD_TEXTS, SYSTEMS, TECHNOLOGIES, type Planet, type Technology } from '../../../server/src/games/ti3/public';
import { h, type Child } from '../ui/dom';
import { raceName, seatColour, strategyName } from './names';
import { electedCards } from './politics';
import type { Ti3PlayerView, Ti3View } from './view';

const PLANETS = new Map<string, Planet>(SYSTEMS.flatMap((t) => t.planets.map((p): [string, Planet] => [p.name, p])));

/** The seat's trade agreements: each partner, and the value of the partner's contract the seat holds. */
function agreementsLine(v: Ti3View, seat: number): Child {
  const mine = v.agreements.filter((a) => a.seats.includes(seat));
  const held = mine.map((a) => {
    const k = a.seats[0] === seat ? 1 : 0;
    const partner = a.seats[k];
    return { partner, value: v.players[partner].tradeContracts[a.gave[k]] };
  });
  return h(
    'div',
    { class: 'agreements', 'data-agreements': held.map((x) => x.partner).join(',') },
    held.length === 0
      ? h('span', { class: 'muted' }, 'No trade agreement')
      : ['Trade agreements: ', held.map((x) => `${raceName(v.players[x.partner].race)} (${x.value})`).join(', ')],
  );
}

export const planetData = (name: string): Planet | undefined => PLANETS.get(name);

/** The seat's planets, and their resources and influence: ready (not exhausted) and all. */
export function planetTotals(v: Ti3View, seat: number) {
  const names = Object.keys(v.planets).filter((n) => v.planets[n].owner === seat);
  const sum = (key: 'resources' | 'influence', readyOnly: boolean) =>
    names.filter((n) => !readyOnly || !v.planets[n].exhausted).reduce((a, n) => a + (PLANETS.get(n)?.[key] ?? 0), 0);
  return {
    names,
    resources: { ready: sum('resources', true), all: sum('resources', false) },
    influence: { ready: sum('influence', true), all: sum('influence', false) },
  };
}

/** A technology's prerequisites as printed: none, one, all of them, or either. */
function available(t: Technology, owned: ReadonlySet<string>): boolean {
  if (t.prereqMode === 'none') return true;
  if (t.prereqMode === 'or') return t.prereqs.some((p) => owned.has(p));
  return t.prereqs.every((p) => owned.has(p));
}

function techTree(p: Ti3PlayerView): HTMLElement {
  const owned = new Set(p.techs);
  return h(
    'details',
    { class: 'tech-tree' },
    h('summary', null, `Technologies: ${p.techs.length} owned`),
    h(
      'ul',
      null,
      TECHNOLOGIES.map((t) => {
        const state = owned.has(t.name) ? 'owned' : available(t, owned) ? 'available' : 'locked';
        return h(
          'li',
          {
            class: `tech tech-${t.color} ${state}`,
            'data-tech': t.name,
            'data-tech-state': state,
            title: t.prereqs.length ? `needs ${t.prereqs.join(t.prereqMode === 'or' ? ' or ' : ' and ')}` : 'no prerequisite',
          },
          t.name,
          state === 'available' ? h('span', { class: 'muted' }, ' (available)') : null,
        );
      }),
    ),
  );
}

const stat = (label: string, value: Child, attr: string) =>
  h('div', { class: 'stat', [`data-${attr}`]: typeof value === 'number' ? value : true }, h('span', { class: 'stat-label' }, label), h('b', null, value));

export interface BoardOptions {
  name: string;
  me: boolean;
  toMove: boolean;
}

export function playerBoard(v: Ti3View, seat: number, o: BoardOptions): HTMLElement {
  const p = v.players[seat];
  const totals = planetTotals(v, seat);
  const status = p.eliminated ? 'eliminated' : p.passed ? 'passed' : v.turn === seat ? 'taking a turn' : o.toMove ? 'choosing' : null;
  const techsByColour = TECHNOLOGIES.filter((t) => p.techs.includes(t.name));
  return h(
    'section',
    {
      class: `ti3-board owner-${seatColour(seat)}${o.me ? ' me' : ''}${o.toMove ? ' to-move' : ''}${p.passed ? ' passed' : ''}`,
      'data-player-board': seat,
    },
    h(
      'header',
      null,
      h('span', { class: `seat-dot owner-${seatColour(seat)}`, title: seatColour(seat) }),
      h('span', { class: 'name' }, o.name, o.me ? ' (you)' : ''),
      v.speaker === seat ? h('span', { class: 'badge speaker', 'data-speaker': true }, 'Speaker') : null,
      status ? h('span', { class: `badge status-${status.replace(/ /g, '-')}`, 'data-status': status }, status) : null,
      h('span', { class: 'ti3-vp', 'data-vp': p.vp }, `${p.vp} VP`),
    ),
    h('div', { class: 'race muted' }, raceName(p.race), ` · ${seatColour(seat)}`),
    h(
      'div',
      { class: 'strategy-held' },
      p.cards.length === 0 ? h('span', { class: 'muted' }, 'No strategy card') : null,
      p.cards.map((c) =>
        h(
          'span',
          { class: `strategy-chip${p.used.includes(c) ? ' spent' : ''}`, 'data-strategy-card': c, 'data-spent': p.used.includes(c) ? 'true' : 'false' },
          `${c}. ${strategyName(c)}${p.used.includes(c) ? ' (spent)' : ''}`,
        ),
      ),
    ),
    h(
      'div',
      { class: 'stats' },
      stat('Strategy', p.strategy, 'strategy-counters'),
      stat('Command', p.command, 'command-counters'),
      stat('Fleet', p.fleet, 'fleet-counters'),
      stat('Reinforcements', p.reinforcements, 'reinforcements'),
      stat('Trade Goods', p.tradeGoods, 'trade-goods'),
      stat('Action cards', p.hand, 'hand-size'),
      stat('Secret', p.secret, 'secret-count'),
      v.phase === 'galaxy' || p.tiles > 0 ? stat('Tiles', p.tiles, 'tiles-left') : null,
    ),
    agreementsLine(v, seat),
    h(
      'div',
      {
        class: 'planet-totals',
        'data-resources': `${totals.resources.ready}/${totals.resources.all}`,
        'data-influence': `${totals.influence.ready}/${totals.influence.all}`,
      },
      `Resources ${totals.resources.ready}/${totals.resources.all} · Influence ${totals.influence.ready}/${totals.influence.all} (ready/all)`,
    ),
    h(
      'ul',
      { class: 'planet-list' },
      totals.names.map((n) => {
        const d = PLANETS.get(n);
        const ex = v.planets[n].exhausted;
        return h(
          'li',
          { class: `planet-chip${ex ? ' exhausted' : ''}`, 'data-board-planet': n },
          `${n} ${d?.resources ?? 0}/${d?.influence ?? 0}${ex ? ' (exhausted)' : ''}`,
        );
      }),
    ),
    h(
      'div',
      { class: 'techs' },
      techsByColour.map((t) => h('span', { class: `tech-chip tech-${t.color}`, 'data-owned-tech': t.name }, t.name)),
    ),
    techTree(p),
    electedList(v, seat),
    p.scored.length
      ? h(
          'ul',
          { class: 'scored' },
          p.scored.map((x) => h('li', null, `${x.vp} VP: ${x.source}`)),
        )
      : null,
  );
}

function electedList(v: Ti3View, seat: number): HTMLElement | null {
  const cards = electedCards(v, seat);
  return cards.length
    ? h(
        'div',
        { class: 'elected', 'data-elected': cards.join(',') },
        'Elected: ',
        cards.map((c) => h('span', { class: 'law-chip', title: POLITICAL_CARD_TEXTS[c] ?? '' }, c)),
      )
    : null;
}
