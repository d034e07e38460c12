/**
 * What a viewer may see (TM-38). Public: the board, parameters, TR, every
 * resource and production, cards in play and their resources, used actions,
 * event piles, milestones and awards, the solo setup's revealed cards.
 * Hidden (counts only): hands, dealt corporations and cards on offer, draft
 * packs and picks, research choices until all have chosen (then only how
 * many were bought), cards being looked at, deck and discard pile.
 * For the web table: each tile names the card that placed it (`card`), and
 * a seat's own part has `paying` (the open payment's cost) so the steppers
 * can show the M€ left.
 *
 * The public part is the same for every viewer: `viewsFor` builds it once
 * per state and shares it between the viewers' views (never modified).
 * Against MarsBot the view also has `marsbot` (marsbot/view.ts), and each
 * milestone and award its value for MarsBot (`marsbot`); a milestone or award
 * it took has `claimedBy` / `fundedBy` "marsbot".
 */
import type { MatchResult, Viewer } from '../../engine';
import { AWARDS, MILESTONES, OFF_MAP, SPACES, type Space } from './data';
import { TAGS, type Tag, type TileKind } from './dsl/language';
import { awardCost, awardValue } from './awards';
import { milestoneValue } from './milestones';
import { matchResult, seatSheet } from './scoring';
import { steelValue, tagCount, titaniumValue } from './tableau';
import { SOLO_GENERATIONS, maxed, type Actor, type Owner, type Phase, type Stockpile, type TmState } from './state';
import { marsbotAwardValue, marsbotMilestoneValue } from './marsbot/goals';
import { marsbotPublic, marsbotSecrets, type MarsbotView } from './marsbot/view';

/** A space of the map: its printed type and bonus, and the tile on it; `claim` is the seat Land Claim reserved it for. */
export type SpaceView = {
  id: string;
  type: Space['type'];
  bonus: Space['bonus'];
  tile: TileKind | null;
  /** null for oceans and empty spaces. */
  owner: Owner | null;
  /** The card whose tile this is (a special tile's name on the map). */
  card: string | null;
  claim: number | null;
};

/** A tile off the map (Phobos Space Haven, Ganymede Colony). */
export type OffMapView = { id: string; name: string; tile: TileKind | null; owner: Owner | null };

export type PlayedView = { id: string; res: number; used: boolean };

/** The open payment's cost and the metal already chosen. */
export type PayingView = { cost: number; metal: { steel: number; titanium: number } | null };

/** What everyone sees of a seat. */
export type PublicPlayerView = {
  seat: number;
  name: string;
  corporation: string | null;
  tr: number;
  resources: Stockpile;
  production: Stockpile;
  steelValue: number;
  titaniumValue: number;
  /** Empty until the corporation is chosen. */
  tags: Partial<Record<Tag, number>>;
  played: PlayedView[];
  corporationUsed: boolean;
  events: string[];
  handCount: number;
  vp: number;
  passed: boolean;
  /** During a simultaneous choice, whether the seat has chosen; null at other times. */
  chosen: boolean | null;
  offerCount: number;
  packCount: number;
  lookingCount: number;
};

/** What only the seat itself (and the omniscient viewer) sees. */
export type PrivatePlayerView = {
  paying: PayingView | null;
  hand: string[];
  dealt: string[];
  offer: string[];
  pack: string[];
  pick: string | null;
  chosenCorporation: string | null;
  bought: string[] | null;
  looking: string[];
};

export type PlayerView = PublicPlayerView & Partial<PrivatePlayerView>;

export type MilestoneView = { id: string; name: string; claimedBy: Actor | null; values: number[]; marsbot?: number };

export type AwardView = { id: string; name: string; fundedBy: Actor | null; values: number[]; marsbot?: number };

export type SoloView = { generation: number; of: number; terraformed: boolean; revealed: string[] };

/** The match result as the view carries it (the engine's MatchResult). */
export type ResultView = { [K in keyof MatchResult]: MatchResult[K] };

/** What a viewer sees of a Terraforming Mars game (the room adds the viewer's open prompt). */
export type TmView = {
  game: 'tm';
  generation: number;
  phase: Phase;
  firstPlayer: number;
  turnOrder: number[];
  active: number | null;
  actionsThisTurn: number;
  temperature: number;
  oxygen: number;
  oceans: number;
  board: { spaces: SpaceView[]; offMap: OffMapView[] };
  /** Empty in the base solo game. */
  milestones: MilestoneView[];
  awards: AwardView[];
  milestoneCost: number;
  /** null when all 3 are funded. */
  awardCost: number | null;
  deckCount: number;
  discardCount: number;
  solo: SoloView | null;
  result: ResultView | null;
  /** Against MarsBot only. */
  marsbot?: MarsbotView;
  you: number | null;
  players: PlayerView[];
  /** Omniscient view only (top of the deck first). */
  deck?: string[];
  discard?: string[];
};

type SharedView = Omit<TmView, 'you' | 'players' | 'deck' | 'discard'>;

