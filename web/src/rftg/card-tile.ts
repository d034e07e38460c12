/** One card as a tile: cost, name, VP, kind, powers by phase in our words, goods. */
import { h, type Attrs } from '../ui/dom';
import type { ExpansionLevel } from '../../../server/src/games/rftg/public';
import { design } from './cards';
import { describeBonus, describePower, PHASE_MARKS, PHASE_NAMES } from './powers';

export interface TileOptions {
  goods?: number;
  goodKind?: string | null;
  /** Extra classes: 'selected', 'playable', 'dim', 'small'. */
  classes?: string[];
  /** BoW Galactic Scavengers: cards saved under this card, and their ids when the viewer may know them. */
  saved?: number;
  savedCards?: number[] | null;
  /** BoW Alien Oort Cloud Refinery: the kind its owner named (an "any" world otherwise). */
  chosenKind?: string | null;
  /** Makes the tile a button (hand cards that answer a prompt). */
  onClick?: () => void;
  attrs?: Attrs;
}

const GOOD_WORDS: Record<string, string> = { novelty: 'Novelty', rare: 'Rare', gene: 'Genes', alien: 'Alien', any: 'Any kind' };

export function cardTile(level: ExpansionLevel, card: number, opts: TileOptions = {}): HTMLElement {
  const d = design(level, card);
  const tag = opts.onClick ? 'button' : 'div';
  if (!d) return h(tag, { class: 'card unknown' }, `card #${card}`);
  const military = d.flags.includes('MILITARY');
  const good = d.kind === 'world' ? d.good : null;
  const classes = [
    'card',
    d.kind,
    good ? `good-${good}` : '',
    military ? 'military' : '',
    d.flags.includes('WINDFALL') ? 'windfall' : '',
    ...(opts.classes ?? []),
  ].filter(Boolean);
  const type =
    d.kind === 'world'
      ? [
          military ? 'Military world' : 'World',
          good ? `· ${GOOD_WORDS[good]}${d.flags.includes('WINDFALL') ? ' windfall' : ''}` : '',
          good === 'any' && opts.chosenKind ? `(now ${GOOD_WORDS[opts.chosenKind] ?? opts.chosenKind})` : '',
        ].join(' ')
      : 'Development';
  const goods = opts.goods ?? 0;
  const attrs: Attrs = {
    class: classes.join(' '),
    'data-card': card,
    'data-card-name': d.name,
    title: `${d.name} — ${type}, ${military ? 'defence' : 'cost'} ${d.cost}, ${d.vp} VP`,
    ...(opts.onClick ? { type: 'button', onclick: opts.onClick } : {}),
    ...(opts.attrs ?? {}),
  };
  return h(
    tag,
    attrs,
    h(
      'span',
      { class: 'card-head' },
      h('span', { class: military ? 'cost defence' : 'cost', title: military ? 'military needed' : 'cost' }, d.cost),
      h('span', { class: 'card-name' }, d.name),
      h('span', { class: 'vp', title: 'victory points' }, d.bonuses.length ? '?' : d.vp),
    ),
    h('span', { class: 'card-type' }, type),
    h(
      'span',
      { class: 'powers' },
      d.powers.map((p) =>
        h('span', { class: `power ph${p.phase}`, title: PHASE_NAMES[p.phase] }, h('b', null, PHASE_MARKS[p.phase] ?? p.phase), ' ', describePower(p)),
      ),
      d.bonuses.length > 0 && h('span', { class: 'power bonus' }, h('b', null, '?'), ' ', d.bonuses.map(describeBonus).join('; ')),
    ),
    goods > 0 && h('span', { class: `goods good-${opts.goodKind ?? good ?? 'any'}`, 'data-goods': goods }, goods === 1 ? 'good' : `${goods} goods`),
    savedNote(level, opts),
  );
}

/** "2 saved": the count is public; the names are given only to the owner's view (and the omniscient replay). */
function savedNote(level: ExpansionLevel, opts: TileOptions): HTMLElement | null {
  const n = opts.saved ?? 0;
  if (n <= 0) return null;
  const names = opts.savedCards?.map((c) => design(level, c)?.name ?? `card #${c}`);
  return h(
    'span',
    { class: 'saved', 'data-saved': n, title: names ? `saved: ${names.join(', ')}` : 'cards saved face down under this card' },
    `${n} saved`,
    names ? h('small', null, `: ${names.join(', ')}`) : null,
  );
}
