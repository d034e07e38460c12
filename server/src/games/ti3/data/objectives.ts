/**
 * The 30 base objectives (objectives_base.csv): 10 stage I, 10 stage II, 10 secret. Public objectives
 * have no printed name: their requirement text is their name. Requirements are predicate ids with
 * parameters (objectives.ts evaluates them), never parsed from the text.
 */
import type { Objective } from './types';

export const OBJECTIVES: readonly Objective[] = [
  { stage: 'I', vp: 1, name: 'I control 5 planets outside my Home System.', requirement: { id: 'planets-outside-home', n: 5 } },
  {
    stage: 'I',
    vp: 1,
    name: 'I have controlled Mecatol Rex the entire Strategy Phase and Action Phase of this round.',
    requirement: { id: 'held-mecatol-all-round' },
  },
  {
    stage: 'I',
    vp: 1,
    name: 'I control the planets needed to have at least one of each of the 3 technology specialties.',
    requirement: { id: 'all-specialties' },
  },
  { stage: 'I', vp: 1, name: 'I have 5 Technology Advances.', requirement: { id: 'techs', n: 5 } },
  { stage: 'I', vp: 1, name: 'I have 3 Technology Advances of the same color.', requirement: { id: 'techs-same-color', n: 3 } },
  { stage: 'I', vp: 1, name: 'I have Technology Advances in all 4 colors.', requirement: { id: 'techs-all-colors' } },
  { stage: 'I', vp: 1, name: 'I now spend 6 Trade Goods.', requirement: { id: 'spend', what: 'tradeGoods', n: 6 } },
  { stage: 'I', vp: 1, name: 'I now spend 10 resources.', requirement: { id: 'spend', what: 'resources', n: 10 } },
  { stage: 'I', vp: 1, name: 'I now spend 10 influence.', requirement: { id: 'spend', what: 'influence', n: 10 } },
  { stage: 'I', vp: 1, name: 'All three of my Space Docks are on the board.', requirement: { id: 'space-docks', n: 3 } },
  { stage: 'II', vp: 2, name: 'I control 10 planets outside my Home System.', requirement: { id: 'planets-outside-home', n: 10 } },
  { stage: 'II', vp: 2, name: 'I have at least 9 Technology Advances.', requirement: { id: 'techs', n: 9 } },
  { stage: 'II', vp: 2, name: 'I now spend 12 Trade Goods.', requirement: { id: 'spend', what: 'tradeGoods', n: 12 } },
  { stage: 'II', vp: 2, name: 'I now spend 20 resources.', requirement: { id: 'spend', what: 'resources', n: 20 } },
  { stage: 'II', vp: 2, name: 'I now spend 20 influence.', requirement: { id: 'spend', what: 'influence', n: 20 } },
  { stage: 'II', vp: 3, name: 'I control the Mecatol Rex system and all systems adjacent to it.', requirement: { id: 'mecatol-and-adjacent' } },
  {
    stage: 'II',
    vp: 3,
    name: 'I control planets with a combined total influence greater than the combined total influence of all the planets controlled by my two neighbors.',
    requirement: { id: 'influence-over-neighbours' },
  },
  { stage: 'II', vp: 'win', name: 'Domination!', requirement: { id: 'home-systems-of-others', n: 2 } },
  { stage: 'II', vp: 'win', name: 'Supremacy!', requirement: { id: 'planets-outside-home', n: 18 } },
  { stage: 'II', vp: 'end', name: 'Imperium Rex', requirement: { id: 'game-over' } },
  { stage: 'secret', vp: 2, name: 'Conqueror', requirement: { id: 'home-systems-of-others', n: 1 } },
  { stage: 'secret', vp: 2, name: 'Diversified', requirement: { id: 'mecatol-with', dock: true, techsInColors: [2, 3] } },
  { stage: 'secret', vp: 2, name: 'Focused', requirement: { id: 'planets-same-specialty', n: 4 } },
  { stage: 'secret', vp: 2, name: 'Forceful', requirement: { id: 'mecatol-with', dock: true, dreadnoughts: 4 } },
  { stage: 'secret', vp: 2, name: 'Industrial', requirement: { id: 'mecatol-with', dock: false, allDocksAndDreadnoughts: true } },
  { stage: 'secret', vp: 2, name: 'Keeper of Gates', requirement: { id: 'ship-in-every-wormhole' } },
  { stage: 'secret', vp: 2, name: 'Master of Ships', requirement: { id: 'mecatol-with', dock: true, ships: 8 } },
  { stage: 'secret', vp: 2, name: 'Merciless', requirement: { id: 'took-neighbours-last-dock' } },
  { stage: 'secret', vp: 2, name: 'Technocrat', requirement: { id: 'planets-with-specialty', n: 6 } },
  { stage: 'secret', vp: 2, name: 'Usurper', requirement: { id: 'mecatol-with', dock: true, groundForces: 6 } },
];

const BY_NAME = new Map(OBJECTIVES.map((o) => [o.name, o]));

export function objective(name: string): Objective {
  const o = BY_NAME.get(name);
  if (!o) throw new Error(`no objective ${name}`);
  return o;
}

export const IMPERIUM_REX = 'Imperium Rex';
