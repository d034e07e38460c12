/**
 * The racial abilities' entries in the modifier pipeline (modifiers.ts), each with the id `RACES` references:
 * unit stats, costs, limits and rule switches. The abilities that ask something are timing handlers
 * (races/rules.ts). No import of modifiers.ts values here (it spreads this list at load).
 */
import { unit, type UnitId } from '../data';
import type { Modifier, ModifierContext } from '../modifier-types';
import { hasAbility } from '../abilities';

/** The roller has the ability (its race's, or gained: abilities.ts). */
const has = (ability: string) => (c: ModifierContext) => hasAbility(c.s, c.seat, ability);
const unitOf =
  (ability: string, ...units: UnitId[]) =>
  (c: ModifierContext) =>
    c.unit !== undefined && units.includes(c.unit) && hasAbility(c.s, c.seat, ability);
const plus = (n: number) => (v: number) => v + n;
/** Combat values: lower is better, so +n on the roll is −n on the value needed. */
const better = (n: number) => (v: number) => v - n;
const on = () => 1;

/** Letnev's bought bonus for the coming round in a system, as cardEffects holds it (races/rules.ts). */
export const LETNEV_SHIPS = 'Barony of Letnev: Spaceships +1';
export const LETNEV_GROUND = 'Barony of Letnev: Ground Forces +2';
const boosted = (c: ModifierContext, card: string) =>
  c.pos !== undefined && c.s.cardEffects.some((e) => e.card === card && e.seat === c.seat && e.pos === c.pos);

/**
 * Xxcha: the roller's opponent is the Xxcha and this is the first round of a space battle or invasion
 * combat. RULE-READING (README): "combat rolls ... during the first round" are the round's combat dice
 * only — pre-combat shots (Anti-Fighter Barrage, Assault Cannon, Mentak), PDS fire and bombardment come
 * before round 1 and are not part of it.
 */
const againstXxchaFirstRound = (c: ModifierContext) =>
  c.round === 1 && (c.during === 'space' || c.during === 'invasion') && c.opponent !== undefined && hasAbility(c.s, c.opponent, 'xxcha-first-round');

export const RACE_MODIFIERS: Modifier[] = [
  { id: 'xxcha-diplomacy', source: 'xxcha', value: 'diplomacyPrimaryAsSecondary', applies: has('xxcha-diplomacy'), apply: on },
  { id: 'xxcha-first-round', source: 'xxcha', value: 'combat', applies: againstXxchaFirstRound, apply: plus(1) },
  {
    id: 'letnev-ships-combat',
    source: 'letnev',
    value: 'combat',
    applies: (c) => c.during === 'space' && c.unit !== undefined && unit(c.unit).ship && boosted(c, LETNEV_SHIPS),
    apply: better(1),
  },
  {
    id: 'letnev-ground-combat',
    source: 'letnev',
    value: 'combat',
    applies: (c) => c.during === 'invasion' && c.unit === 'Ground Force' && boosted(c, LETNEV_GROUND),
    apply: better(2),
  },
  { id: 'letnev-fleet-supply', source: 'letnev', value: 'fleetSupply', applies: has('letnev-fleet-supply'), apply: plus(1) },
  { id: 'sol-ground-forces', source: 'sol', value: 'groundForcesAction', applies: has('sol-ground-forces'), apply: on },
  { id: 'sol-status-counter', source: 'sol', value: 'statusCounters', applies: has('sol-status-counter'), apply: plus(1) },
  { id: 'yssaril-skip-turn', source: 'yssaril', value: 'skipTurn', applies: has('yssaril-skip-turn'), apply: on },
  { id: 'yssaril-status-draw', source: 'yssaril', value: 'statusDraws', applies: has('yssaril-status-draw'), apply: plus(1) },
  { id: 'yssaril-no-hand-limit', source: 'yssaril', value: 'handLimit', applies: has('yssaril-no-hand-limit'), apply: () => Number.MAX_SAFE_INTEGER },
  // Errata: both on all their combat rolls, PDS fire and pre-combat rolls included.
  { id: 'norr-combat', source: 'norr', value: 'combat', applies: has('norr-combat'), apply: better(1) },
  { id: 'jolnar-combat', source: 'jolnar', value: 'combat', applies: has('jolnar-combat'), apply: plus(1) },
  { id: 'l1z1x-dreadnought-cost', source: 'l1z1x', value: 'cost', applies: unitOf('l1z1x-dreadnought-cost', 'Dreadnought'), apply: () => 4 },
  // Errata: "space combat" bonuses apply to the combat dice of the rounds only.
  {
    id: 'l1z1x-dreadnought-space',
    source: 'l1z1x',
    value: 'combat',
    applies: (c) => unitOf('l1z1x-dreadnought-space', 'Dreadnought')(c) && c.during === 'space',
    apply: better(1),
  },
  {
    id: 'l1z1x-ground-attack',
    source: 'l1z1x',
    value: 'combat',
    applies: (c) => unitOf('l1z1x-ground-attack', 'Ground Force')(c) && c.during === 'invasion' && c.defending !== true,
    apply: better(1),
  },
  { id: 'naalu-initiative', source: 'naalu', value: 'initiative', applies: has('naalu-initiative'), apply: () => 0 },
  { id: 'naalu-fighters', source: 'naalu', value: 'combat', applies: (c) => unitOf('naalu-fighters', 'Fighter')(c) && c.during === 'space', apply: better(1) },
];
