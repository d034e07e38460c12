/** A player's area: counters, chosen actions, tableau with goods, and a hand when the view reveals it. */
import { h, plural } from '../ui/dom';
import type { ExpansionLevel } from '../../../server/src/games/rftg/data/types';
import { baseMilitary, cardName } from './cards';
import { cardTile } from './card-tile';
import { actionLabel } from './labels';
import type { PlayerView, RftgView } from './view';

function stat(label: string, value: string | number, title: string, cls = ''): HTMLElement {
  return h('span', { class: `stat ${cls}`, title }, h('small', null, label), ' ', h('b', null, value));
}

function actionsNote(v: RftgView, p: PlayerView): HTMLElement | null {
  if (Array.isArray(p.actions)) return h('span', { class: 'chosen-actions' }, p.actions.map((a) => h('span', { class: 'chip' }, actionLabel(a))));
  if (p.actions === 'chosen') return h('span', { class: 'chip muted' }, 'action chosen');
  if (v.stage === 'action' && p.waiting) return h('span', { class: 'chip muted' }, 'choosing…');
  return null;
}

function placingNote(level: ExpansionLevel, p: PlayerView): HTMLElement | null {
  if (p.placing === 'chosen') return h('span', { class: 'chip muted' }, 'has chosen');
  if (typeof p.placing === 'number') return h('span', { class: 'chip' }, `placing ${cardName(level, p.placing)}`);
  return null;
}

export function playerArea(v: RftgView, level: ExpansionLevel, p: PlayerView, opts: { me: boolean; toMove: boolean }): HTMLElement {
  const military = p.military ?? baseMilitary(level, p.tableau.map((t) => t.card));
  const goods = p.tableau.reduce((n, t) => n + t.goods, 0);
  return h('section', { class: `player${opts.me ? ' me' : ''}${opts.toMove ? ' to-move' : ''}`, 'data-seat': p.seat },
    h('header', null,
      h('span', { class: 'player-name' }, p.name, opts.me ? h('small', null, ' (you)') : null),
      stat('score', p.score, 'VP so far (chips + cards + bonuses + goals)', 'score'),
      stat('chips', p.vpChips, 'VP chips'),
      stat('⚔', military, 'military strength against any world'),
      p.prestige !== undefined ? stat('prestige', p.prestige, 'prestige') : null,
      stat('hand', p.handCount, 'cards in hand'),
      stat('goods', goods, 'goods on worlds'),
      stat('cards', `${p.tableau.length}/12`, 'tableau size (12 ends the game)'),
      actionsNote(v, p),
      placingNote(level, p),
      opts.toMove && !v.over ? h('span', { class: 'chip turn' }, 'to move') : null),
    h('div', { class: 'tableau' }, p.tableau.length
      ? p.tableau.map((t) => cardTile(level, t.card, { goods: t.goods, goodKind: t.goodKind }))
      : h('span', { class: 'muted' }, 'no cards yet')),
    !opts.me && p.hand && h('div', { class: 'revealed-hand' }, h('h4', null, `Hand (${plural(p.hand.length, 'card')})`),
      h('div', { class: 'hand' }, p.hand.map((c) => cardTile(level, c, { classes: ['small'] })))));
}
