/**
 * The six standard projects and the two standard actions of the base game,
 * keyed by the reference's ids. Buffer Gas is a Prelude solo project and is
 * not here. Sell Patents asks which cards (phases/actions.ts); the others
 * are paid, then run their steps.
 */
import type { StandardProject } from './types';

export const STANDARD_PROJECTS: StandardProject[] = [
  { id: 'sell-patents', name: 'Sell Patents', cost: 0, do: [] },
  { id: 'power-plant', name: 'Power Plant', cost: 11, do: [{ prod: { energy: 1 } }] },
  { id: 'asteroid', name: 'Asteroid', cost: 14, do: [{ raise: 'temperature' }] },
  { id: 'aquifer', name: 'Aquifer', cost: 18, do: [{ place: 'ocean' }] },
  { id: 'greenery', name: 'Greenery', cost: 23, do: [{ place: 'greenery' }] },
  { id: 'city', name: 'City', cost: 25, do: [{ place: 'city' }, { prod: { mc: 1 } }] },
];

export interface StandardAction {
  id: 'convert-plants' | 'convert-heat';
  name: string;
  /** Plants or heat spent (Ecoline's passive lowers the plants). */
  spend: number;
}

export const STANDARD_ACTIONS: StandardAction[] = [
  { id: 'convert-plants', name: 'Convert Plants', spend: 8 },
  { id: 'convert-heat', name: 'Convert Heat', spend: 8 },
];
