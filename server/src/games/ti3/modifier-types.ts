/**
 * The modifier pipeline's types (modifiers.ts computes the values): apart from it so that the modules holding
 * the entries (technologies/, politics/) can name them without importing the pipeline that lists them.
 */
import type { UnitId } from './data';
import type { Ti3State } from './state';

export type ModifiedValue =
  | 'cost'
  | 'combat'
  | 'move'
  | 'capacity'
  /** Capacity for Ground Forces only (Stasis Capsules). */
  | 'groundForceCapacity'
  | 'initiative'
  | 'fleetSupply'
  | 'handLimit'
  | 'productionLimit'
  /** Resources a producing Space Dock adds to the bill's payment (Sarween Tools). */
  | 'productionResources'
  /** Action cards drawn in status step 5. */
  | 'statusDraws'
  /** Command counters gained in status step 5 (Sol). */
  | 'statusCounters'
  /** Trade Goods per agreement added when collecting trade agreements (Micro Technology). */
  | 'agreementBonus'
  /** Switches (0 or 1). */
  | 'mayProduce'
  | 'moveThroughAsteroids'
  | 'moveThroughEnemyShips'
  | 'fightersBlockMovement'
  | 'fightersNeedNoSupport'
  | 'pdsRange'
  | 'rerollMisses'
  | 'bombardShielded'
  | 'fightersInvade'
  | 'bacterialWeapon'
  | 'secondTacticalAction'
  | 'transitDiodes'
  | 'integratedEconomy'
  /** Racial switches: Xxcha's Diplomacy primary as its secondary, Sol's Ground Forces action, Yssaril's skipped turn. */
  | 'diplomacyPrimaryAsSecondary'
  | 'groundForcesAction'
  | 'skipTurn';

/** What a combat roll is for: combat modifiers may apply to some kinds only. */
export type RollKind = 'space' | 'afb' | 'pds' | 'invasion' | 'bombard' | 'pre-combat';

export interface ModifierContext {
  s: Ti3State;
  seat: number;
  unit?: UnitId;
  /** Combat: where it is fought, whether the seat defends, the kind of roll and the planet (invasions). */
  pos?: string;
  defending?: boolean;
  during?: RollKind;
  planet?: string;
  /** Combat rounds: the round (1 = the first) and the opponent rolled against. */
  round?: number;
  opponent?: number;
}

export interface Modifier {
  /** Stable id (data tables reference technology entries by it). */
  id: string;
  source: string;
  value: ModifiedValue;
  applies: (c: ModifierContext) => boolean;
  /** The value after the modifier (combat values: lower is better). */
  apply: (v: number) => number;
}
