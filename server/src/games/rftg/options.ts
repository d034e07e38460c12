/**
 * Match options for Race for the Galaxy: validation and defaults.
 */
import { GameError, type OptionField } from '../../engine';
import type { ExpansionLevel } from './data/types';
import type { RftgOptions } from './state';

export const optionsSchema: Record<string, OptionField> = {
  expansion: { type: 'string', enum: ['base', 'tgs', 'rvi', 'bow'], default: 'base', description: 'card set: base, The Gathering Storm, Rebel vs Imperium ("bow", The Brink of War, is not available yet)' },
  advanced: { type: 'boolean', default: false, description: '2-player advanced game: each player chooses two actions per round' },
  goals: { type: 'boolean', default: true, description: 'goals (The Gathering Storm and later; default on there, unavailable in the base game)' },
  takeovers: { type: 'boolean', default: true, description: 'takeovers (Rebel vs Imperium and later; default on there, unavailable before)' },
  draft: { type: 'boolean', default: false, description: 'drafting variant (not implemented yet)' },
  difficulty: { type: 'string', enum: ['easy', 'medium', 'hard'], default: 'medium', description: 'robot difficulty for solitaire (not implemented yet)' },
};

const bad = (msg: string) => new GameError('BAD_OPTIONS', msg);

const LEVEL: Record<RftgOptions['expansion'], ExpansionLevel> = { base: 0, tgs: 1, rvi: 2, bow: 3 };
const MAX_SEATS: Record<RftgOptions['expansion'], number> = { base: 4, tgs: 5, rvi: 6, bow: 6 };
const LEVEL_NAME: Record<RftgOptions['expansion'], string> = { base: 'the base game', tgs: 'The Gathering Storm', rvi: 'Rebel vs Imperium', bow: 'The Brink of War' };

export function levelOf(options: RftgOptions): ExpansionLevel {
  return LEVEL[options.expansion];
}

function isIntList(x: unknown): x is number[] {
  return Array.isArray(x) && x.every((v) => Number.isInteger(v) && v >= 0);
}

export function parseOptions(raw: unknown, seatCount: number): RftgOptions {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw bad('options must be an object');
  const { expansion = 'base', advanced = false, goals, takeovers, draft = false, difficulty = 'medium', draws, drawsBySeat, startWorlds, startOffers, goalList, ...rest } = raw as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length) throw bad(`unknown option ${unknown[0]}`);
  if (!['base', 'tgs', 'rvi', 'bow'].includes(expansion as string)) throw bad(`expansion must be one of base, tgs, rvi, bow`);
  const exp = expansion as RftgOptions['expansion'];
  if (exp === 'bow') throw bad('expansion "bow" is not implemented yet; "base", "tgs" and "rvi" are available');
  const level = LEVEL[exp];
  for (const [k, v] of Object.entries({ advanced, goals, takeovers, draft })) if (v !== undefined && typeof v !== 'boolean') throw bad(`${k} must be a boolean`);
  if (!['easy', 'medium', 'hard'].includes(difficulty as string)) throw bad('difficulty must be easy, medium or hard');
  if (!Number.isInteger(seatCount) || seatCount < 2 || seatCount > MAX_SEATS[exp]) throw bad(`${LEVEL_NAME[exp]} takes 2-${MAX_SEATS[exp]} players`);
  if (advanced && seatCount !== 2) throw bad('the advanced game is for exactly 2 players');
  if (goals === true && level < 1) throw bad('goals need The Gathering Storm (not in the base game)');
  if (takeovers === true && level < 2) throw bad('takeovers need Rebel vs Imperium');
  if (draft) throw bad('the drafting variant is not implemented yet');
  const out: RftgOptions = {
    expansion: exp,
    advanced: advanced as boolean,
    goals: goals === undefined ? level >= 1 : (goals as boolean),
    takeovers: takeovers === undefined ? level >= 2 : (takeovers as boolean),
    draft: false,
    difficulty: difficulty as RftgOptions['difficulty'],
  };
  if (draws !== undefined) {
    if (!isIntList(draws)) throw bad('draws must be a list of card ids');
    out.draws = [...draws];
  }
  if (drawsBySeat !== undefined) {
    if (!Array.isArray(drawsBySeat) || drawsBySeat.length !== seatCount || !drawsBySeat.every(isIntList)) throw bad('drawsBySeat must hold one list of card ids per seat');
    out.drawsBySeat = drawsBySeat.map((l) => [...(l as number[])]);
  }
  if (startWorlds !== undefined) {
    if (!isIntList(startWorlds) || startWorlds.length !== seatCount) throw bad('startWorlds must list one start world card id per seat');
    out.startWorlds = [...startWorlds];
  }
  if (startOffers !== undefined) {
    if (level < 2) throw bad('startOffers exist only from Rebel vs Imperium on');
    if (!Array.isArray(startOffers) || startOffers.length !== seatCount || !startOffers.every((o) => isIntList(o) && o.length === 2)) throw bad('startOffers must list a [red, blue] pair of card ids per seat');
    out.startOffers = startOffers.map((o) => [...(o as number[])]);
  }
  if (goalList !== undefined) {
    if (!out.goals) throw bad('goalList needs goals');
    if (!Array.isArray(goalList) || !goalList.every((g) => typeof g === 'string')) throw bad('goalList must be a list of goal ids');
    out.goalList = [...(goalList as string[])];
  }
  return out;
}
