/**
 * A card as the table draws it: cost, tags, requirements, our generated
 * text and VP for a project card; name, tags, start and text for a
 * corporation. Answers that are cards are given on these (a click).
 */
import { corporation, isCorporation } from '../../../server/src/games/tm/public';
import { h, type Child } from '../ui/dom';
import { cardName, cardOf, cardText, isMaxRequirement, requirementText, vpText } from './cards';
import { RESOURCE_NAME, tagChip } from './glyphs';
import type { Resource } from './view';

export interface CardOptions {
  /** Clicking the card answers the question (a hint says what it does). */
  onclick?: () => void;
  hint?: string;
  selected?: boolean;
  /** Not offered by the open question (a card in hand that cannot be played now). */
  dim?: boolean;
  /** Resources on the card (animals, microbes, science, fighters). */
  res?: number;
  used?: boolean;
  attrs?: Record<string, string | number | boolean>;
  extra?: Child;
}

function frame(id: string, kind: string, opts: CardOptions, ...body: Child[]): HTMLElement {
  const classes = ['tm-card', kind, opts.onclick ? 'clickable' : '', opts.selected ? 'selected' : '', opts.dim ? 'dim' : '', opts.used ? 'used' : ''];
  return h(
    'div',
    {
      class: classes.filter(Boolean).join(' '),
      'data-card': id,
      'data-card-name': cardName(id),
      role: opts.onclick ? 'button' : null,
      tabindex: opts.onclick ? 0 : null,
      title: opts.hint ?? null,
      onclick: opts.onclick ? () => opts.onclick!() : null,
      // A clickable card is a button for the keyboard too.
      onkeydown: opts.onclick ? (e) => (e as KeyboardEvent).key === 'Enter' && opts.onclick!() : null,
      ...opts.attrs,
    },
    ...body,
    opts.extra,
  );
}

function startText(id: string): string {
  const s = corporation(id).start;
  const parts = [`${s.mc} M€`];
  for (const [r, n] of Object.entries(s.stock)) parts.push(`${n} ${RESOURCE_NAME[r as Resource].toLowerCase()}`);
  for (const [r, n] of Object.entries(s.production)) parts.push(`${RESOURCE_NAME[r as Resource].toLowerCase()} prod ${n}`);
  return parts.join(' · ');
}

export function corporationView(id: string, opts: CardOptions = {}): HTMLElement {
  if (!isCorporation(id)) return frame(id, 'corp', opts, h('div', { class: 'tm-card-name' }, id));
  const c = corporation(id);
  return frame(
    id,
    'corp',
    opts,
    h(
      'div',
      { class: 'tm-card-head' },
      h('span', { class: 'tm-card-name' }, c.name),
      h(
        'span',
        { class: 'tm-card-tags' },
        c.tags.map((t) => tagChip(t)),
      ),
    ),
    h('div', { class: 'tm-card-start' }, startText(id)),
    h('div', { class: 'tm-card-text' }, cardText(id)),
  );
}

/** A project card in full (hand, offers, packs, looked-at cards). */
export function projectCardView(id: string, opts: CardOptions = {}): HTMLElement {
  const c = cardOf(id);
  if (!c) return corporationView(id, opts);
  const vp = vpText(c.vp);
  return frame(
    id,
    c.type,
    opts,
    h(
      'div',
      { class: 'tm-card-head' },
      h('span', { class: 'tm-cost', title: 'cost' }, c.cost),
      h('span', { class: 'tm-card-name' }, c.name),
      h(
        'span',
        { class: 'tm-card-tags' },
        c.tags.map((t) => tagChip(t)),
      ),
    ),
    c.requirements.length
      ? h(
          'div',
          { class: 'tm-req' },
          c.requirements.map((r) => h('span', { class: isMaxRequirement(r) ? 'max' : 'min' }, requirementText(r))),
        )
      : null,
    h('div', { class: 'tm-card-text' }, cardText(id)),
    h(
      'div',
      { class: 'tm-card-foot' },
      h('span', { class: 'muted' }, `#${c.id}`),
      opts.res !== undefined && c.resource ? h('span', { class: 'tm-card-res', title: `${c.resource} on the card` }, `${opts.res} ${c.resource}`) : null,
      vp ? h('span', { class: 'tm-vp' }, vp) : null,
    ),
  );
}

/** A played card in a tableau: one line, the full text on hover. */
export function playedCardView(id: string, opts: CardOptions = {}): HTMLElement {
  const c = cardOf(id);
  if (!c) return corporationView(id, opts);
  const vp = vpText(c.vp);
  return frame(
    id,
    `${c.type} compact`,
    { ...opts, hint: opts.hint ?? `${c.name}: ${cardText(id)}` },
    h(
      'span',
      { class: 'tm-card-tags' },
      c.tags.map((t) => tagChip(t)),
    ),
    h('span', { class: 'tm-card-name' }, c.name),
    c.resource && opts.res !== undefined ? h('span', { class: 'tm-card-res', title: c.resource }, `${opts.res} ${c.resource}`) : null,
    vp ? h('span', { class: 'tm-vp' }, vp) : null,
  );
}
