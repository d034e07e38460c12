/**
 * Lookups over the Terraforming Mars tables. Plain data, no engine imports:
 * the web page bundles this folder.
 */
import { CARDS_001 } from './projects/001-052';
import { CARDS_053 } from './projects/053-104';
import { CARDS_105 } from './projects/105-156';
import { CARDS_157 } from './projects/157-208';
import { CORPORATIONS } from './corporations';
import { OFF_MAP, SPACES } from './board';
import { STANDARD_ACTIONS, STANDARD_PROJECTS } from './standard';
import type { Corporation, ProjectCard, Space, StandardProject } from './types';

export { AWARDS, AWARD_RULES, MILESTONES, MILESTONE_RULES } from './milestones';
export { CORPORATIONS } from './corporations';
export { OFF_MAP, SPACES } from './board';
export { STANDARD_ACTIONS, STANDARD_PROJECTS } from './standard';
export type * from './types';

/** The 208 project cards in printed-number order. */
export const PROJECT_CARDS: readonly ProjectCard[] = [...CARDS_001, ...CARDS_053, ...CARDS_105, ...CARDS_157];

const CARD_BY_ID = new Map(PROJECT_CARDS.map((c) => [c.id, c]));
const CORP_BY_ID = new Map(CORPORATIONS.map((c) => [c.id, c]));
const SPACE_BY_ID = new Map(SPACES.map((s) => [s.id, s]));
const SP_BY_ID = new Map(STANDARD_PROJECTS.map((p) => [p.id, p]));

export const BEGINNER = 'beginner-corporation';

export function isProjectCard(id: string): boolean {
  return CARD_BY_ID.has(id);
}

export function projectCard(id: string): ProjectCard {
  const c = CARD_BY_ID.get(id);
  if (!c) throw new RangeError(`no TM project card ${id}`);
  return c;
}

export function isCorporation(id: string): boolean {
  return CORP_BY_ID.has(id);
}

export function corporation(id: string): Corporation {
  const c = CORP_BY_ID.get(id);
  if (!c) throw new RangeError(`no TM corporation ${id}`);
  return c;
}

/** A space on Mars (not the off-map ones). */
export function space(id: string): Space {
  const s = SPACE_BY_ID.get(id);
  if (!s) throw new RangeError(`no Tharsis space ${id}`);
  return s;
}

export function isMarsSpace(id: string): boolean {
  return SPACE_BY_ID.has(id);
}

export function isOffMap(id: string): boolean {
  return OFF_MAP.some((s) => s.id === id);
}

export function standardProject(id: string): StandardProject {
  const p = SP_BY_ID.get(id);
  if (!p) throw new RangeError(`no standard project ${id}`);
  return p;
}

/** The project deck of a game: Corporate Era adds its 71 cards to the 137 base ones. */
export function projectDeck(corporateEra: boolean): string[] {
  return PROJECT_CARDS.filter((c) => corporateEra || c.set === 'base').map((c) => c.id);
}

/** The corporations dealt from (the Beginner Corporation is never dealt, only offered). */
export function corporationDeck(corporateEra: boolean): string[] {
  return CORPORATIONS.filter((c) => c.id !== BEGINNER && (corporateEra || c.set === 'base')).map((c) => c.id);
}

export const STANDARD_ACTION_IDS = STANDARD_ACTIONS.map((a) => a.id);
