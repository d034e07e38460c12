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

function need(r: Requirement): string {
  switch (r.kind) {
    case 'oceans':
      return 'min' in r ? `${r.min} oceans` : `at most ${r.max} oceans`;
    case 'temperature':
      return 'min' in r ? `${r.min} °C or warmer` : `${r.max} °C or colder`;
    case 'oxygen':
      return 'min' in r ? `${r.min}% oxygen` : `at most ${r.max}% oxygen`;
    case 'tag':
      return `${r.count} ${r.tag} tag${r.count > 1 ? 's' : ''}`;
    case 'production':
      return `${r.resource} production ${r.min}`;
    case 'greeneries':
      return 'a greenery of your own';
    case 'cities':
      return `${r.min} cities in play`;
  }
}

function have(r: Requirement, n: number): string {
  switch (r.kind) {
    case 'oceans':
    case 'cities':
      return `there ${n === 1 ? 'is' : 'are'} ${n}`;
    case 'temperature':
      return `it is ${n} °C`;
    case 'oxygen':
      return `it is ${n}%`;
    default:
      return `you have ${n}`;
  }
}

function current(s: TmState, seat: number, r: Requirement): number {
  const p = s.players[seat];
  switch (r.kind) {
    case 'temperature':
    case 'oxygen':
    case 'oceans':
      return s[r.kind];
    case 'tag':
      return tagCount(p, r.tag);
    case 'production':
      return p.prod[r.resource];
    case 'greeneries':
      return ownedTiles(s, seat, 'greenery').length;
    case 'cities':
      return cityCount(s, 'anywhere');
  }
}

/** null when met; otherwise why not ("Algae needs 5 oceans; there are 3"). */
export function requirementProblem(s: TmState, seat: number, reqs: readonly Requirement[], name: string): string | null {
  const slackSteps = allowance(s.players[seat]);
  for (const r of reqs) {
    const n = current(s, seat, r);
    let ok: boolean;
    if (r.kind === 'temperature' || r.kind === 'oxygen' || r.kind === 'oceans') {
      const slack = slackSteps * STEP[r.kind];
      ok = 'min' in r ? n >= r.min - slack : n <= r.max + slack;
    } else ok = n >= ('count' in r ? r.count : 'min' in r ? r.min : 0);
    if (!ok) {
      const global = r.kind === 'temperature' || r.kind === 'oxygen' || r.kind === 'oceans';
      return `${name} needs ${need(r)}; ${have(r, n)}${global && slackSteps > 0 ? ` (even with your ±${slackSteps} steps)` : ''}`;
    }
  }
  return null;
}
