/**
 * What a viewer may see. Hands are shown only to their owner; the draw and
 * discard piles only as counts; a good shows its world and kind, never the
 * card lying face down; action and placement choices of others only as
 * "has chosen" until everyone's are revealed. `omniscient` sees everything.
 *
 * Most of a view is the same for every viewer (tableaux, scores, goals), and
 * a move is shown to every seat and spectator at once: `viewsFor` works that
 * part out once per state and shares it between the viewers' views, which
 * must therefore never be modified by their users.
 */
import type { Viewer } from '../../engine';
import { designOf, goodOf } from './cardinfo';
import type { GoodKind } from './data/types';
import { draftView, type DraftView } from './draft';
import { goalsView, type GoalView } from './goals';
import { scoreSheet } from './scoring';
import { robotView, type RobotView } from './solo/view';
import type { ActionId, PlayerState, RftgOptions, RftgState, Stage } from './state';

/** A card on a tableau, with what lies on and under it. */
export type TableauCard = {
  card: number;
  name: string;
  /** How many goods lie on it, and their kind. */
  goods: number;
  goodKind: GoodKind | null;
  /** Omniscient view only: the cards lying face down as goods. */
  goodCards?: number[];
  /** BoW Galactic Scavengers: how many cards are saved under it (public)… */
  saved: number;
  /** …and which (its owner and the omniscient view only; null for the others). */
  savedCards: number[] | null;
};

export type PlayerView = {
  seat: number;
  name: string;
  handCount: number;
  /** Only for its owner (and the omniscient view). */
  hand: number[] | null;
  vpChips: number;
  /** BoW: prestige points (0 before The Brink of War). */
  prestige: number;
  /** BoW: the kind named for Alien Oort Cloud Refinery, null until named. */
  oortKind: PlayerState['oortKind'];
  /** BoW: the once-per-game prestige/search action card is spent (public from the reveal on). */
  searchUsed: boolean;
  tableau: TableauCard[];
  /** Own or revealed actions; 'chosen' while another seat's are secret. */
  actions: ActionId[] | 'chosen' | null;
  /** BoW: the prestige-boosted action, with the secrecy of the actions. */
  boosted: ActionId | null;
  /** Develop/Settle: the card chosen to place (its owner), 'chosen' (others) until the reveal. */
  placing: number | 'chosen' | null;
  /** RvI: the two start worlds offered, to their owner until one is chosen. */
  startOffer: number[] | null;
  /** During the start choice: whether the seat has chosen; null at other times. */
  startChosen: boolean | null;
  goalVp: number;
  score: number;
  /** The seat owes an answer. */
  waiting: boolean;
};

/** BoW: the Prestige Leader tile; holder null = in the centre ('=' side up when tied). */
export type PrestigeTileView = { holder: number | null; tied: boolean; onTile: number };

/** BoW: the Search under way (public: flipped cards are face up). */
export type SearchView = { seat: number | null; category: string | null; flipped: number[]; declined: boolean; queue: number[] };

/** A takeover declared and revealed, while the declarations resolve; `card` holds the takeover power. */
export type TakeoverAttempt = { attacker: number; defender: number; world: number; card: number };

/** What a viewer sees of a Race for the Galaxy game (the room adds the viewer's open prompt). */
export type RftgView = {
  game: 'rftg';
  round: number;
  stage: Stage;
  step: RftgState['step'];
  advanced: boolean;
  vpPool: number;
  drawPileCount: number;
  discardCount: number;
  /** Omniscient view only. */
  drawPile: number[] | null;
  discard: number[] | null;
  actionsRevealed: boolean;
  over: boolean;
  expansion: RftgOptions['expansion'];
  takeoversAllowed: boolean;
  goals: GoalView[];
  turnOrder: number[];
  /** BoW Psi-Crystal World: the seat choosing its action after seeing the others', while it does. */
  lastChooser: number | null;
  /** Drafting variant only. */
  draft?: DraftView;
  prestigeTile: PrestigeTileView | null;
  search: SearchView | null;
  takeoverAttempts: TakeoverAttempt[];
  players: PlayerView[];
  /** Solitaire only: the robot opponent (solo/view.ts). */
  solitaire?: true;
  robot?: RobotView;
};

/** One shared empty list for the (usual) cards with nothing saved on them: views are never modified. */
const NOTHING_SAVED: number[] = [];
Object.freeze(NOTHING_SAVED);

/** The parts of a player's view that no viewer sees differently. */
interface PublicPlayer {
  tableau: TableauCard[];
  goalVp: number;
  score: number;
}

function publicPlayers(s: RftgState): PublicPlayer[] {
  return s.players.map((p, seat) => {
    const sheet = scoreSheet(s, seat);
    const tableau = p.tableau.map((card): TableauCard => {
      const goods = p.goods[card] ?? [];
      return {
        card,
        name: designOf(s.level, card).name,
        goods: goods.length,
        goodKind: goods.length ? goodOf(s, card) : null,
        saved: (p.saved[card] ?? []).length,
        savedCards: null,
      };
    });
    return { tableau, goalVp: sheet.goalVp, score: sheet.total };
  });
}

