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
import type { CardDesign, ExpansionLevel } from './data/types';
import { GOALS } from './goals';
import {
  ACTION_ORDER,
  ACTIONS,
  GOAL_COUNTS,
  PROMPT_KINDS,
  ROBOT_COLUMNS,
  ROBOT_FACES,
  ROBOT_ROW_IDS,
  robotRowLabel,
  SEARCH_CATEGORIES,
  STAGES,
} from './labels';
import { cardKeywords, cardRules, describeBonus, describePower, PHASE_NAMES } from './power-text';

const EXPANSIONS: Record<string, ExpansionLevel> = { base: 0, tgs: 1, rvi: 2, bow: 3 };

export interface CatalogueCard {
  /** The design's index in `cards`. */
  design: number;
  name: string;
  kind: 'world' | 'development';
  /** A military world's defence; otherwise the cost in cards. */
  cost: number;
  military: boolean;
  /** Printed VP; `bonuses` add more at the end ("?" on the card). */
  vp: number;
  /** The good a world produces (or gets once, when `windfall`); null for developments and worlds without goods. */
  good: string | null;
  windfall: boolean;
  /** "red"/"blue" for start worlds (the colour matters from Rebel vs Imperium on), else null. */
  start: string | null;
  keywords: string[];
  powers: { phase: number; phaseName: string; text: string }[];
  bonuses: string[];
  /** Rules of the card that belong to no phase (a larger hand limit…). */
  rules: string[];
  /** Copies in the base game, The Gathering Storm, Rebel vs Imperium and The Brink of War boxes. */
  copies: readonly number[];
}

function catalogueCard(d: CardDesign): CatalogueCard {
  return {
    design: d.id,
    name: d.name,
    kind: d.kind,
    cost: d.cost,
    military: d.flags.includes('MILITARY'),
    vp: d.vp,
    good: d.kind === 'world' ? d.good : null,
    windfall: d.flags.includes('WINDFALL'),
    start: d.kind === 'world' ? d.start : null,
    keywords: cardKeywords(d),
    powers: d.powers.map((p) => ({ phase: p.phase, phaseName: PHASE_NAMES[p.phase], text: describePower(p) })),
    bonuses: d.bonuses.map(describeBonus),
    rules: cardRules(d),
    copies: d.copies,
  };
}

export function rftgCatalogue(): Json {
  const catalogue = {
    cards: CARD_DESIGNS.map(catalogueCard),
    // decks[expansion][card number] = design: views, prompts and events name physical cards, whose design depends on the expansion.
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
