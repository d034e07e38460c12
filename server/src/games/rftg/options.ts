/**
 * Match options for Race for the Galaxy: validation and defaults.
 */
import { GameError, type OptionField } from '../../engine';
import type { ExpansionLevel } from './data/types';
import type { Difficulty, MatchOptions, RftgOptions } from './state';
import { EXPANSION_NAMES } from './labels';
import { applySoloOptions, ROBOT_MAT_OPTION } from './solo/options';
import { ALL_REFERENCE_QUIRKS, isReferenceQuirk } from './conformance/quirks';

export const optionsSchema: Record<string, OptionField> = {
  expansion: {
    type: 'string',
    enum: ['base', 'tgs', 'rvi', 'bow'],
    default: 'base',
    label: 'Expansion',
    valueLabels: EXPANSION_NAMES,
    description: 'card set: base, The Gathering Storm ("tgs"), Rebel vs Imperium ("rvi") or The Brink of War ("bow")',
  },
  advanced: {
    type: 'boolean',
    default: false,
    label: 'Advanced 2-player game',
    description: '2-player advanced game: each player chooses two actions per round',
  },
  goals: {
    type: 'boolean',
    default: true,
    label: 'Goals',
    description: 'goals (The Gathering Storm and later; default on there, unavailable in the base game)',
  },
  takeovers: {
    type: 'boolean',
    default: true,
    label: 'Takeovers',
    description: 'takeovers (Rebel vs Imperium and later; default on there, unavailable before)',
  },
  draft: {
    type: 'boolean',
    default: false,
    label: 'Drafting variant',
    description: 'drafting variant: every player drafts their own deck before play (The Brink of War only, 2-6 players)',
  },
  difficulty: {
    type: 'string',
    enum: ['easy', 'medium', 'hard'],
    default: 'medium',
    label: 'Solitaire difficulty',
    valueLabels: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
    description: "solitaire (1 seat): the robot's 6-cost development counters (easy 1 × 6 VP, medium 2 × 6 VP, hard 3 × 9 VP)",
  },
  robotMat: ROBOT_MAT_OPTION,
};

const bad = (msg: string) => new GameError('BAD_OPTIONS', msg);

const LEVEL: Record<RftgOptions['expansion'], ExpansionLevel> = { base: 0, tgs: 1, rvi: 2, bow: 3 };
const MAX_SEATS: Record<RftgOptions['expansion'], number> = { base: 4, tgs: 5, rvi: 6, bow: 6 };
const LEVEL_NAME: Record<RftgOptions['expansion'], string> = {
  base: 'the base game',
  tgs: 'The Gathering Storm',
  rvi: 'Rebel vs Imperium',
  bow: 'The Brink of War',
};

export function levelOf(options: RftgOptions): ExpansionLevel {
  return LEVEL[options.expansion];
}

function isIntList(x: unknown): x is number[] {
  return Array.isArray(x) && x.every((v) => Number.isInteger(v) && v >= 0);
}

