/**
 * Requirements as the sorted strings of the neutral dump form (`oxygen>=5`,
 * `tags:science>=3`, `cities:all>=2`…), the same form as the reference's `req`.
 */
import type { Requirement } from './types';

export function requirementString(r: Requirement): string {
  switch (r.kind) {
    case 'oxygen':
    case 'temperature':
    case 'oceans':
      return 'min' in r ? `${r.kind}>=${r.min}` : `${r.kind}<=${r.max}`;
    case 'tag':
      return `tags:${r.tag}>=${r.count}`;
    case 'production':
      return `production:${r.resource}>=${r.min}`;
    case 'greeneries':
      return `greeneries:own>=${r.min}`;
    case 'cities':
      return `cities:all>=${r.min}`;
  }
}

export function requirementStrings(rs: readonly Requirement[]): string[] {
  return rs.map(requirementString).sort();
}
