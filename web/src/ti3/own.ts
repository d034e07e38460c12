/** What only this seat sees: its action cards with their printed timing and text, its secret objective, its galaxy tiles (chosen here to place one). */
import { ACTION_CARD_TEXTS, OBJECTIVES, systemTile } from '../../../server/src/games/ti3/public';
import { h } from '../ui/dom';
import { cardName, tileName } from './names';
import type { Ti3OwnView } from './view';

export interface TileChoice {
  /** Tiles the open question lets the seat place now. */
  placeable: ReadonlySet<string>;
  chosen: string | null;
  choose: ((tile: string) => void) | null;
}

function tileCard(id: string, o: TileChoice): HTMLElement {
  const t = systemTile(id);
  const can = o.choose !== null && o.placeable.has(id);
  const planets = t.planets.map((p) => `${p.name} ${p.resources}/${p.influence}${p.specialty ? ` (${p.specialty})` : ''}`);
  return h(
    'button',
    {
      type: 'button',
      class: `tile-card kind-${t.kind}${o.chosen === id ? ' chosen' : ''}`,
      'data-hand-tile': id,
      'data-tile-choice': can ? id : null,
      'aria-pressed': o.chosen === id ? 'true' : 'false',
      disabled: !can,
      onclick: can ? () => o.choose!(id) : null,
    },
    h('b', null, tileName(id)),
    planets.length ? h('div', { class: 'muted' }, planets.join(' · ')) : null,
  );
}

export function ownPanel(me: Ti3OwnView, tiles: TileChoice): HTMLElement {
  const secret = me.secret ? OBJECTIVES.find((o) => o.name === me.secret) : undefined;
  return h(
    'section',
    { class: 'ti3-own', 'data-own-panel': true },
    me.tiles.length
      ? h(
          'div',
          { class: 'tile-hand', 'data-tile-hand': true },
          h('h3', null, `Your system tiles (${me.tiles.length})`),
          h(
            'div',
            { class: 'tiles' },
            me.tiles.map((id) => tileCard(id, tiles)),
          ),
        )
      : null,
    h(
      'div',
      { class: 'own-cards' },
      h('h3', null, `Your action cards (${me.hand.length})`),
      me.hand.length === 0 ? h('p', { class: 'muted' }, 'None') : null,
      h(
        'ul',
        { class: 'action-cards' },
        me.hand.map((c) => {
          const text = ACTION_CARD_TEXTS[cardName(c)];
          return h(
            'li',
            { class: 'action-card', 'data-card-name': cardName(c), 'data-action-card': c },
            h('b', null, cardName(c)),
            text ? [h('div', { class: 'card-timing muted', 'data-card-timing': true }, text.timing), h('div', { class: 'card-text' }, text.text)] : null,
          );
        }),
      ),
    ),
    h(
      'div',
      { class: 'own-secret' },
      h('h3', null, 'Your secret objective'),
      me.secret
        ? h(
            'p',
            { class: 'secret', 'data-card-name': me.secret, 'data-secret': me.secret },
            me.secret,
            secret ? h('span', { class: 'muted' }, ` (${String(secret.vp)} VP)`) : null,
          )
        : h('p', { class: 'muted' }, 'None (claimed)'),
    ),
  );
}