export function parseOptions(raw: unknown, seatCount: number): MatchOptions {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw bad('options must be an object');
  // One seat is the solitaire game against the robot (solo/options.ts), which needs The Gathering Storm.
  const {
    expansion = seatCount === 1 ? 'tgs' : 'base',
    advanced = false,
    goals,
    takeovers,
    draft = false,
    difficulty = 'medium',
    draws,
    drawsBySeat,
    startWorlds,
    startOffers,
    goalList,
    referenceQuirks,
    oneSeatAtATime,
    robotMat,
    robotStartWorld,
    ...rest
  } = raw as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length) throw bad(`unknown option ${unknown[0]}`);
  if (!['base', 'tgs', 'rvi', 'bow'].includes(expansion as string)) throw bad(`expansion must be one of base, tgs, rvi, bow`);
  const exp = expansion as RftgOptions['expansion'];
  const level = LEVEL[exp];
  for (const [k, v] of Object.entries({ advanced, goals, takeovers, draft }))
    if (v !== undefined && typeof v !== 'boolean') throw bad(`${k} must be a boolean`);
  if (!['easy', 'medium', 'hard'].includes(difficulty as string)) throw bad('difficulty must be easy, medium or hard');
  if (!Number.isInteger(seatCount) || seatCount < 1 || seatCount > MAX_SEATS[exp])
    throw bad(`${LEVEL_NAME[exp]} takes 2-${MAX_SEATS[exp]} players (1: solitaire)`);
  if (advanced && seatCount > 2) throw bad('the advanced game is for exactly 2 players');
  if (goals === true && level < 1) throw bad('goals need The Gathering Storm (not in the base game)');
  if (takeovers === true && level < 2) throw bad('takeovers need Rebel vs Imperium');
  // The pack table of the rules we have (BoW, 'Variante drafting') only adds up for the BoW card set; see draft.ts.
  if (draft && exp !== 'bow') throw bad('the drafting variant needs The Brink of War (its pack table is for that card set)');
  if (draft && seatCount < 2) throw bad('the drafting variant is for 2-6 players');
  const out: MatchOptions = {
    expansion: exp,
    advanced: advanced as boolean,
    goals: goals === undefined ? level >= 1 : (goals as boolean),
    takeovers: takeovers === undefined ? level >= 2 : (takeovers as boolean),
    draft: draft as boolean,
    // Accepted from any lobby (a generic one may send it), kept only where the robot plays.
    ...(seatCount === 1 ? { difficulty: difficulty as Difficulty } : {}),
  };
  applySoloOptions(out, seatCount, { advanced: (raw as Record<string, unknown>).advanced, goals, takeovers, robotMat, robotStartWorld });
  if (draws !== undefined) {
    if (!isIntList(draws)) throw bad('draws must be a list of card ids');
    out.draws = [...draws];
  }
  if (drawsBySeat !== undefined) {
    if (!Array.isArray(drawsBySeat) || drawsBySeat.length !== seatCount || !drawsBySeat.every(isIntList))
      throw bad('drawsBySeat must hold one list of card ids per seat');
    out.drawsBySeat = drawsBySeat.map((l) => [...l]);
  }
  if (startWorlds !== undefined) {
    if (!isIntList(startWorlds) || startWorlds.length !== seatCount) throw bad('startWorlds must list one start world card id per seat');
    out.startWorlds = [...startWorlds];
  }
  if (startOffers !== undefined) {
    if (level < 2) throw bad('startOffers exist only from Rebel vs Imperium on');
    if (!Array.isArray(startOffers) || startOffers.length !== seatCount || !startOffers.every((o) => isIntList(o) && o.length === 2))
      throw bad('startOffers must list a [red, blue] pair of card ids per seat');
    out.startOffers = startOffers.map((o) => [...(o as number[])]);
  }
  if (goalList !== undefined) {
    if (!out.goals) throw bad('goalList needs goals');
    if (!Array.isArray(goalList) || !goalList.every((g) => typeof g === 'string')) throw bad('goalList must be a list of goal ids');
    out.goalList = [...goalList];
  }
  if (oneSeatAtATime !== undefined) {
    if (typeof oneSeatAtATime !== 'boolean') throw bad('oneSeatAtATime must be a boolean');
    if (oneSeatAtATime) out.oneSeatAtATime = true;
  }
  if (referenceQuirks !== undefined) {
    if (!Array.isArray(referenceQuirks) || !referenceQuirks.every(isReferenceQuirk))
      throw bad(`referenceQuirks must list names among ${ALL_REFERENCE_QUIRKS.join(', ')}`);
    out.referenceQuirks = [...referenceQuirks];
  }
  return out;
}

/** The state's copy of a match's options: a difficulty for every seat count (see MatchOptions). */
export function stateOptions(options: MatchOptions): RftgOptions {
  return { ...options, difficulty: options.difficulty ?? 'medium' };
}
