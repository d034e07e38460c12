/**
 * The behaviour language: what a card or corporation does, as plain data.
 * The card tables (../data) are written in it and the interpreter (./run.ts)
 * is the only code that reads it, so every card obeys the same rules for
 * payment, limits, placement and triggers. Types (and two constants): the web
 * page bundles the tables, so nothing here may pull in engine code.
 *
 * Shape of a record (see data/types.ts for the facts part):
 *   production  the card's production box, resolved first when the card is
 *               played (Robotic Workforce copies exactly this field);
 *   play        immediate steps, in order;
 *   action      a blue card's action: cost steps then effect steps, or a
 *               choice between such pairs;
 *   effects     lasting triggers { on, do };
 *   passive     standing modifiers (discounts, resource values, allowances…).
 */

export type Resource = 'mc' | 'steel' | 'titanium' | 'plants' | 'energy' | 'heat';
export const RESOURCES: readonly Resource[] = ['mc', 'steel', 'titanium', 'plants', 'energy', 'heat'];

/** The entries of a per-resource map, in the fixed resource order. */
export function named<T>(x: { [R in Resource]?: T }): [Resource, T][] {
  return RESOURCES.flatMap((r): [Resource, T][] => {
    const v = x[r];
    return v === undefined ? [] : [[r, v]];
  });
}

export type Tag = 'building' | 'space' | 'science' | 'power' | 'earth' | 'jovian' | 'plant' | 'microbe' | 'animal' | 'city' | 'event';
export const TAGS: readonly Tag[] = ['building', 'space', 'science', 'power', 'earth', 'jovian', 'plant', 'microbe', 'animal', 'city', 'event'];

/** Resources that live on cards. */
export type CardResource = 'animal' | 'microbe' | 'science' | 'fighter';

/** Whose things a count or trigger looks at. */
export type Whose = 'you' | 'all' | 'others';

/** Something that can be counted on the table. */
export type Countable =
  /** Tags in play (events count only their event tag); `you` includes the card being resolved. */
  | { tag: Tag; of?: Whose }
  /** City tiles in play; `mars` leaves out the off-map ones. Any owner, neutral included. */
  | { cities: 'mars' | 'anywhere' }
  /** Event cards played by every player so far. */
  | { events: 'all' }
  /** Resources on the card being resolved. */
  | { resourcesHere: true };

/** A fixed number, or a count divided by `per` (rounded down). */
export type Amount = number | { count: Countable; per?: number } | { ifAtLeast: { count: Countable; n: number }; then: number; else: number };

export type Stock = { [R in Resource]?: Amount };

/** A production box: own production changes, an "any player" decrease, and the covered space's bonus. */
export type Production = Stock & {
  /** Decrease one player's production (any player, you included; mandatory). */
  any?: { [R in Resource]?: number };
  /** +n production of the steel or titanium bonus on the space this card's tile covered (Mining Area, Mining Rights). */
  covered?: number;
};

export type TileKind = 'city' | 'greenery' | 'ocean' | 'special';

/**
 * Placement rules beyond a kind's normal ones. A rule that names the spaces
 * (reserved:noctis, volcanic, oceanSpace, land, offMap) replaces the normal
 * space type; the others add conditions.
 */
export type PlaceRule =
  | 'reserved:noctis' // Noctis City's reserved space, and nothing else
  | 'volcanic'
  | 'oceanSpace' // an ocean-reserved space, though the tile is not an ocean
  | 'land' // a land space, though the tile is an ocean
  | 'isolated' // next to no other tile
  | 'nextToCities:2'
  | 'nextToCity'
  | 'nextToGreenery' // next to any greenery tile
  | 'nextToOwn' // next to one of your tiles
  | 'bonusSpace:steel|titanium'
  | 'offMap:01'
  | 'offMap:02';

