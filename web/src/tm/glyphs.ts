/**
 * Our own glyphs and colours for tags, resources and players (plain Unicode
 * the page's fonts have, no images), and the chips the table builds from them.
 */
import { h } from '../ui/dom';
import type { Owner, Resource, Tag } from './view';

export const TAG_GLYPH: Record<Tag, string> = {
  building: '▦',
  space: '★',
  science: '⚛',
  power: '⚡',
  earth: '♁',
  jovian: '♃',
  plant: '✿',
  microbe: '⁂',
  animal: '♞',
  city: '⌂',
  event: '↯',
};

export const RESOURCE_NAME: Record<Resource, string> = { mc: 'M€', steel: 'Steel', titanium: 'Titanium', plants: 'Plants', energy: 'Energy', heat: 'Heat' };
export const RESOURCE_GLYPH: Record<Resource, string> = { mc: '€', steel: '⚒', titanium: '◆', plants: '✿', energy: '⚡', heat: '♨' };

/** The printed game's player colours, in seat order. */
const SEAT_COLOURS = ['red', 'green', 'blue', 'yellow', 'black'];

export function ownerColour(owner: Owner | null): string {
  if (owner === null) return 'none';
  if (owner === 'neutral') return 'neutral';
  if (owner === 'marsbot') return 'marsbot';
  return SEAT_COLOURS[owner % SEAT_COLOURS.length];
}

export function tagChip(tag: Tag, count?: number): HTMLElement {
  return h(
    'span',
    { class: `tm-tag tag-${tag}`, title: count === undefined ? tag : `${count} ${tag}`, 'data-tag': tag },
    TAG_GLYPH[tag],
    count !== undefined ? h('b', null, count) : null,
  );
}

export function resourceIcon(r: Resource): HTMLElement {
  return h('span', { class: `tm-res res-${r}`, title: RESOURCE_NAME[r] }, RESOURCE_GLYPH[r]);
}

/** A player's colour marker beside their name. */
export function ownerDot(owner: Owner | null): HTMLElement {
  return h('i', { class: `tm-dot owner-${ownerColour(owner)}` });
}
