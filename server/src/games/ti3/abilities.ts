/**
 * Racial special abilities, by id, and who has them this round: a race's own, unless a Cultural Crisis
 * took them all this round; one gained from an opponent with Multiculturalism (action cards, issue 24).
 * The core's abilities are listed here; every racial ability checks `hasAbility` so that both cards reach it.
 * NOT-BUILT: the racial abilities of issue 24 (races) join this table as they are built.
 */
import { roundEffect, type Ti3State } from './state';

/** Race id → the ids of its special abilities (each a modifier entry or a rule that asks `hasAbility`). */
export const RACIAL_ABILITIES: Record<string, string[]> = {
  l1z1x: ['l1z1x-dreadnought-cost'],
  naalu: ['naalu-initiative'],
};

/** The race an ability belongs to. */
export function raceOfAbility(ability: string): string | undefined {
  return Object.keys(RACIAL_ABILITIES).find((race) => RACIAL_ABILITIES[race].includes(ability));
}

/**
 * Whether `seat` has the racial ability this round. RULE-READING: Cultural Crisis also takes away an
 * ability gained with Multiculturalism (it is a racial special ability the player possesses).
 */
export function hasAbility(s: Ti3State, seat: number, ability: string): boolean {
  if (roundEffect(s, 'Cultural Crisis', (e) => e.seat === seat)) return false;
  return raceOfAbility(ability) === s.players[seat].race || roundEffect(s, 'Multiculturalism', (e) => e.seat === seat && e.ability === ability);
}
