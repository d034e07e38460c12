/**
 * The 24 base technologies (technologies_base.csv): colour and prerequisite tree. Their effects are the
 * second issue's. Type IV Drive's "XRD Transporter" is the card XRD Transporters (a misprint in the text).
 */
import type { Technology } from './types';

export const TECHNOLOGIES: readonly Technology[] = [
  { name: 'Enviro Compensator', color: 'yellow', prereqs: [], prereqMode: 'none' },
  { name: 'Sarween Tools', color: 'yellow', prereqs: ['Enviro Compensator'], prereqMode: 'single' },
  { name: 'Graviton Laser System', color: 'yellow', prereqs: ['Deep Space Cannon'], prereqMode: 'single' },
  { name: 'Integrated Economy', color: 'yellow', prereqs: ['Micro Technology', 'Cybernetics'], prereqMode: 'and' },
  { name: 'Transit Diodes', color: 'yellow', prereqs: ['Light/Wave Deflector', 'Dacxive Animators'], prereqMode: 'or' },
  { name: 'Micro Technology', color: 'yellow', prereqs: ['Stasis Capsules', 'Sarween Tools'], prereqMode: 'or' },
  { name: 'Stasis Capsules', color: 'green', prereqs: ['Enviro Compensator'], prereqMode: 'single' },
  { name: 'Cybernetics', color: 'green', prereqs: ['Stasis Capsules', 'Antimass Deflectors'], prereqMode: 'or' },
  { name: 'Neural Motivator', color: 'green', prereqs: ['Stasis Capsules', 'Micro Technology'], prereqMode: 'or' },
  { name: 'Dacxive Animators', color: 'green', prereqs: ['Neural Motivator'], prereqMode: 'single' },
  { name: 'Gen Synthesis', color: 'green', prereqs: ['Cybernetics'], prereqMode: 'single' },
  { name: 'X-89 Bacterial Weapon', color: 'green', prereqs: ['Transit Diodes', 'Assault Cannon'], prereqMode: 'or' },
  { name: 'Antimass Deflectors', color: 'blue', prereqs: [], prereqMode: 'none' },
  { name: 'XRD Transporters', color: 'blue', prereqs: ['Antimass Deflectors'], prereqMode: 'single' },
  { name: 'Light/Wave Deflector', color: 'blue', prereqs: ['XRD Transporters', 'Magen Defense Grid'], prereqMode: 'and' },
  { name: 'Type IV Drive', color: 'blue', prereqs: ['XRD Transporters', 'Neural Motivator'], prereqMode: 'and' },
  { name: 'Fleet Logistics', color: 'blue', prereqs: ['Graviton Negator'], prereqMode: 'single' },
  { name: 'Advanced Fighters', color: 'blue', prereqs: ['Type IV Drive'], prereqMode: 'single' },
  { name: 'Hylar V Assault Laser', color: 'red', prereqs: [], prereqMode: 'none' },
  { name: 'Deep Space Cannon', color: 'red', prereqs: ['Hylar V Assault Laser'], prereqMode: 'single' },
  { name: 'Magen Defense Grid', color: 'red', prereqs: ['Deep Space Cannon'], prereqMode: 'single' },
  { name: 'War Sun', color: 'red', prereqs: ['Deep Space Cannon', 'Sarween Tools'], prereqMode: 'and' },
  { name: 'Graviton Negator', color: 'red', prereqs: ['Assault Cannon', 'Dacxive Animators'], prereqMode: 'or' },
  { name: 'Assault Cannon', color: 'red', prereqs: ['Deep Space Cannon', 'Cybernetics'], prereqMode: 'and' },
];

const BY_NAME = new Map(TECHNOLOGIES.map((t) => [t.name, t]));

export function technology(name: string): Technology {
  const t = BY_NAME.get(name);
  if (!t) throw new Error(`no technology ${name}`);
  return t;
}