export type Step =
  /** You gain resources. */
  | { gain: Stock }
  /** You lose resources; you must have them. */
  | { lose: { [R in Resource]?: number } }
  /** Your production changes (in actions and effects; a card's own box is `production`). A decrease needs the production. */
  | { prod: Stock }
  | { tr: Amount }
  | { raise: 'temperature' | 'oxygen'; steps?: number }
  /** A tile; `special` tiles belong to the card. Oceans beyond 9 come to nothing. */
  | { place: TileKind; rule?: PlaceRule[]; times?: number }
  | { draw: number }
  /** Look at the top `look` cards, keep `keep`, discard the rest. */
  | { look: number; keep: number }
  /** Look at the top card; buy it for `price` M€ or discard it. */
  | { lookBuy: number }
  | { addHere: Amount }
  /** Add to a card that holds that resource (`other`: not this one); lost when there is none. `any`: a card already holding a resource (CEO's Favorite Project, mandatory). */
  | { addTo: CardResource | 'any'; n: number; other?: boolean }
  /** Add to the card that triggered the effect, if it holds animals or microbes (Viral Enhancers). */
  | { addThere: number }
  /** Remove up to n resources from any player (you included), or from nobody. */
  | { removeAny: { [R in Resource]?: number } }
  /** Remove up to n resources of a kind from any card (Virus). */
  | { removeFromCard: CardResource; n: number }
  /** Take up to n resources from another player. */
  | { steal: { [R in Resource]?: number } }
  /** Move 1 resource of the kind from another card (any player's) to this one; needs one (Predators, Ants). */
  | { takeToHere: CardResource }
  /** Resources on this card, as a cost. */
  | { removeHere: number }
  /** M€ as a cost (heat for Helion), with steel/titanium where the card allows them. */
  | { pay: number; with?: ('steel' | 'titanium')[] }
  /** Spend X of a resource or production for X of another; X from min up to what you have (Insulation, Power Infrastructure). */
  | { exchange: { from: Resource; to: Resource; production: boolean; min: number } }
  /** Discard n cards from your hand (a cost). */
  | { discard: number }
  | { choose: Step[][] }
  /** The next card you play this generation: requirement allowance (Special Design). */
  | { nextAllowance: number }
  /** The next card you play this generation costs less (Indentured Workers). */
  | { nextDiscount: number }
  /** Code for what data cannot say: a named function in ../hooks. */
  | { hook: HookName };

export type HookName = 'robotic-workforce' | 'search-for-life' | 'land-claim' | 'flooding';

/** One way to use a blue card's action: costs first (all mandatory), then the effect. */
export interface ActionOption {
  cost?: Step[];
  do: Step[];
  /** A precondition on the actor (United Nations Mars Initiative). */
  when?: 'trRaisedThisGeneration';
}

export type Trigger =
  /** A card is played; with `tags`, once per matching tag on it; `event`: event cards only; `space`: with a space tag too. */
  | { cardPlayed: 'you' | 'anyone'; tags?: Tag[]; event?: boolean; space?: boolean }
  /** A tile is placed; `mars`: not off-map; `bonus`: on a space whose printed bonus includes one of these. */
  | { tilePlaced: 'you' | 'anyone'; kind: TileKind | 'any'; mars?: boolean; bonus?: ('steel' | 'titanium')[] }
  /** After you pay for a standard project other than Sell Patents. */
  | { standardProject: true }
  /** After you pay for a card or standard project with a base cost of at least n. */
  | { paidBaseCost: number };

export interface Effect {
  on: Trigger;
  do: Step[];
}

export interface Passive {
  /** Cards (with this tag, or all) cost n less; never below 0. */
  discount?: { tag?: Tag; n: number };
  /** A standard project costs n less. */
  spDiscount?: { sp: string; n: number };
  /** Added to the value of steel / titanium. */
  steelValue?: number;
  titaniumValue?: number;
  /** Global requirements may be missed by this many steps. */
  allowance?: number;
  /** Plants needed to convert into a greenery. */
  greeneryPlants?: number;
  heatAsMc?: boolean;
  /** Other players may not remove your plants, animals or microbes (Protected Habitats). */
  protectedHabitats?: boolean;
  /** Resources on this card may not be removed (Pets). */
  keepsResources?: boolean;
  /** The dealt project cards are all kept for free (Beginner Corporation). */
  freeInitialCards?: boolean;
}

/** What a card or corporation does. Every field optional: many cards only score. */
export interface Behaviour {
  production?: Production;
  play?: Step[];
  action?: ActionOption | ActionOption[];
  effects?: Effect[];
  passive?: Passive;
}
