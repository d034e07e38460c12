/**
 * The common area: round, phase, Speaker and order of play; the strategy cards with their bonus counters
 * and holders; the face-up objectives and who scored them; the laws in play and the political discard pile;
 * deck sizes, the action discard pile, the Trade Good supply, standing passes in the action-card windows.
 */
import { OBJECTIVES, STRATEGY_CARDS } from '../../../server/src/games/ti3/public';
import { h } from '../ui/dom';
import { cardName, raceShort, seatColour } from './names';
import { lawsSection } from './politics';
import { windowTiming } from './windows';
import type { Ti3View } from './view';

const PHASE_NAME: Record<string, string> = {
  setup: 'Setup',
  galaxy: 'Galaxy building',
  strategy: 'Strategy phase',
  action: 'Action phase',
  status: 'Status phase',
  over: 'Game over',
};

const seatChip = (v: Ti3View, seat: number) =>
  h('span', { class: `seat-chip owner-${seatColour(seat)}`, 'data-seat-chip': seat }, raceShort(v.players[seat]?.race ?? ''));

export function phaseBar(v: Ti3View): HTMLElement {
  return h(
    'div',
    { class: 'ti3-phase-bar' },
    h('span', { class: 'round', 'data-round': v.round }, `Round ${v.round}`),
    h('span', { class: 'phase', 'data-phase': v.phase }, PHASE_NAME[v.phase] ?? v.phase),
    h('span', null, 'Speaker: ', seatChip(v, v.speaker)),
    v.orderOfPlay.length
      ? h(
          'span',
          { class: 'order', 'data-order-of-play': v.orderOfPlay.join(',') },
          'Order of play: ',
          v.orderOfPlay.map((s) => [seatChip(v, s), v.turn === s ? h('span', { class: 'turn-mark' }, '◀') : null, ' ']),
        )
      : null,
  );
}

function strategyCards(v: Ti3View): HTMLElement {
  const holder = (n: number) => v.players.findIndex((p) => p.cards.includes(n));
  return h(
    'section',
    { class: 'ti3-strategy-cards' },
    h('h3', null, 'Strategy cards'),
    h(
      'ul',
      null,
      STRATEGY_CARDS.map((c) => {
        const seat = holder(c.initiative);
        const spent = seat >= 0 && v.players[seat].used.includes(c.initiative);
        const bonus = v.bonus[c.initiative] ?? 0;
        return h(
          'li',
          { class: `strategy-card${seat >= 0 ? ' taken' : ''}${spent ? ' spent' : ''}`, 'data-common-strategy': c.initiative, 'data-bonus': bonus },
          h('b', null, `${c.initiative}. ${c.name}`),
          bonus ? h('span', { class: 'bonus' }, ` +${bonus} bonus`) : null,
          seat >= 0
            ? [' — ', seatChip(v, seat), spent ? ' (spent)' : '']
            : v.available.includes(c.initiative) && v.phase === 'strategy'
              ? ' — available'
              : null,
        );
      }),
    ),
  );
}

function objectives(v: Ti3View): HTMLElement {
  return h(
    'section',
    { class: 'ti3-objectives' },
    h('h3', null, 'Objectives'),
    v.objectives.revealed.length === 0 ? h('p', { class: 'muted' }, 'None revealed yet') : null,
    h(
      'ul',
      null,
      v.objectives.revealed.map((name) => {
        const o = OBJECTIVES.find((x) => x.name === name);
        const by = v.players.map((p, seat) => (p.scored.some((x) => x.source === name) ? seat : -1)).filter((s) => s >= 0);
        return h(
          'li',
          { class: 'objective', 'data-objective': name },
          h('span', { class: 'stage' }, o ? `Stage ${o.stage} · ${String(o.vp)} VP` : ''),
          h('div', null, name),
          by.length
            ? h(
                'div',
                { class: 'scored-by' },
                'Scored by ',
                by.map((s) => seatChip(v, s)),
              )
            : null,
        );
      }),
    ),
  );
}

export function commonArea(v: Ti3View): HTMLElement {
  return h(
    'div',
    { class: 'ti3-common', 'data-common-area': true },
    strategyCards(v),
    objectives(v),
    lawsSection(v),
    h(
      'section',
      { class: 'ti3-decks' },
      h('h3', null, 'Decks and supply'),
      h(
        'ul',
        null,
        h('li', { 'data-deck': 'stage-i' }, `Stage I objectives: ${v.objectives.deck.stageI}`),
        h('li', { 'data-deck': 'stage-ii' }, `Stage II objectives: ${v.objectives.deck.stageII}`),
        h('li', { 'data-deck': 'action' }, `Action cards: ${v.actionDeck}`),
        h('li', { 'data-deck': 'political' }, `Political cards: ${v.politicalDeck}`),
        h('li', { 'data-deck': 'trade-goods' }, `Trade Goods in supply: ${v.tradeGoodSupply}`),
        v.removedTiles ? h('li', null, `Tiles out of the game: ${v.removedTiles}`) : null,
      ),
      h(
        'details',
        { class: 'discard', 'data-action-discard': v.actionDiscard.length },
        h('summary', null, `Action discard pile (${v.actionDiscard.length})`),
        h(
          'ul',
          null,
          v.actionDiscard.map((c) => h('li', null, cardName(c))),
        ),
      ),
      v.standingPasses.length
        ? h(
            'ul',
            { class: 'standing-passes', 'data-standing-passes': v.standingPasses.length },
            v.standingPasses.map((p) =>
              h('li', null, seatChip(v, p.seat), ` passes ${p.until === 'round' ? 'for the round' : 'while it lasts'}: ${windowTiming(p.window)}`),
            ),
          )
        : null,
    ),
  );
}
