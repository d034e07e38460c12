/** Every technology effect by id, from the two places an effect can live (the data check resolves `TECHNOLOGIES`' ids here). */
import { TECH_MODIFIERS } from './modifiers';
import { TECH_HANDLERS } from './rules';

export { hasTech } from './modifiers';

/** Effect id → the technology whose effect it is. */
export function techEffects(): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of TECH_MODIFIERS) out.set(m.id, m.source);
  for (const h of TECH_HANDLERS) out.set(h.id, h.source);
  return out;
}
