/** A player's area: counters, chosen actions, tableau with goods, and a hand when the view reveals it. */
import { h, plural } from '../ui/dom';
import type { ExpansionLevel } from '../../../server/src/games/rftg/public';
import { baseMilitary, cardName } from './cards';
import { cardTile } from './card-tile';
import { bowStats } from './bow';
import { actionLabel } from './labels';
import type { PlayerView, RftgView } from './view';

function stat(label: string, value: string | number, title: string, cls = ''): HTMLElement {
  return h('span', { class: `stat ${cls}`, title }, h('small', null, label), ' ', h('b', null, value));
}

function actionsNote(v: RftgView, p: PlayerView): HTMLElement | null {
  // BoW: the boosted action is one of `actions`, named again in `boosted`.
  if (Array.isArray(p.actions)) {
    return h(
      'span',
      { class: 'chosen-actions' },
      p.actions.map((a) =>
        a === p.boosted
          ? h('span', { class: 'chip boosted', 'data-boosted': a, title: 'boosted with the prestige/search card' }, `${actionLabel(a)} ★ prestige`)
          : h('span', { class: 'chip' }, actionLabel(a)),
      ),
    );
  }
  if (p.actions === 'chosen') return h('span', { class: 'chip muted' }, 'action chosen');
  if (v.stage === 'action' && p.waiting) return h('span', { class: 'chip muted' }, 'choosing…');
  return null;
}

function placingNote(level: ExpansionLevel, p: PlayerView): HTMLElement | null {
  if (p.placing === 'chosen') return h('span', { class: 'chip muted' }, 'has chosen');
  if (typeof p.placing === 'number') return h('span', { class: 'chip' }, `placing ${cardName(level, p.placing)}`);
  return null;
}

/** Drafting variant, after the draft: each player draws from and discards to piles of their own. */
function pileStats(v: RftgView, seat: number): HTMLElement[] {
  const d = v.draft?.over ? v.draft.seats[seat] : null;
  if (!d || d.drawPileCount === null) return [];
  return [
    h(
      'span',
      { class: 'stat', 'data-own-deck': d.drawPileCount, title: "cards in this player's own draw pile" },
      h('small', null, 'deck'),
      ' ',
      h('b', null, d.drawPileCount),
    ),
    h(
      'span',
      { class: 'stat', 'data-own-discards': d.discardCount ?? 0, title: "cards in this player's own discard pile" },
      h('small', null, 'discards'),
      ' ',
      h('b', null, d.discardCount ?? 0),
    ),
  ];
}

export function playerArea(v: RftgView, level: ExpansionLevel, p: PlayerView, opts: { me: boolean; toMove: boolean }): HTMLElement {
  const military = baseMilitary(
    level,
    p.tableau.map((t) => t.card),
  );
  const goods = p.tableau.reduce((n, t) => n + t.goods, 0);
  return h(
    'section',
    { class: `player${opts.me ? ' me' : ''}${opts.toMove ? ' to-move' : ''}`, 'data-seat': p.seat },
    h(
      'header',
      null,
      h('span', { class: 'player-name' }, p.name, opts.me ? h('small', null, ' (you)') : null),
      stat('score', p.score, 'VP so far (chips + cards + bonuses + goals)', 'score'),
      stat('chips', p.vpChips, 'VP chips'),
      stat('⚔', military, 'military strength against any world'),
      bowStats(v, p),
      stat('hand', p.handCount, 'cards in hand'),
      pileStats(v, p.seat),
      stat('goods', goods, 'goods on worlds'),
      stat('cards', `${p.tableau.length}/12`, 'tableau size (12 ends the game)'),
      actionsNote(v, p),
      placingNote(level, p),
      opts.toMove && !v.over ? h('span', { class: 'chip turn' }, 'to move') : null,
    ),
    h(
      'div',
      { class: 'tableau' },
      p.tableau.length
        ? p.tableau.map((t) =>
            cardTile(level, t.card, { goods: t.goods, goodKind: t.goodKind, saved: t.saved, savedCards: t.savedCards, chosenKind: p.oortKind }),
          )
        : h('span', { class: 'muted' }, 'no cards yet'),
    ),
    !opts.me &&
      p.hand &&
      h(
        'div',
        { class: 'revealed-hand' },
        h('h4', null, `Hand (${plural(p.hand.length, 'card')})`),
        h(
          'div',
          { class: 'hand' },
          p.hand.map((c) => cardTile(level, c, { classes: ['small'] })),
        ),
      ),
  );
}
