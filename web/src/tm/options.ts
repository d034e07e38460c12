/**
 * The Terraforming Mars lobby form's rules (server tm/options.ts): MarsBot's
 * options only for 1 seat and only against MarsBot, each difficulty change
 * with the default its difficulty gives it (marsbot/difficulty.ts), and the
 * base solo game's fixed choices (Corporate Era on, no draft) not offered.
 */
import type { Json } from '../../../client-sdk/src';
import type { OptionRules } from '../pages/option-rules';
import { CHANGES, DIFFICULTIES, DIFFICULTY_CHANGES, type Difficulty } from '../../../server/src/games/tm/public';

const MARSBOT_FIELDS = ['difficulty', ...CHANGES];

function difficultyOf(chosen: Record<string, Json>): Difficulty {
  return DIFFICULTIES.find((d) => d === chosen.difficulty) ?? 'normal';
}

function rules(chosen: Record<string, Json>, seats: number): ReturnType<OptionRules> {
  const defaults: Record<string, Json> = { corporateEra: true, draft: false, beginners: false, opponent: 'none' };
  if (seats !== 1) return { defaults, hidden: ['opponent', ...MARSBOT_FIELDS] };
  if (chosen.opponent !== 'marsbot') {
    // Corporate Era is on in the base solo game: hidden rather than shown as an unticked box that cannot be ticked.
    return {
      defaults,
      hidden: ['corporateEra', ...MARSBOT_FIELDS],
      disabled: ['draft'],
      notes: {
        opponent: 'none: the base solo game, with Corporate Era (TR 14, 14 generations); MarsBot: a 2-player game against the Automa',
        draft: 'the research draft needs 2-5 players, or MarsBot as the opponent',
      },
    };
  }
  const difficulty = difficultyOf(chosen);
  for (const k of CHANGES) defaults[k] = DIFFICULTY_CHANGES[difficulty].includes(k);
  return { defaults: { ...defaults, difficulty } };
}

export const tmOptionRules: OptionRules = rules;
