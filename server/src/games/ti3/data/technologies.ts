/**
 * The 24 base technologies (technologies_base.csv): colour, prerequisite tree and effects: the ids of
 * their entries in the modifier pipeline (technologies/modifiers.ts) and of their rules at timing points and
 * in the procedures (technologies/rules.ts). An empty list is an effect not built yet (README). Type IV Drive's "XRD Transporter" is the card XRD Transporters (a misprint in the text).
 */
import type { Technology } from './types';

export const TECHNOLOGIES: readonly Technology[] = [
  { name: 'Enviro Compensator', color: 'yellow', prereqs: [], prereqMode: 'none', effects: ['enviro-production-limit'] },
  { name: 'Sarween Tools', color: 'yellow', prereqs: ['Enviro Compensator'], prereqMode: 'single', effects: ['sarween-resource'] },
  { name: 'Graviton Laser System', color: 'yellow', prereqs: ['Deep Space Cannon'], prereqMode: 'single', effects: ['graviton-laser-reroll'] },
  { name: 'Integrated Economy', color: 'yellow', prereqs: ['Micro Technology', 'Cybernetics'], prereqMode: 'and', effects: ['integrated-economy-placement'] },
  { name: 'Transit Diodes', color: 'yellow', prereqs: ['Light/Wave Deflector', 'Dacxive Animators'], prereqMode: 'or', effects: ['transit-diodes-action'] },
  { name: 'Micro Technology', color: 'yellow', prereqs: ['Stasis Capsules', 'Sarween Tools'], prereqMode: 'or', effects: ['micro-technology-trade'] },
  { name: 'Stasis Capsules', color: 'green', prereqs: ['Enviro Compensator'], prereqMode: 'single', effects: ['stasis-capsules-capacity'] },
  { name: 'Cybernetics', color: 'green', prereqs: ['Stasis Capsules', 'Antimass Deflectors'], prereqMode: 'or', effects: ['cybernetics-combat'] },
  { name: 'Neural Motivator', color: 'green', prereqs: ['Stasis Capsules', 'Micro Technology'], prereqMode: 'or', effects: ['neural-motivator-draw'] },
  { name: 'Dacxive Animators', color: 'green', prereqs: ['Neural Motivator'], prereqMode: 'single', effects: ['dacxive-animators'] },
  { name: 'Gen Synthesis', color: 'green', prereqs: ['Cybernetics'], prereqMode: 'single', effects: ['gen-synthesis-combat', 'gen-synthesis-return'] },
  { name: 'X-89 Bacterial Weapon', color: 'green', prereqs: ['Transit Diodes', 'Assault Cannon'], prereqMode: 'or', effects: ['x89-bombard-option'] },
  { name: 'Antimass Deflectors', color: 'blue', prereqs: [], prereqMode: 'none', effects: ['antimass-asteroids'] },
  { name: 'XRD Transporters', color: 'blue', prereqs: ['Antimass Deflectors'], prereqMode: 'single', effects: ['xrd-carrier-move'] },
  { name: 'Light/Wave Deflector', color: 'blue', prereqs: ['XRD Transporters', 'Magen Defense Grid'], prereqMode: 'and', effects: ['light-wave-pass'] },
  { name: 'Type IV Drive', color: 'blue', prereqs: ['XRD Transporters', 'Neural Motivator'], prereqMode: 'and', effects: ['type-iv-move'] },
  { name: 'Fleet Logistics', color: 'blue', prereqs: ['Graviton Negator'], prereqMode: 'single', effects: ['fleet-logistics-second-action'] },
  { name: 'Advanced Fighters', color: 'blue', prereqs: ['Type IV Drive'], prereqMode: 'single', effects: ['advanced-fighters-move', 'advanced-fighters-combat', 'advanced-fighters-support', 'advanced-fighters-block'] },
  { name: 'Hylar V Assault Laser', color: 'red', prereqs: [], prereqMode: 'none', effects: ['hylar-v-combat'] },
  { name: 'Deep Space Cannon', color: 'red', prereqs: ['Hylar V Assault Laser'], prereqMode: 'single', effects: ['deep-space-cannon-range'] },
  { name: 'Magen Defense Grid', color: 'red', prereqs: ['Deep Space Cannon'], prereqMode: 'single', effects: ['magen-pds-combat', 'magen-ground-defence'] },
  { name: 'War Sun', color: 'red', prereqs: ['Deep Space Cannon', 'Sarween Tools'], prereqMode: 'and', effects: ['war-sun-production'] },
  { name: 'Graviton Negator', color: 'red', prereqs: ['Assault Cannon', 'Dacxive Animators'], prereqMode: 'or', effects: ['graviton-negator-bombard', 'graviton-negator-fighters'] },
  { name: 'Assault Cannon', color: 'red', prereqs: ['Deep Space Cannon', 'Cybernetics'], prereqMode: 'and', effects: ['assault-cannon'] },
];

const BY_NAME = new Map(TECHNOLOGIES.map((t) => [t.name, t]));

export function technology(name: string): Technology {
  const t = BY_NAME.get(name);
  if (!t) throw new Error(`no technology ${name}`);
  return t;
}
