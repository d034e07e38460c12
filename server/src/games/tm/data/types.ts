/**
 * Types of Orrery's Terraforming Mars tables. The facts (numbers, tags,
 * requirements, VP, resources, starts) were built from the shared reference
 * files and are checked against them by test/tm/data.test.ts; the behaviour
 * fields are written in the behaviour language (../dsl/language.ts).
 */
import type { Behaviour, CardResource, Resource, Step, Tag } from '../dsl/language';

export type { Behaviour, CardResource, Resource, Tag } from '../dsl/language';

export type CardSet = 'base' | 'corpera';
export type ProjectType = 'automated' | 'active' | 'event';

/** All entries must hold. Global ones (oxygen, temperature, oceans) may be read with an allowance. */
export type Requirement =
  | { kind: 'oxygen' | 'temperature' | 'oceans'; min: number }
  | { kind: 'oxygen' | 'temperature' | 'oceans'; max: number }
  | { kind: 'tag'; tag: Tag; count: number }
  | { kind: 'production'; resource: Resource; min: number }
  | { kind: 'greeneries'; owner: 'own'; min: number }
  | { kind: 'cities'; owner: 'all'; min: number };

/** Victory points printed on a card: fixed, or counted at the end. */
export type Vp =
  | number
  /** 1 VP per `per` resources on the card (`each` VP per resource instead). */
  | { resources: { per: number; each?: number } }
  /** 3 VP if the card holds at least one resource (Search For Life). */
  | { anyResource: number }
  /** 1 VP per tag of yours. */
  | { tag: Tag }
  /** 1 VP per adjacent tile of the kind, next to this card's tile. */
  | { adjacent: 'ocean' | 'city' }
  /** 1 VP per `per` city tiles in play. */
  | { citiesInPlay: number };

export interface ProjectCard extends Behaviour {
  /** The printed number, 3 digits. */
  id: string;
  name: string;
  set: CardSet;
  type: ProjectType;
  cost: number;
  /** In the reference's order; events carry 'event' last. Duplicates are real (Research). */
  tags: Tag[];
  vp: Vp;
  requirements: Requirement[];
  resource?: CardResource;
}

export interface CorporationStart {
  mc: number;
  stock: { [R in Resource]?: number };
  production: { [R in Resource]?: number };
}

export interface Corporation extends Behaviour {
  /** The reference's slug (`helion`). */
  id: string;
  name: string;
  set: CardSet;
  tags: Tag[];
  start: CorporationStart;
  /** Taken as the first action of the game (Inventrix, Tharsis Republic). */
  firstAction?: Step[];
}

export interface StandardProject {
  id: string;
  name: string;
  cost: number;
  /** Steps after paying. Sell Patents has its own question. */
  do: Step[];
}

export type SpaceType = 'land' | 'ocean';
export type SpaceBonus = 'plant' | 'steel' | 'titanium' | 'card';

export interface Space {
  id: string;
  row: number;
  col: number;
  type: SpaceType;
  volcanic: boolean;
  bonus: SpaceBonus[];
  reserved?: 'noctis';
  adjacent: string[];
}

export interface OffMapSpace {
  id: '01' | '02';
  name: string;
}

export type MilestoneCriterion =
  | { kind: 'tr'; min: number }
  | { kind: 'cities' | 'greeneries'; owner: 'own'; min: number }
  | { kind: 'tag'; tag: Tag; count: number }
  | { kind: 'cardsInHand'; min: number };

export interface Milestone {
  id: string;
  name: string;
  criterion: MilestoneCriterion;
}

export type AwardMeasure =
  | { kind: 'tiles'; owner: 'own' }
  | { kind: 'production'; resource: Resource }
  | { kind: 'tag'; tag: Tag }
  | { kind: 'resources'; resources: Resource[] };

export interface Award {
  id: string;
  name: string;
  measure: AwardMeasure;
}
