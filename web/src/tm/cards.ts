/**
 * Card and corporation lookups for the page, from the server's own tables,
 * with the text generated from the same data the engine runs
 * (dsl/text.ts), so what the player reads is what the engine does.
 */
import { corporation, isCorporation, isProjectCard, projectCard, type ProjectCard, type Requirement, type Vp } from '../../../server/src/games/tm/public';
import { behaviourText } from '../../../server/src/games/tm/public';

export type { ProjectCard } from '../../../server/src/games/tm/public';

export function cardName(id: string): string {
  if (isProjectCard(id)) return projectCard(id).name;
  if (isCorporation(id)) return corporation(id).name;
  return id;
}

export function cardText(id: string): string {
  if (isProjectCard(id)) return behaviourText(projectCard(id));
  if (isCorporation(id)) return behaviourText(corporation(id));
  return '';
}

export function cardOf(id: string): ProjectCard | null {
  return isProjectCard(id) ? projectCard(id) : null;
}

const GLOBAL_UNIT: Record<'oxygen' | 'temperature' | 'oceans', string> = { oxygen: '%', temperature: ' °C', oceans: '' };
const GLOBAL_NAME: Record<'oxygen' | 'temperature' | 'oceans', string> = { oxygen: 'oxygen', temperature: 'temp', oceans: 'oceans' };

const signed = (n: number) => (n < 0 ? `−${-n}` : `${n}`);

export function requirementText(r: Requirement): string {
  switch (r.kind) {
    case 'oxygen':
    case 'temperature':
    case 'oceans':
      return 'min' in r ? `${GLOBAL_NAME[r.kind]} ≥ ${signed(r.min)}${GLOBAL_UNIT[r.kind]}` : `${GLOBAL_NAME[r.kind]} ≤ ${signed(r.max)}${GLOBAL_UNIT[r.kind]}`;
    case 'tag':
      return `${r.count} ${r.tag} tag${r.count === 1 ? '' : 's'}`;
    case 'production':
      return `${r.resource} prod ≥ ${r.min}`;
    case 'greeneries':
      return `own ${r.min} greenery`;
    case 'cities':
      return `${r.min} cities in play`;
  }
}

/** Whether a requirement is a maximum (the printed cards show those in red). */
export const isMaxRequirement = (r: Requirement): boolean => 'max' in r;

export function vpText(vp: Vp): string | null {
  if (typeof vp === 'number') return vp === 0 ? null : `${vp} VP`;
  if ('resources' in vp)
    return vp.resources.each ? `${vp.resources.each} VP / resource` : vp.resources.per === 1 ? '1 VP / resource' : `1 VP / ${vp.resources.per}`;
  if ('anyResource' in vp) return `${vp.anyResource} VP if any`;
  if ('tag' in vp) return `1 VP / ${vp.tag} tag`;
  if ('adjacent' in vp) return `1 VP / adjacent ${vp.adjacent}`;
  return `1 VP / ${vp.citiesInPlay} cities`;
}
