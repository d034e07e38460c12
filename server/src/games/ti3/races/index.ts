/** Every racial ability effect by id, from the two places an effect can live (the data check resolves `RACES`' ids here). */
import { RACE_MODIFIERS } from './modifiers';
import { RACE_HANDLERS } from './rules';

/** Effect id → the race (id) whose ability it is. */
export function raceEffects(): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of RACE_MODIFIERS) out.set(m.id, m.source);
  for (const h of RACE_HANDLERS) out.set(h.id, h.source);
  return out;
}