function boardView(s: TmState): TmView['board'] {
  const spaces = SPACES.map((x): SpaceView => {
    const t = s.tiles[x.id];
    // `card`: the card whose tile this is (a special tile's name on the map); public, the card is in play.
    return { id: x.id, type: x.type, bonus: x.bonus, tile: t?.kind ?? null, owner: t ? t.owner : null, card: t?.card ?? null, claim: s.claims[x.id] ?? null };
  });
  const offMap = OFF_MAP.map((x): OffMapView => ({ id: x.id, name: x.name, tile: s.tiles[x.id]?.kind ?? null, owner: s.tiles[x.id]?.owner ?? null }));
  return { spaces, offMap };
}

function publicPlayer(s: TmState, seat: number): PublicPlayerView {
  const p = s.players[seat];
  const tags: PublicPlayerView['tags'] = {};
  if (p.corp) for (const t of TAGS) tags[t] = tagCount(p, t);
  return {
    seat,
    name: p.name,
    corporation: p.corp,
    tr: p.tr,
    resources: { ...p.res },
    production: { ...p.prod },
    steelValue: steelValue(p),
    titaniumValue: titaniumValue(p),
    tags,
    played: p.played.map((c) => ({ id: c.id, res: c.res, used: p.used.includes(c.id) })),
    corporationUsed: p.corp !== null && p.used.includes(p.corp),
    events: [...p.events],
    handCount: p.hand.length,
    vp: p.corp ? seatSheet(s, seat).total : 0,
    passed: p.passed,
    // Simultaneous choices: only whether each has chosen.
    chosen: s.phase === 'setup' ? p.bought !== null : s.phase === 'research' ? p.bought !== null : s.phase === 'draft' ? p.pick !== null : null,
    offerCount: p.offer.length,
    packCount: p.pack.length,
    lookingCount: p.looking.length,
  } satisfies PublicPlayerView;
}

/** The open payment's cost and the metal already chosen, so the table can show the M€ left to pay. */
function paying(s: TmState, seat: number): PayingView | null {
  const q = s.players[seat].ask?.q;
  return q?.kind === 'pay' ? { cost: q.cost, metal: q.metal ? { ...q.metal } : null } : null;
}

function privatePart(s: TmState, seat: number): PrivatePlayerView {
  const p = s.players[seat];
  return {
    paying: paying(s, seat),
    hand: [...p.hand],
    dealt: [...p.dealt],
    offer: [...p.offer],
    pack: [...p.pack],
    pick: p.pick,
    chosenCorporation: p.chosenCorp,
    bought: p.bought ? [...p.bought] : null,
    looking: [...p.looking],
  } satisfies PrivatePlayerView;
}

function sharedView(s: TmState): SharedView {
  const result = matchResult(s);
  return {
    game: 'tm',
    generation: s.generation,
    phase: s.phase,
    firstPlayer: s.firstPlayer,
    turnOrder: s.players.map((_, k) => (s.firstPlayer + k) % s.players.length),
    active: s.turn?.seat ?? null,
    actionsThisTurn: s.turn?.actions ?? 0,
    temperature: s.temperature,
    oxygen: s.oxygen,
    oceans: s.oceans,
    board: boardView(s),
    milestones: s.solo
      ? []
      : MILESTONES.map((m): MilestoneView => ({
          id: m.id,
          name: m.name,
          claimedBy: s.milestones.find((x) => x.id === m.id)?.seat ?? null,
          values: s.players.map((_, i) => milestoneValue(s, i, m.criterion)),
          ...(s.marsbot ? { marsbot: marsbotMilestoneValue(s, m.id).have } : {}),
        })),
    awards: s.solo
      ? []
      : AWARDS.map((a): AwardView => ({
          id: a.id,
          name: a.name,
          fundedBy: s.awards.find((x) => x.id === a.id)?.seat ?? null,
          values: s.players.map((_, i) => awardValue(s, i, a.measure)),
          ...(s.marsbot ? { marsbot: marsbotAwardValue(s, a.id) } : {}),
        })),
    milestoneCost: 8,
    awardCost: s.awards.length < 3 ? awardCost(s) : null,
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    solo: s.solo ? { generation: s.generation, of: SOLO_GENERATIONS, terraformed: maxed(s), revealed: [...s.solo.revealed] } : null,
    result,
    // Against MarsBot only (the key is absent otherwise): its side of the table.
    ...(s.marsbot ? { marsbot: marsbotPublic(s) } : {}),
  } satisfies SharedView;
}

export function viewsFor(s: TmState, viewers: readonly Viewer[]): TmView[] {
  const shared = sharedView(s);
  const players = s.players.map((_, seat) => publicPlayer(s, seat));
  return viewers.map((v) => {
    const all = v.kind === 'omniscient';
    const me = v.kind === 'seat' ? v.seat : null;
    return {
      ...shared,
      you: me,
      players: players.map((pub, seat) => (all || seat === me ? { ...pub, ...privatePart(s, seat) } : pub)),
      ...(all ? { deck: [...s.deck].reverse(), discard: [...s.discard] } : {}),
      ...(all && shared.marsbot ? { marsbot: { ...shared.marsbot, ...marsbotSecrets(s, v) } } : {}),
    } satisfies TmView;
  });
}
