/**
 * Tharsis milestones and awards, with their rules' numbers. The base solo
 * game uses neither.
 */
import type { Award, Milestone } from './types';

export const MILESTONES: Milestone[] = [
  { id: 'terraformer', name: 'Terraformer', criterion: { kind: 'tr', min: 35 } },
  { id: 'mayor', name: 'Mayor', criterion: { kind: 'cities', owner: 'own', min: 3 } },
  { id: 'gardener', name: 'Gardener', criterion: { kind: 'greeneries', owner: 'own', min: 3 } },
  { id: 'builder', name: 'Builder', criterion: { kind: 'tag', tag: 'building', count: 8 } },
  { id: 'planner', name: 'Planner', criterion: { kind: 'cardsInHand', min: 16 } },
];

export const MILESTONE_RULES = { cost: 8, maxClaimed: 3, vp: 5 } as const;

/** In the rulebook's order (Landlord, Banker, Scientist, Thermalist, Miner). */
export const AWARDS: Award[] = [
  { id: 'landlord', name: 'Landlord', measure: { kind: 'tiles', owner: 'own' } },
  { id: 'banker', name: 'Banker', measure: { kind: 'production', resource: 'mc' } },
  { id: 'scientist', name: 'Scientist', measure: { kind: 'tag', tag: 'science' } },
  { id: 'thermalist', name: 'Thermalist', measure: { kind: 'resources', resources: ['heat'] } },
  { id: 'miner', name: 'Miner', measure: { kind: 'resources', resources: ['steel', 'titanium'] } },
];

export const AWARD_RULES = { costs: [8, 14, 20], maxFunded: 3, vp: { first: 5, second: 2 }, secondPlaceMinPlayers: 3 } as const;
