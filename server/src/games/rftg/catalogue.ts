/**
 * The catalogue a client needs to show RftG without this code base
 * (`GET /api/games/rftg/catalogue`, docs/protocol.md): every card design with
 * its readable power text, which design each physical card number is at each
 * expansion, and a label for every action, prompt kind, stage, goal and
 * solitaire robot step. Built from the card table and the words the page uses.
 */
import type { Json } from '../../engine';
import { CARD_DESIGNS } from './data/cards';
import { deckForLevel } from './data/deck';
import type { ExpansionLevel } from './data/types';
import { GOALS } from './goals';
import {
  ACTION_ORDER,
  ACTIONS,
  EXPANSION_NAMES,
  GOAL_COUNTS,
  PROMPT_KINDS,
  ROBOT_COLUMNS,
  ROBOT_FACES,
  ROBOT_ROW_IDS,
  robotRowLabel,
  SEARCH_CATEGORIES,
  STAGES,
} from './labels';
import { catalogueCard, PHASE_NAMES } from './power-text';

const EXPANSIONS: Record<string, ExpansionLevel> = { base: 0, tgs: 1, rvi: 2, bow: 3 };

export function rftgCatalogue(): Json {
  const catalogue = {
    cards: CARD_DESIGNS.map(catalogueCard),
    // decks[expansion][card number] = design: views, prompts and events name physical cards, whose design depends on the expansion.
    expansions: EXPANSION_NAMES,
    decks: Object.fromEntries(Object.entries(EXPANSIONS).map(([name, level]) => [name, [...deckForLevel(level)]])),
    actions: Object.fromEntries(ACTION_ORDER.map((id) => [id, ACTIONS[id]])),
    prompts: PROMPT_KINDS,
    stages: STAGES,
    searchCategories: SEARCH_CATEGORIES,
    goals: Object.fromEntries(GOALS.map((g) => [g.id, { name: g.name, kind: g.kind, min: g.min, counts: GOAL_COUNTS[g.id] }])),
    phases: PHASE_NAMES,
    robot: {
      rows: Object.fromEntries(ROBOT_ROW_IDS.map((id) => [id, robotRowLabel(id)])),
      faces: ROBOT_FACES,
      columns: ROBOT_COLUMNS,
    },
  };
  return JSON.parse(JSON.stringify(catalogue)) as Json;
}
