/**
 * Whether a project card's requirements are met, and if not, a sentence that
 * says which ("Algae needs 5 oceans; there are 3"). Global requirements may be
 * missed by the player's allowance in steps (2 °C a temperature step); tags
 * count the corporation and cards in play, not events, not the card played.
 */
import { cityCount, ownedTiles } from './board/map';
import type { Requirement } from './data/types';
import { allowance, tagCount } from './tableau';
import type { TmState } from './state';

const STEP = { temperature: 2, oxygen: 1, oceans: 1 } as const;
const UNIT = { temperature: ' °C', oxygen: '%', oceans: ' oceans' } as const;

function describe(r: Requirement): string {
  switch (r.kind) {
    case 'temperature':
    case 'oxygen':
    case 'oceans':
      return 'min' in r ? `${r.kind === 'oceans' ? '' : `${r.kind} `}${r.min}${UNIT[r.kind]} or more` : `${r.kind === 'oceans' ? '' : `${r.kind} `}${r.max}${UNIT[r.kind]} or less`;
    case 'tag':
      return `${r.count} ${r.tag} tag${r.count > 1 ? 's' : ''}`;
    case 'production':
      return `${r.resource} production ${r.min}`;
    case 'greeneries':
      return `${r.min} greenery tile of your own`;
    case 'cities':
      return `${r.min} cities in play`;
  }
}

/** null when met; otherwise why not. */
export function requirementProblem(s: TmState, seat: number, reqs: readonly Requirement[], name: string): string | null {
  const p = s.players[seat];
  for (const r of reqs) {
    let have: number;
    let ok: boolean;
    switch (r.kind) {
      case 'temperature':
      case 'oxygen':
      case 'oceans': {
        have = s[r.kind];
        const slack = allowance(p) * STEP[r.kind];
        ok = 'min' in r ? have >= r.min - slack : have <= r.max + slack;
        break;
      }
      case 'tag':
        have = tagCount(p, r.tag);
        ok = have >= r.count;
        break;
      case 'production':
        have = p.prod[r.resource];
        ok = have >= r.min;
        break;
      case 'greeneries':
        have = ownedTiles(s, seat, 'greenery').length;
        ok = have >= r.min;
        break;
      case 'cities':
        have = cityCount(s, 'anywhere');
        ok = have >= r.min;
        break;
    }
    if (!ok) return `${name} needs ${describe(r)}; there ${have === 1 ? 'is' : 'are'} ${have}${r.kind === 'temperature' ? ' °C' : r.kind === 'oxygen' ? '%' : ''}`;
  }
  return null;
}
