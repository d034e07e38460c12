/**
 * Racial special abilities, by effect id (`RACES`' `abilities`), and who has them this round: a race's own,
 * unless a Cultural Crisis took them all this round; one gained from an opponent with Multiculturalism
 * (action cards, issue 24). Every racial effect (races/: modifier entries and timing handlers) asks
 * `hasAbility`, so both cards reach it.
 * RULE-READING (README): Multiculturalism gains one effect id; an ability whose printed text is several
 * effects (Letnev's boost and its two bonuses, the Yssaril look at two points) is gained one effect at a time.
 */
import { RACES } from './data';
import { roundEffect, type Ti3State } from './state';

/** Race id → the ids of its abilities' effects. */
export const RACIAL_ABILITIES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(RACES.map((r) => [r.id, r.abilities]));

const RACE_OF = new Map(RACES.flatMap((r) => r.abilities.map((a) => [a, r.id] as const)));

/** The race an ability belongs to. */
export function raceOfAbility(ability: string): string | undefined {
  return RACE_OF.get(ability);
}

/**
 * Whether `seat` has the racial ability this round. RULE-READING: Cultural Crisis also takes away an
 * ability gained with Multiculturalism (it is a racial special ability the player possesses).
 */
export function hasAbility(s: Ti3State, seat: number, ability: string): boolean {
  const player = s.players[seat];
  if (player === undefined) return false;
  if (roundEffect(s, 'Cultural Crisis', (e) => e.seat === seat)) return false;
  return RACE_OF.get(ability) === player.race || roundEffect(s, 'Multiculturalism', (e) => e.seat === seat && e.ability === ability);
}
