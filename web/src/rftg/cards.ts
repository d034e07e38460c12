/**
 * Card lookups for the page, from the server's own card table (names, costs,
 * VP, powers as flags). Views name cards by physical card id; the id's
 * meaning depends on the expansion level, as on the server.
 */
import { CARD_DESIGNS, deckForLevel, type CardDesign, type ExpansionLevel } from '../../../server/src/games/rftg/public';

export type { CardDesign, CardPower, VpBonus } from '../../../server/src/games/rftg/public';

const LEVEL_OF: Record<string, ExpansionLevel> = { base: 0, tgs: 1, rvi: 2, bow: 3 };

export function levelOf(expansion: unknown): ExpansionLevel {
  return LEVEL_OF[String(expansion)] ?? 0;
}

export function design(level: ExpansionLevel, card: number): CardDesign | null {
  const d = deckForLevel(level)[card];
  return d === undefined ? null : CARD_DESIGNS[d];
}

export function cardName(level: ExpansionLevel, card: number): string {
  return design(level, card)?.name ?? `card #${card}`;
}

/** Military strength that applies against any world, counted from the tableau as the rules do. */
export function baseMilitary(level: ExpansionLevel, tableau: number[]): number {
  const designs = tableau.map((c) => design(level, c)).filter((d): d is CardDesign => d !== null);
  const count = (flag: CardDesign['flags'][number]) => designs.filter((d) => d.flags.includes(flag)).length;
  let total = 0;
  for (const d of designs) {
    for (const p of d.powers) {
      if (p.phase !== 3) continue;
      const f = p.flags as readonly string[];
      if (!f.includes('EXTRA_MILITARY') || f.includes('DISCARD')) continue;
      const rest = f.filter((x) => x !== 'EXTRA_MILITARY');
      if (rest.length === 0) total += p.value;
      else if (rest.length === 1 && rest[0] === 'PER_MILITARY') total += p.value * count('MILITARY');
      else if (rest.length === 1 && rest[0] === 'PER_CHROMO') total += p.value * count('CHROMO');
      else if (rest.length === 1 && rest[0] === 'IF_IMPERIUM' && count('IMPERIUM') > 0) total += p.value;
    }
  }
  return total;
}
