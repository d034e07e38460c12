/**
 * The Brink of War on the table: the Prestige Leader tile, a Search under
 * way, declared takeovers, and Psi-Crystal World's last chooser. All of it
 * is public in the view, so spectators and replays show the same panels.
 */
import { h, type Child } from '../ui/dom';
import type { ExpansionLevel } from '../../../server/src/games/rftg/public';
import { cardName } from './cards';
import { cardTile } from './card-tile';
import { searchCategoryLabel } from './labels';
import type { PlayerView, RftgView } from './view';

const nameOf = (v: RftgView, seat: number) => v.players[seat]?.name ?? `Seat ${seat + 1}`;

/** The tile and everyone's prestige in one strip: who leads, by how much, what lies on the tile. */
export function prestigePanel(v: RftgView): HTMLElement | null {
  const tile = v.prestigeTile;
  if (!tile) return null;
  const state = tile.holder !== null ? 'held' : tile.tied ? 'tied' : 'free';
  const text =
    tile.holder !== null
      ? `${nameOf(v, tile.holder)} leads${tile.onTile ? ` · ${tile.onTile} prestige on the tile` : ''}`
      : tile.tied
        ? 'Tied lead: the tile lies in the centre, “=” side up'
        : 'Nobody has prestige yet';
  return h(
    'div',
    { class: `prestige-panel ${state}`, 'data-prestige-tile': state, 'data-holder': tile.holder ?? '' },
    h('span', { class: 'prestige-tile', title: 'Prestige Leader tile' }, h('b', null, tile.holder !== null ? '★' : tile.tied ? '=' : '☆'), ' Prestige Leader'),
    h('span', { class: 'prestige-text' }, text),
    h(
      'span',
      { class: 'prestige-track' },
      v.players.map((p) =>
        h(
          'span',
          {
            class: `chip${tile.holder === p.seat ? ' leader' : ''}`,
            'data-prestige-of': p.seat,
            title: `${p.name}: prestige (1 VP each at the end; 15 at a round's end ends the game)`,
          },
          `${p.name} ${p.prestige ?? 0}`,
        ),
      ),
      // Solitaire with BoW: the robot gains prestige too (its own leader rules live on the server's solo side).
      v.robot ? h('span', { class: 'chip', 'data-prestige-of': 'robot', title: "the robot's prestige" }, `${v.robot.name} ${v.robot.prestige}`) : null,
    ),
  );
}

/** Header chips for one player: prestige (with the tile's mark), the prestige/search card, Oort's kind. */
export function bowStats(v: RftgView, p: PlayerView): Child[] {
  if (v.expansion !== 'bow')
    return p.prestige ? [h('span', { class: 'stat', title: 'prestige' }, h('small', null, 'prestige'), ' ', h('b', null, p.prestige))] : [];
  const tile = v.prestigeTile;
  const mark = tile?.holder === p.seat ? ' ★' : tile?.tied && (p.prestige ?? 0) > 0 && leaders(v).includes(p.seat) ? ' =' : '';
  return [
    h(
      'span',
      {
        class: `stat prestige${mark ? ' leads' : ''}`,
        'data-prestige': p.prestige ?? 0,
        title: mark === ' ★' ? 'prestige — holds the Prestige Leader tile' : mark ? 'prestige — tied for the lead' : 'prestige',
      },
      h('small', null, 'prestige'),
      ' ',
      h('b', null, p.prestige ?? 0, mark),
    ),
    h(
      'span',
      {
        class: `chip search-card${p.searchUsed ? ' used' : ''}`,
        'data-search-used': p.searchUsed ? 'true' : 'false',
        title: 'the once-per-game prestige/search action card',
      },
      p.searchUsed ? 'search card used' : 'search card ready',
    ),
    p.oortKind
      ? h(
          'span',
          { class: `chip good-${p.oortKind}`, 'data-oort-kind': p.oortKind, title: 'the kind named for Alien Oort Cloud Refinery' },
          `Oort: ${p.oortKind}`,
        )
      : null,
  ];
}

function leaders(v: RftgView): number[] {
  const max = Math.max(0, ...v.players.map((p) => p.prestige ?? 0));
  return max > 0 ? v.players.filter((p) => (p.prestige ?? 0) === max).map((p) => p.seat) : [];
}

/** The Search under way: who searches, in which category, the cards flipped face up so far. */
export function searchPanel(v: RftgView, level: ExpansionLevel): HTMLElement | null {
  const s = v.search;
  if (!s || s.seat === null) return null;
  const next = (s.queue ?? []).map((seat) => nameOf(v, seat));
  return h(
    'section',
    { class: 'search-panel', 'data-search': s.seat },
    h('h3', null, `Search — ${nameOf(v, s.seat)}`),
    h(
      'div',
      null,
      s.category
        ? h('span', { class: 'chip', 'data-search-category': s.category }, searchCategoryLabel(s.category))
        : h('span', { class: 'muted' }, 'choosing a category…'),
      s.declined ? h('span', { class: 'chip declined' }, 'first match declined: the next one must be kept') : null,
      next.length ? h('span', { class: 'muted' }, ` · then ${next.join(', ')}`) : null,
    ),
    s.flipped.length
      ? h(
          'div',
          { class: 'hand flipped' },
          s.flipped.map((c) => cardTile(level, c, { classes: ['small'] })),
        )
      : null,
  );
}

/** Declared takeovers while they resolve. */
export function takeoverPanel(v: RftgView, level: ExpansionLevel): HTMLElement | null {
  const list = v.takeoverAttempts ?? [];
  if (!list.length) return null;
  return h(
    'section',
    { class: 'takeover-panel', 'data-takeovers': list.length },
    h('h3', null, 'Takeover attempts'),
    h(
      'ul',
      null,
      list.map((t) =>
        h('li', null, `${nameOf(v, t.attacker)} attacks ${cardName(level, t.world)} (${nameOf(v, t.defender)}) using ${cardName(level, t.card)}`),
      ),
    ),
  );
}

/** Psi-Crystal World: why the others' actions are face up before the round's reveal. */
export function lastChooserNote(v: RftgView): HTMLElement | null {
  if (v.lastChooser === null || v.lastChooser === undefined) return null;
  return h(
    'div',
    { class: 'note last-chooser', 'data-last-chooser': v.lastChooser },
    `Psi-Crystal World: ${nameOf(v, v.lastChooser)} chooses ${v.advanced ? 'a second action' : 'an action'} after seeing the others'.`,
  );
}
