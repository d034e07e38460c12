/**
 * The RftG lobby form's rules (server rftg/options.ts, solo/options.ts): the
 * real defaults, the options that apply to the seat count, why a choice rules
 * another out, and how a match's options read in lists and invitations.
 */
import type { Json } from '../../../client-sdk/src';
import type { OptionField, OptionRules } from '../pages/options-form';
import { valueLabel } from '../pages/games';

const EXPANSIONS = ['base', 'tgs', 'rvi', 'bow'];
const LEVEL: Record<string, number> = { base: 0, tgs: 1, rvi: 2, bow: 3 };
/** Players each card set has room for (2 up to this; 1 is the solitaire game). */
const MAX_SEATS: Record<string, number> = { base: 4, tgs: 5, rvi: 6, bow: 6 };

const EXPANSION_NOTES: Record<string, string> = {
  base: 'the base set: 2-4 players, no goals or takeovers',
  tgs: 'adds goals and a fifth player',
  rvi: 'adds the start-world choice, takeovers and a sixth player',
  bow: 'always played with prestige and the Search action card; goals and takeovers on unless turned off',
};

function rules(chosen: Record<string, Json>, seats: number): ReturnType<OptionRules> {
  const solo = seats === 1;
  // Card sets that cannot seat this many: the solitaire game needs the robot of The Gathering Storm or later.
  const ruledOut = EXPANSIONS.filter((e) => (solo ? LEVEL[e] < 1 : seats > MAX_SEATS[e]));
  const expansion =
    typeof chosen.expansion === 'string' && !ruledOut.includes(chosen.expansion) ? chosen.expansion : EXPANSIONS.find((e) => !ruledOut.includes(e))!;
  const level = LEVEL[expansion];
  const notes: Record<string, string> = { expansion: EXPANSION_NOTES[expansion] };
  if (ruledOut.length) {
    notes.expansion += solo
      ? ' · the solitaire game needs The Gathering Storm or later'
      : ` · ${seats} players need ${ruledOut.length === 1 ? 'more than the base set' : 'Rebel vs Imperium or later'}`;
  }
  if (solo) {
    notes.expansion += ' · solitaire is played with two actions a round, without goals or takeovers';
    notes.difficulty = "the robot's 6-cost development counters: Easy 1 × 6 VP, Medium 2 × 6 VP, Hard 3 × 9 VP";
    notes.robotMat = 'the only mat so far: rows no source confirms are our readings, listed during play';
    return {
      defaults: { expansion, difficulty: 'medium', robotMat: 'provisional' },
      hidden: ['goals', 'takeovers', 'advanced', 'draft'],
      disabledValues: { expansion: ruledOut },
      notes,
    };
  }
  const disabled: string[] = [];
  notes.goals = level >= 1 ? 'goal tiles: 3 VP to the first to reach one, 5 VP to whoever leads another' : 'needs The Gathering Storm or later';
  if (level < 1) disabled.push('goals');
  notes.takeovers = level >= 2 ? "military powers may take over other players' worlds" : 'needs Rebel vs Imperium or later';
  if (level < 2) disabled.push('takeovers');
  notes.draft = level >= 3 ? 'every player drafts their own deck before play' : 'needs The Brink of War (its pack table is for that card set)';
  if (level < 3) disabled.push('draft');
  notes.advanced = 'each player chooses two actions a round';
  return {
    defaults: { expansion, goals: level >= 1, takeovers: level >= 2, advanced: false, draft: false },
    disabled,
    hidden: ['difficulty', 'robotMat', ...(seats === 2 ? [] : ['advanced'])],
    disabledValues: { expansion: ruledOut },
    notes,
  };
}

/** "The Brink of War", "3 players", "goals, takeovers": a stored match's options (parsed, so complete) in words. */
function summary(options: Record<string, Json>, seats: number, schema: Record<string, OptionField>): string[] {
  const on = (key: string, words: string) => (options[key] === true ? [words] : []);
  const features =
    seats === 1
      ? [`${valueLabel(schema.difficulty, options.difficulty ?? 'medium')} robot`]
      : [...on('advanced', 'advanced 2-player'), ...on('goals', 'goals'), ...on('takeovers', 'takeovers'), ...on('draft', 'drafting')];
  return [
    valueLabel(schema.expansion, options.expansion ?? 'base'),
    seats === 1 ? 'solitaire against the robot' : `${seats} players`,
    ...(features.length ? [features.join(', ')] : []),
  ];
}

export const rftgOptionRules: OptionRules = Object.assign(rules, { summary });
