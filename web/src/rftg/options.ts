/** What the RftG option fields really default to, and which cannot apply (see server rftg/options.ts, solo/options.ts). */
import type { Json } from '../../../client-sdk/src';
import type { OptionRules } from '../pages/options-form';

const LEVEL: Record<string, number> = { base: 0, tgs: 1, rvi: 2, bow: 3 };

export const rftgOptionRules: OptionRules = (chosen: Record<string, Json>, seats: number) => {
  // One seat is the solitaire game against the robot: The Gathering Storm by default, the advanced
  // game's two actions, no goals or takeovers; only its difficulty (and robot mat) apply.
  const solo = seats === 1;
  const level = LEVEL[String(chosen.expansion ?? (solo ? 'tgs' : 'base'))] ?? 0;
  const disabled: string[] = [];
  if (solo) disabled.push('goals', 'takeovers', 'advanced', 'draft');
  else {
    disabled.push('difficulty', 'robotMat');
    if (level < 1) disabled.push('goals');
    if (level < 2) disabled.push('takeovers');
    if (seats !== 2) disabled.push('advanced');
    // The draft's pack table only adds up for The Brink of War's card set (server draft.ts).
    if (level < 3) disabled.push('draft');
  }
  const defaults: Record<string, Json> = solo
    ? { expansion: 'tgs', goals: false, takeovers: false, advanced: true }
    : { goals: level >= 1, takeovers: level >= 2 };
  return { defaults, disabled };
};
