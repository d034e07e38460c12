/**
 * The political side of the table: the agenda being voted (its card and printed text, the outcomes with
 * the votes each has so far, every vote cast, and the vote itself for the seat asked), and the laws in play
 * for the common area.
 */
import type { Json } from '../../../client-sdk/src';
import { POLITICAL_CARDS, POLITICAL_CARD_TEXTS } from '../../../server/src/games/ti3/public';
import { h } from '../ui/dom';
import { errorNote, type PromptContext } from '../ui/prompt';
import { raceShort, seatColour } from './names';
import type { Ti3View } from './view';

/** Questions of the vote itself: answered on the political panel. */
export const POLITICAL_KINDS: ReadonlySet<string> = new Set(['vote', 'speaker-tie']);

const OUTCOME_KIND: Record<string, string> = {
  'for-against': 'For / Against',
  'elect-player': 'Elect a player',
  'elect-planet': 'Elect a planet',
  'elect-two-players': 'Elect two players',
  'elect-two-planets': 'Elect two planets',
  'elect-law': 'Elect a law in play',
  'elect-color': 'Elect a technology colour',
};

/** How an outcome reads: For / Against, a race for a seat, planets and laws by name, pairs joined. */
export function outcomeLabel(v: Ti3View, o: Json): string {
  if (o === 'for') return 'For';
  if (o === 'against') return 'Against';
  if (o === 'abstain') return 'Abstain';
  if (typeof o === 'number') return v.players[o] ? raceShort(v.players[o].race) : `seat ${o + 1}`;
  if (Array.isArray(o)) return o.map((x) => outcomeLabel(v, x)).join(' and ');
  return typeof o === 'string' ? o.charAt(0).toUpperCase() + o.slice(1) : JSON.stringify(o);
}

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

const chip = (v: Ti3View, seat: number) =>
  h('span', { class: `seat-chip owner-${seatColour(seat)}`, 'data-seat-chip': seat }, raceShort(v.players[seat]?.race ?? ''));

/** The agenda panel, or null when no agenda is being voted. A `vote` or `speaker-tie` question of this seat is answered here. */
export function politicalPanel(v: Ti3View, ctx: PromptContext | null): HTMLElement | null {
  const a = v.agenda;
  if (!a) return null;
  const card = POLITICAL_CARDS.find((c) => c.name === a.card);
  const asked = ctx && POLITICAL_KINDS.has(ctx.prompt.kind) ? ctx : null;
  const total = (o: Json) => a.votes.filter((x) => x.outcome !== null && same(x.outcome, o)).reduce((n, x) => n + x.votes, 0);
  return h(
    'section',
    { class: 'ti3-politics', 'data-political-panel': a.card },
    h(
      'h3',
      null,
      `Agenda: ${a.card}`,
      card?.law ? h('span', { class: 'badge law' }, ' LAW') : null,
      card ? h('span', { class: 'muted' }, ` · ${OUTCOME_KIND[card.outcome] ?? card.outcome}`) : null,
    ),
    h('p', { class: 'card-text' }, POLITICAL_CARD_TEXTS[a.card] ?? ''),
    a.elder !== undefined ? h('p', { class: 'muted' }, 'Council Elder: only ', chip(v, a.elder), '’s votes count.') : null,
    h(
      'ul',
      { class: 'outcomes' },
      a.candidates.map((o) => h('li', { 'data-outcome': JSON.stringify(o), 'data-outcome-votes': total(o) }, `${outcomeLabel(v, o)}: ${total(o)} vote(s)`)),
    ),
    h(
      'ol',
      { class: 'votes-cast', 'data-votes-cast': a.votes.length },
      a.votes.length === 0 ? h('li', { class: 'muted' }, 'No vote cast yet') : null,
      a.votes.map((x) =>
        h('li', { 'data-vote-seat': x.seat }, chip(v, x.seat), x.outcome === null ? ' abstains' : ` ${x.votes} vote(s) for ${outcomeLabel(v, x.outcome)}`),
      ),
    ),
    asked
      ? h(
          'section',
          { class: 'prompt ti3-prompt ti3-vote', 'data-prompt-id': asked.prompt.id, 'data-prompt-kind': asked.prompt.kind },
          h('div', { class: 'prompt-text' }, asked.prompt.text),
          h(
            'div',
            { class: 'choices' },
            (asked.prompt.choices ?? []).map((c, i) =>
              h('button', { type: 'button', 'data-choice': i, 'data-vote': JSON.stringify(c), onclick: () => asked.send(c) }, outcomeLabel(v, c)),
            ),
          ),
          errorNote(asked.error),
        )
      : null,
  );
}

/** The laws in play (with what an Elect law was given to) and the political discard pile, for the common area. */
export function lawsSection(v: Ti3View): HTMLElement {
  return h(
    'section',
    { class: 'ti3-laws', 'data-laws': v.laws.length },
    h('h3', null, 'Laws in play'),
    v.laws.length === 0 ? h('p', { class: 'muted' }, 'None') : null,
    h(
      'ul',
      null,
      v.laws.map((l) =>
        h(
          'li',
          { class: 'law', 'data-law': l.card, title: POLITICAL_CARD_TEXTS[l.card] ?? '' },
          h('b', null, l.card),
          l.elected !== null ? ` — ${outcomeLabel(v, l.elected)}` : null,
        ),
      ),
    ),
    h(
      'details',
      { class: 'discard', 'data-political-discard': v.politicalDiscard.length },
      h('summary', null, `Political discard pile (${v.politicalDiscard.length})`),
      h(
        'ul',
        null,
        v.politicalDiscard.map((c) => h('li', { title: POLITICAL_CARD_TEXTS[c] ?? '' }, c)),
      ),
    ),
  );
}

/** Political results naming this seat (laws given to it, offices it was elected to), by card. */
export function electedCards(v: Ti3View, seat: number): string[] {
  const names = (e: Json | undefined): boolean => e === seat || (Array.isArray(e) && e.includes(seat));
  return [...new Set(v.politicalEffects.filter((e) => names(e.elected)).map((e) => e.card))];
}
