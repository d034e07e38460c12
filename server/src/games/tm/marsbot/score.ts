/**
 * MarsBot's score (MB-45, MB-48, MB-53): TR; 5 VP per milestone; awards by
 * its Tharsis values (2 players: only first place scores, ties share it);
 * 1 per greenery; 1 per greenery next to each of its cities; 1 per space
 * next to its Neural Instance not occupied by the player; with `hardCardVp`
 * 1 per played card with a non-negative VP icon; no other VP from its cards;
 * and M€ → VP by the generation the game ended in (fractions dropped).
 */
import { countAdjacent, ownedTiles } from '../board/map';
import { MILESTONE_RULES, projectCard, space } from '../data';
import { awardVp } from '../award-vp';
import { MARSBOT, type TmState } from '../state';
import { bot, on } from './robot';

export interface MarsbotSheet {
  tr: number;
  milestones: number;
  awards: number;
  greeneries: number;
  cities: number;
  neural: number;
  cards: number;
  /** VP for its M€ at this generation's rate. */
  mcVp: number;
  total: number;
  mc: number;
}

/** The generation after 19 that ends the game with MarsBot the winner (MB-46). */
export const LOSING_GENERATION = 20;
export const LAST_GENERATION = 19;

/**
 * M€ per VP by the generation the game ended in (MB-48): up to 12 → 8; 13 → 7; 14 → 6; 15 → 5; 16 → 4;
 * 17 → 3; 18 → 2; 19 → 1. RULE-AMBIGUITY: the seed's table prints 5 for generation 14 but its own worked
 * example divides by 6 (generation 14, 24 M€ → 4 VP); we follow the example.
 */
export function mcPerVp(generation: number): number {
  if (generation <= 12) return 8;
  return Math.max(1, 20 - generation);
}

/** MB-45: spaces next to the Neural Instance not occupied by the player (empty, ocean or MarsBot's). */
export function neuralVp(s: TmState): number {
  const at = bot(s).neural;
  if (at === null) return 0;
  return space(at).adjacent.filter((id) => typeof s.tiles[id]?.owner !== 'number').length;
}

/**
 * MB-53 `hardCardVp`. RULE-AMBIGUITY: only cards printed with a VP icon count (a fixed number of 0 or more,
 * or VP per resource, tag or tile); cards without one do not (the fan implementation counts them).
 */
export function hasNonNegativeVpIcon(id: string): boolean {
  const vp = projectCard(id).vp;
  return typeof vp === 'number' ? vp > 0 : true;
}

export function marsbotSheet(s: TmState): MarsbotSheet {
  const m = bot(s);
  const milestones = s.milestones.filter((x) => x.seat === MARSBOT).length * MILESTONE_RULES.vp;
  const awards = s.awards.reduce((n, a) => n + awardVp(s, a.id)[s.players.length], 0);
  const greeneries = ownedTiles(s, MARSBOT, 'greenery').length;
  const cities = ownedTiles(s, MARSBOT, 'city').reduce((n, id) => n + countAdjacent(s, id, 'greenery'), 0);
  const neural = neuralVp(s);
  const cards = on(s, 'hardCardVp') ? m.played.filter(hasNonNegativeVpIcon).length : 0;
  const mcVp = Math.floor(m.mc / mcPerVp(s.generation));
  return {
    tr: m.tr,
    milestones,
    awards,
    greeneries,
    cities,
    neural,
    cards,
    mcVp,
    total: m.tr + milestones + awards + greeneries + cities + neural + cards + mcVp,
    mc: m.mc,
  };
}
