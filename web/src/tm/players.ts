/** Each player's board: TR, resources and production, tags, corporation, played cards and events. */
import { RESOURCES } from '../../../server/src/games/tm/public';
import { h, plural } from '../ui/dom';
import { cardName, cardText } from './cards';
import { corporationView, playedCardView } from './card-view';
import { ownerColour, ownerDot, resourceIcon, RESOURCE_NAME, tagChip } from './glyphs';
import type { PlayerView, Tag, TmView } from './view';

export interface BoardOptions {
  me: boolean;
  toMove: boolean;
  /** Blue-card and corporation actions the open question offers, and how to take one. */
  actable: ReadonlySet<string>;
  act: ((card: string) => void) | null;
}

function status(v: TmView, p: PlayerView, toMove: boolean): string | null {
  if (v.phase === 'over') return null;
  if (p.passed) return 'passed';
  if (v.active === p.seat) return v.actionsThisTurn === 1 ? 'second action' : 'taking a turn';
  if (toMove) return 'choosing';
  if (p.chosen) return 'chosen';
  return null;
}

function resourceGrid(p: PlayerView): HTMLElement {
  return h(
    'div',
    { class: 'tm-resources' },
    RESOURCES.map((r) => {
      const prod = p.production[r];
      const extra =
        r === 'steel' && p.steelValue !== 2 ? ` (worth ${p.steelValue})` : r === 'titanium' && p.titaniumValue !== 3 ? ` (worth ${p.titaniumValue})` : '';
      return h(
        'div',
        { class: `tm-stock res-${r}`, 'data-resource': r, title: `${RESOURCE_NAME[r]}${extra}: ${p.resources[r]}, production ${prod}` },
        resourceIcon(r),
        h('span', { class: 'amount', 'data-amount-of': r }, p.resources[r]),
        h('span', { class: `prod${prod < 0 ? ' negative' : ''}`, 'data-production-of': r }, prod < 0 ? `−${-prod}` : `+${prod}`),
      );
    }),
  );
}

function tagRow(p: PlayerView): HTMLElement | null {
  const tags = (Object.entries(p.tags) as [Tag, number][]).filter(([, n]) => n > 0);
  return tags.length
    ? h(
        'div',
        { class: 'tm-tags' },
        tags.map(([t, n]) => tagChip(t, n)),
      )
    : null;
}

function tableau(p: PlayerView, o: BoardOptions): HTMLElement {
  const offer = (id: string) =>
    o.act && o.actable.has(id) ? { onclick: () => o.act!(id), hint: `Use the action of ${cardName(id)}: ${cardText(id)}`, attrs: { 'data-act-card': id } } : {};
  return h(
    'div',
    { class: 'tm-tableau', 'data-tableau': p.seat },
    p.played.length === 0 ? h('span', { class: 'muted' }, 'No cards played yet') : null,
    p.played.map((c) => playedCardView(c.id, { res: c.res, used: c.used, ...offer(c.id) })),
  );
}

export function playerBoard(v: TmView, p: PlayerView, o: BoardOptions): HTMLElement {
  const st = status(v, p, o.toMove);
  const corpAct = p.corporation && o.act && o.actable.has(p.corporation) ? p.corporation : null;
  return h(
    'section',
    {
      class: `tm-player owner-${ownerColour(p.seat)}${o.me ? ' me' : ''}${o.toMove ? ' to-move' : ''}${p.passed ? ' passed' : ''}`,
      'data-player': p.seat,
    },
    h(
      'header',
      null,
      ownerDot(p.seat),
      h('span', { class: 'name' }, p.name, o.me ? ' (you)' : ''),
      h('span', { class: 'tm-tr', title: 'terraform rating', 'data-tr': p.tr }, `TR ${p.tr}`),
      h('span', { class: 'tm-score', title: 'victory points if the game ended now' }, `${p.vp} VP`),
      h('span', { class: 'muted', 'data-hand-count': p.handCount }, plural(p.handCount, 'card'), ' in hand'),
      st ? h('span', { class: `badge ${st.replace(' ', '-')}` }, st) : null,
    ),
    p.corporation
      ? corporationView(p.corporation, {
          used: p.corporationUsed,
          ...(corpAct ? { onclick: () => o.act!(corpAct), hint: `Use ${cardName(corpAct)}'s action`, attrs: { 'data-act-card': corpAct } } : {}),
        })
      : h('div', { class: 'muted corp-pending' }, 'Corporation not revealed yet'),
    resourceGrid(p),
    tagRow(p),
    tableau(p, o),
    // Only the omniscient replay has another seat's hand: shown face up, as the replay reveals everything.
    !o.me && p.hand
      ? h(
          'div',
          { class: 'tm-revealed revealed-hand' },
          h('span', { class: 'muted' }, `Hand (${p.hand.length}): `),
          p.hand.map((id) => playedCardView(id)),
        )
      : null,
    p.events.length
      ? h(
          'details',
          { class: 'tm-events' },
          h('summary', null, `Events played (${p.events.length})`),
          h(
            'div',
            null,
            p.events.map((id) => playedCardView(id)),
          ),
        )
      : null,
  );
}
