/**
 * Queries over the card table: which designs and physical cards a game at a
 * given expansion level uses, and lookups by id and name.
 */

import { CARD_DESIGNS } from './cards';
import { EXPANSION_LEVELS } from './types';
import type { CardDesign, CardFlag, ExpansionLevel, WorldDesign } from './types';

export function isExpansionLevel(value: unknown): value is ExpansionLevel {
  return (EXPANSION_LEVELS as readonly unknown[]).includes(value);
}

// Levels usually arrive from match options (plain JSON), so the type alone is no guarantee.
function checkLevel(level: ExpansionLevel): void {
  if (!isExpansionLevel(level)) throw new RangeError(`unknown RftG expansion level: ${String(level)}`);
}

/** Physical copies of a design in a game at `level` (levels are cumulative). */
export function copiesAtLevel(design: CardDesign, level: ExpansionLevel): number {
  checkLevel(level);
  let total = 0;
  for (let l = 0; l <= level; l++) total += design.copies[l];
  return total;
}

export function hasFlag(design: CardDesign, flag: CardFlag): boolean {
  return design.flags.includes(flag);
}

const designsByLevel: readonly (readonly CardDesign[])[] = EXPANSION_LEVELS.map((level) =>
  Object.freeze(CARD_DESIGNS.filter((d) => copiesAtLevel(d, level) > 0)),
);

// Copies of a design sit next to each other, designs in table order: that is
// how the reference engine fills its deck, so index i here is card id i in its logs.
const decksByLevel: readonly (readonly number[])[] = EXPANSION_LEVELS.map((level) =>
  Object.freeze(
    designsByLevel[level].flatMap((d) => Array.from({ length: copiesAtLevel(d, level) }, () => d.id)),
  ),
);

const designsByName = new Map<string, CardDesign[]>();
for (const design of CARD_DESIGNS) {
  const same = designsByName.get(design.name);
  if (same) same.push(design);
  else designsByName.set(design.name, [design]);
}

/** Designs with at least one copy at `level`, in table order. */
export function designsForLevel(level: ExpansionLevel): readonly CardDesign[] {
  checkLevel(level);
  return designsByLevel[level];
}

/**
 * The unshuffled deck at `level`: one design id per physical card. The index
 * of an entry is that card's id (as in the conformance logs' `deck.cards`).
 */
export function deckForLevel(level: ExpansionLevel): readonly number[] {
  checkLevel(level);
  return decksByLevel[level];
}

export function designById(id: number): CardDesign | undefined {
  return CARD_DESIGNS[id];
}

/** Every design carrying `name`, in table order (two for Gambling World). */
export function designsNamed(name: string): readonly CardDesign[] {
  return designsByName.get(name) ?? [];
}

/** The design called `name` in a game at `level`; names are unique within a level. */
export function designByName(name: string, level: ExpansionLevel): CardDesign | undefined {
  return designsNamed(name).find((d) => copiesAtLevel(d, level) > 0);
}

export function startWorldsForLevel(level: ExpansionLevel): readonly WorldDesign[] {
  return designsForLevel(level).filter(
    (d): d is WorldDesign => d.kind === 'world' && d.start !== null,
  );
}
