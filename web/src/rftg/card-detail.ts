/**
 * A card's full text, large, beside the table: whichever card tile the
 * pointer is over (or the keyboard focus is on) fills the panel, so a card can
 * be read in full anywhere — in a hand, a tableau, a prompt or the robot's
 * area — without the tile itself losing its click. The words are the
 * catalogue's (server games/rftg/catalogue.ts).
 */
import { catalogueCard, PHASE_MARKS } from '../../../server/src/games/rftg/public';
import type { ExpansionLevel } from '../../../server/src/games/rftg/public';
import { h, mount } from '../ui/dom';
import { design } from './cards';

const GOOD_WORDS: Record<string, string> = { novelty: 'Novelty', rare: 'Rare', gene: 'Genes', alien: 'Alien', any: 'any kind' };

function detail(level: ExpansionLevel, card: number): HTMLElement | null {
  const d = design(level, card);
  if (!d) return null;
  const c = catalogueCard(d);
  const kind =
    c.kind === 'world'
      ? `${c.military ? 'Military world' : 'World'}${c.good ? ` · ${GOOD_WORDS[c.good]}${c.windfall ? ' windfall' : ' production'}` : ''}`
      : 'Development';
  return h(
    'div',
    { class: `card-detail-body ${c.kind}${c.good ? ` good-${c.good}` : ''}`, 'data-card-detail': card },
    h('h3', null, c.name),
    h('p', { class: 'muted' }, kind, c.keywords.length ? ` · ${c.keywords.join(', ')}` : ''),
    h(
      'p',
      null,
      c.military ? `Defence ${c.cost}: conquer it with military ${c.cost} or more` : `Cost ${c.cost} card${c.cost === 1 ? '' : 's'}`,
      ` · ${c.vp} VP`,
    ),
    c.powers.length
      ? h(
          'ul',
          { class: 'powers' },
          c.powers.map((p) => h('li', { class: `power ph${p.phase}` }, h('b', null, PHASE_MARKS[p.phase]), ` ${p.phaseName}: ${p.text}`)),
        )
      : h('p', { class: 'muted' }, 'No powers.'),
    c.bonuses.length ? h('p', { class: 'power bonus' }, h('b', null, '?'), ' End of game: ', c.bonuses.join('; ')) : null,
    c.rules.map((r) => h('p', { class: 'card-rule' }, r)),
  );
}

// The table is drawn anew on every update: the card last shown stays shown.
let lastShown: { level: ExpansionLevel; card: number } | null = null;

/** Listeners for a table's root element: a card under the pointer or focus fills the detail panel. */
export function cardDetailHost(level: ExpansionLevel, panel: HTMLElement): { onmouseover: (e: Event) => void; onfocusin: (e: Event) => void } {
  const show = (e: Event) => {
    const el = e.target instanceof Element ? e.target.closest('[data-card]') : null;
    const card = el ? Number(el.getAttribute('data-card')) : NaN;
    if (!Number.isInteger(card) || (lastShown?.card === card && lastShown.level === level && !panel.hidden)) return;
    const body = detail(level, card);
    if (!body) return;
    lastShown = { level, card };
    mount(panel, body);
    panel.hidden = false;
  };
  return { onmouseover: show, onfocusin: show };
}

/** The panel itself, showing the card last pointed at in a game of this level; the table places it. */
export function cardDetailPanel(level: ExpansionLevel): HTMLElement {
  const body = lastShown?.level === level ? detail(level, lastShown.card) : null;
  const panel = h('aside', { class: 'card-detail', 'aria-live': 'polite', hidden: !body, 'data-card-detail-panel': true, title: 'click to close' }, body);
  panel.addEventListener('click', () => {
    panel.hidden = true;
    lastShown = null;
  });
  return panel;
}