/** The owner's tableau: which cards are saved where (BoW Galactic Scavengers); `all` adds the goods' cards. */
function ownTableau(s: RftgState, seat: number, shared: TableauCard[], all: boolean): TableauCard[] {
  const p = s.players[seat];
  return shared.map(({ card, name, goods, goodKind, saved }): TableauCard => {
    const savedCards = saved ? [...p.saved[card]] : NOTHING_SAVED;
    if (!all) return { card, name, goods, goodKind, saved, savedCards };
    return { card, name, goods, goodKind, goodCards: [...(p.goods[card] ?? [])], saved, savedCards };
  });
}

function playerView(s: RftgState, seat: number, pub: PublicPlayer, mine: boolean, all: boolean): PlayerView {
  const p = s.players[seat];
  // Psi-Crystal World: while its owner chooses last, the others' actions are shown to everyone.
  const shown = s.actionsRevealed || mine || (s.lastChooser !== undefined && s.lastChooser !== null && s.lastChooser !== seat);
  const actions = shown ? p.actions : p.actions ? 'chosen' : null;
  const placingStep = (s.stage === 'develop' || s.stage === 'develop2' || s.stage === 'settle' || s.stage === 'settle2') && s.step === 'place';
  let placing: PlayerView['placing'] = null;
  if (placingStep && p.phase.chosen) placing = mine ? p.phase.placing : 'chosen';
  return {
    seat,
    name: p.name,
    handCount: p.hand.length,
    hand: mine ? [...p.hand] : null,
    vpChips: p.vp,
    prestige: p.prestige ?? 0,
    // BoW: the kind named for Alien Oort Cloud Refinery (public), null until named.
    oortKind: p.oortKind ?? null,
    // Public from the reveal on (a Search chosen but not yet revealed stays secret).
    searchUsed: p.searchUsed ?? false,
    // BoW (Galactic Scavengers): everyone sees how many cards are saved on each card; only the owner which.
    tableau: mine ? ownTableau(s, seat, pub.tableau, all) : pub.tableau,
    actions,
    // BoW: the prestige-boosted action, with the same secrecy as the actions.
    boosted: shown ? (p.boosted ?? null) : null,
    placing,
    startOffer: mine && p.startOffer ? [...p.startOffer] : null,
    startChosen: s.stage === 'start-choice' ? p.startPick !== null : null,
    goalVp: pub.goalVp,
    score: pub.score,
    waiting: p.ask !== null,
  };
}

/** Each viewer's view of `s`, in order (asking for one viewer at a time gives the same views). */
export function viewsFor(s: RftgState, viewers: readonly Viewer[]): RftgView[] {
  const players = publicPlayers(s);
  const goals = goalsView(s);
  const turnOrder = [...s.order];
  const prestigeTile = s.prestigeTile ? { holder: s.prestigeTile.holder, tied: s.prestigeTile.tied, onTile: s.prestigeTile.onTile } : null;
  const search = s.search
    ? { seat: s.search.seat, category: s.search.category, flipped: [...s.search.flipped], declined: s.search.declined, queue: [...s.search.queue] }
    : null;
  // Declared takeovers are public once revealed (while they resolve); before that they do not appear.
  const takeoverAttempts =
    s.step === 'takeover' ? s.takeovers.map((t) => ({ attacker: t.attacker, defender: t.defender, world: t.world, card: t.power[0] })) : [];

  const seenByOthers: PlayerView[] = [];
  return viewers.map((viewer) => {
    const all = viewer.kind === 'omniscient';
    return {
      game: 'rftg',
      round: s.round,
      stage: s.stage,
      step: s.step,
      advanced: s.options.advanced,
      vpPool: s.vpPool,
      drawPileCount: s.drawPile.length,
      discardCount: s.discard.length,
      drawPile: all ? [...s.drawPile] : null,
      discard: all ? [...s.discard] : null,
      actionsRevealed: s.actionsRevealed,
      over: s.over,
      expansion: s.options.expansion,
      takeoversAllowed: s.options.takeovers,
      goals,
      turnOrder,
      // BoW Psi-Crystal World: the seat choosing its action after seeing the others', while it does.
      lastChooser: s.lastChooser ?? null,
      // Drafting variant only, so that other games' views stay as they were.
      ...(s.draft ? { draft: draftView(s, viewer) } : {}),
      // BoW: the Prestige Leader tile and the Search under way are public (flipped cards are revealed).
      prestigeTile,
      search,
      takeoverAttempts,
      // A seat's part looks the same to everyone but its owner: built once for all of them.
      players: s.players.map((_, seat) => {
        const mine = all || (viewer.kind === 'seat' && viewer.seat === seat);
        return mine ? playerView(s, seat, players[seat], true, all) : (seenByOthers[seat] ??= playerView(s, seat, players[seat], false, false));
      }),
      // Solitaire: the robot's side of the table.
      ...(s.solo ? { solitaire: true, robot: robotView(s, viewer) } : {}),
    } satisfies RftgView;
  });
}
