/**
 * Match options for Race for the Galaxy: validation and defaults.
 */
import { GameError, type OptionField } from '../../engine';
import type { RftgOptions } from './state';

export const optionsSchema: Record<string, OptionField> = {
  expansion: { type: 'string', enum: ['base', 'tgs', 'rvi', 'bow'], default: 'base', description: 'card set (only "base" is implemented so far)' },
  advanced: { type: 'boolean', default: false, description: '2-player advanced game: each player chooses two actions per round' },
  goals: { type: 'boolean', default: false, description: 'goals (The Gathering Storm and later; not available in the base game)' },
  takeovers: { type: 'boolean', default: false, description: 'takeovers (Rebel vs Imperium and later; not available in the base game)' },
  draft: { type: 'boolean', default: false, description: 'drafting variant (not implemented yet)' },
  difficulty: { type: 'string', enum: ['easy', 'medium', 'hard'], default: 'medium', description: 'robot difficulty for solitaire (not implemented yet)' },
};

const bad = (msg: string) => new GameError('BAD_OPTIONS', msg);

function isIntList(x: unknown): x is number[] {
  return Array.isArray(x) && x.every((v) => Number.isInteger(v) && v >= 0);
}

export function parseOptions(raw: unknown, seatCount: number): RftgOptions {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw bad('options must be an object');
  const { expansion = 'base', advanced = false, goals = false, takeovers = false, draft = false, difficulty = 'medium', draws, drawsBySeat, startWorlds, ...rest } = raw as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length) throw bad(`unknown option ${unknown[0]}`);
  if (!['base', 'tgs', 'rvi', 'bow'].includes(expansion as string)) throw bad(`expansion must be one of base, tgs, rvi, bow`);
  if (expansion !== 'base') throw bad(`expansion "${String(expansion)}" is not implemented yet; only "base" is available`);
  for (const [k, v] of Object.entries({ advanced, goals, takeovers, draft })) if (typeof v !== 'boolean') throw bad(`${k} must be a boolean`);
  if (!['easy', 'medium', 'hard'].includes(difficulty as string)) throw bad('difficulty must be easy, medium or hard');
  if (!Number.isInteger(seatCount) || seatCount < 2 || seatCount > 4) throw bad('the base game takes 2-4 players');
  if (advanced && seatCount !== 2) throw bad('the advanced game is for exactly 2 players');
  if (goals) throw bad('goals need The Gathering Storm (not in the base game)');
  if (takeovers) throw bad('takeovers need Rebel vs Imperium (not in the base game)');
  if (draft) throw bad('the drafting variant is not implemented yet');
  const out: RftgOptions = { expansion: 'base', advanced: advanced as boolean, goals: false, takeovers: false, draft: false, difficulty: difficulty as RftgOptions['difficulty'] };
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
  return out;
}
