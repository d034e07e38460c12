/** What the RftG option fields really default to, and which cannot apply (see server rftg/options.ts). */
import type { Json } from '../../../client-sdk/src';
import type { OptionRules } from '../pages/options-form';

const LEVEL: Record<string, number> = { base: 0, tgs: 1, rvi: 2, bow: 3 };

export const rftgOptionRules: OptionRules = (chosen: Record<string, Json>, seats: number) => {
  const level = LEVEL[String(chosen.expansion ?? 'base')] ?? 0;
  const disabled = ['draft', 'difficulty'];
  if (level < 1) disabled.push('goals');
  if (level < 2) disabled.push('takeovers');
  if (seats !== 2) disabled.push('advanced');
  return { defaults: { goals: level >= 1, takeovers: level >= 2 }, disabled };
};
