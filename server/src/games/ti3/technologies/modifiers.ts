/**
 * The technologies' entries in the modifier pipeline (modifiers.ts), each with the id `TECHNOLOGIES`
 * references. Values are unit stats, costs, limits and rule switches; the procedures read them only
 * through the pipeline. No import of modifiers.ts values here (it spreads this list at load).
 */
import type { UnitId } from '../data';
import type { Modifier, ModifierContext } from '../modifier-types';
import { count, type Ti3State } from '../state';

export function hasTech(s: Ti3State, seat: number, name: string): boolean {
  return s.players[seat].techs.includes(name);
}

const owns = (name: string) => (c: ModifierContext) => hasTech(c.s, c.seat, name);
const forUnits =
  (name: string, ...units: UnitId[]) =>
  (c: ModifierContext) =>
    c.unit !== undefined && units.includes(c.unit) && hasTech(c.s, c.seat, name);
const plus = (n: number) => (v: number) => v + n;
/** Combat values: lower is better, so +1 on the roll is −1 on the value needed. */
const better = (v: number) => v - 1;
const on = () => 1;

/** A defending Ground Force on a planet that holds a PDS (Magen Defense Grid). */
const defendedByPds = (c: ModifierContext) => c.defending === true && c.planet !== undefined && count(c.s.planets[c.planet]?.units, 'PDS') > 0;

export const TECH_MODIFIERS: Modifier[] = [
  { id: 'xrd-carrier-move', source: 'XRD Transporters', value: 'move', applies: forUnits('XRD Transporters', 'Carrier'), apply: plus(1) },
  { id: 'type-iv-move', source: 'Type IV Drive', value: 'move', applies: forUnits('Type IV Drive', 'Cruiser', 'Dreadnought'), apply: plus(1) },
  { id: 'hylar-v-combat', source: 'Hylar V Assault Laser', value: 'combat', applies: forUnits('Hylar V Assault Laser', 'Cruiser', 'Destroyer'), apply: better },
  { id: 'cybernetics-combat', source: 'Cybernetics', value: 'combat', applies: forUnits('Cybernetics', 'Fighter'), apply: better },
  { id: 'magen-pds-combat', source: 'Magen Defense Grid', value: 'combat', applies: forUnits('Magen Defense Grid', 'PDS'), apply: better },
  {
    id: 'magen-ground-defence',
    source: 'Magen Defense Grid',
    value: 'combat',
    applies: (c) => forUnits('Magen Defense Grid', 'Ground Force')(c) && c.during === 'invasion' && defendedByPds(c),
    apply: better,
  },
  { id: 'enviro-production-limit', source: 'Enviro Compensator', value: 'productionLimit', applies: owns('Enviro Compensator'), apply: plus(1) },
  { id: 'sarween-resource', source: 'Sarween Tools', value: 'productionResources', applies: owns('Sarween Tools'), apply: plus(1) },
  // Errata: whenever one collects from agreements, not only on the Trade secondary (trade/collection.ts).
  { id: 'micro-technology-trade', source: 'Micro Technology', value: 'agreementBonus', applies: owns('Micro Technology'), apply: plus(1) },
  { id: 'neural-motivator-draw', source: 'Neural Motivator', value: 'statusDraws', applies: owns('Neural Motivator'), apply: plus(1) },
  {
    id: 'stasis-capsules-capacity',
    source: 'Stasis Capsules',
    value: 'groundForceCapacity',
    applies: forUnits('Stasis Capsules', 'Cruiser', 'Dreadnought'),
    apply: plus(1),
  },
  {
    id: 'gen-synthesis-combat',
    source: 'Gen Synthesis',
    value: 'combat',
    applies: (c) => forUnits('Gen Synthesis', 'Ground Force')(c) && c.during === 'invasion',
    apply: better,
  },
  { id: 'war-sun-production', source: 'War Sun', value: 'mayProduce', applies: forUnits('War Sun', 'War Sun'), apply: on },
  { id: 'antimass-asteroids', source: 'Antimass Deflectors', value: 'moveThroughAsteroids', applies: owns('Antimass Deflectors'), apply: on },
  { id: 'light-wave-pass', source: 'Light/Wave Deflector', value: 'moveThroughEnemyShips', applies: owns('Light/Wave Deflector'), apply: on },
  { id: 'advanced-fighters-move', source: 'Advanced Fighters', value: 'move', applies: forUnits('Advanced Fighters', 'Fighter'), apply: (v) => Math.max(v, 2) },
  { id: 'advanced-fighters-combat', source: 'Advanced Fighters', value: 'combat', applies: forUnits('Advanced Fighters', 'Fighter'), apply: better },
  { id: 'advanced-fighters-support', source: 'Advanced Fighters', value: 'fightersNeedNoSupport', applies: owns('Advanced Fighters'), apply: on },
  { id: 'advanced-fighters-block', source: 'Advanced Fighters', value: 'fightersBlockMovement', applies: owns('Advanced Fighters'), apply: on },
  { id: 'deep-space-cannon-range', source: 'Deep Space Cannon', value: 'pdsRange', applies: owns('Deep Space Cannon'), apply: on },
  { id: 'graviton-laser-reroll', source: 'Graviton Laser System', value: 'rerollMisses', applies: forUnits('Graviton Laser System', 'PDS'), apply: on },
  { id: 'graviton-negator-bombard', source: 'Graviton Negator', value: 'bombardShielded', applies: forUnits('Graviton Negator', 'Dreadnought'), apply: on },
  { id: 'graviton-negator-fighters', source: 'Graviton Negator', value: 'fightersInvade', applies: owns('Graviton Negator'), apply: on },
  {
    id: 'x89-bombard-option',
    source: 'X-89 Bacterial Weapon',
    value: 'bacterialWeapon',
    applies: forUnits('X-89 Bacterial Weapon', 'Dreadnought', 'War Sun'),
    apply: on,
  },
  { id: 'fleet-logistics-second-action', source: 'Fleet Logistics', value: 'secondTacticalAction', applies: owns('Fleet Logistics'), apply: on },
  { id: 'integrated-economy-placement', source: 'Integrated Economy', value: 'integratedEconomy', applies: owns('Integrated Economy'), apply: on },
  { id: 'transit-diodes-action', source: 'Transit Diodes', value: 'transitDiodes', applies: owns('Transit Diodes'), apply: on },
];
