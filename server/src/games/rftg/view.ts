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
import type { Json, Viewer } from '../../engine';
import { designOf, goodOf } from './cardinfo';
import { draftView } from './draft';
import { goalsView } from './goals';
import { scoreSheet } from './scoring';
import type { RftgState } from './state';

type Fields = { [k: string]: Json };

/** One shared empty list for the (usual) cards with nothing saved on them: views are never modified. */
const NOTHING_SAVED: Json = Object.freeze([]) as unknown as Json;

/** The parts of a player's view that no viewer sees differently. */
interface PublicPlayer {
  tableau: Fields[];
  goalVp: number;
  score: number;
}

function publicPlayers(s: RftgState): PublicPlayer[] {
  return s.players.map((p, seat) => {
    const sheet = scoreSheet(s, seat);
    const tableau = p.tableau.map((card): Fields => {
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
function ownTableau(s: RftgState, seat: number, shared: Fields[], all: boolean): Fields[] {
  const p = s.players[seat];
  return shared.map(({ card, name, goods, goodKind, saved }): Fields => {
    const savedCards = saved ? [...p.saved[card as number]] : NOTHING_SAVED;
    if (!all) return { card, name, goods, goodKind, saved, savedCards };
    return { card, name, goods, goodKind, goodCards: [...(p.goods[card as number] ?? [])], saved, savedCards };
  });
}

function playerView(s: RftgState, seat: number, pub: PublicPlayer, mine: boolean, all: boolean): Json {
  const p = s.players[seat];
  // Psi-Crystal World: while its owner chooses last, the others' actions are shown to everyone.
  const shown = s.actionsRevealed || mine || (s.lastChooser !== undefined && s.lastChooser !== null && s.lastChooser !== seat);
  const actions: Json = shown ? p.actions : p.actions ? 'chosen' : null;
  const placingStep = (s.stage === 'develop' || s.stage === 'develop2' || s.stage === 'settle' || s.stage === 'settle2') && s.step === 'place';
  let placing: Json = null;
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
export function viewsFor(s: RftgState, viewers: readonly Viewer[]): Json[] {
  const players = publicPlayers(s);
  const goals = goalsView(s) as unknown as Json;
  const turnOrder = [...s.order];
  const prestigeTile = s.prestigeTile ? { holder: s.prestigeTile.holder, tied: s.prestigeTile.tied, onTile: s.prestigeTile.onTile } : null;
  const search = s.search
    ? { seat: s.search.seat, category: s.search.category, flipped: [...s.search.flipped], declined: s.search.declined, queue: [...s.search.queue] }
    : null;
  // Declared takeovers are public once revealed (while they resolve); before that they do not appear.
  const takeoverAttempts =
    s.step === 'takeover' ? s.takeovers.map((t) => ({ attacker: t.attacker, defender: t.defender, world: t.world, card: t.power[0] })) : [];

  const seenByOthers: Json[] = [];
  return viewers.map((viewer): Json => {
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
    };
  });
}
