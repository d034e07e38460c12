/**
 * What a viewer may see. Hands are shown only to their owner; the draw and
 * discard piles only as counts; a good shows its world and kind, never the
 * card lying face down; action and placement choices of others only as
 * "has chosen" until everyone's are revealed. `omniscient` sees everything.
 */
import type { Json, Viewer } from '../../engine';
import { designOf, goodOf } from './cardinfo';
import { draftView } from './draft';
import { goalsView } from './goals';
import { scoreSheet } from './scoring';
import type { RftgState } from './state';

export function viewFor(s: RftgState, viewer: Viewer): Json {
  const all = viewer.kind === 'omniscient';
  const placingStep = (s.stage === 'develop' || s.stage === 'develop2' || s.stage === 'settle' || s.stage === 'settle2') && s.step === 'place';
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
    goals: goalsView(s) as unknown as Json,
    turnOrder: [...s.order],
    // BoW Psi-Crystal World: the seat choosing its action after seeing the others', while it does.
    lastChooser: s.lastChooser ?? null,
    // Drafting variant only, so that other games' views stay as they were.
    ...(s.draft ? { draft: draftView(s, viewer) } : {}),
    // BoW: the Prestige Leader tile and the Search under way are public (flipped cards are revealed).
    prestigeTile: s.prestigeTile ? { holder: s.prestigeTile.holder, tied: s.prestigeTile.tied, onTile: s.prestigeTile.onTile } : null,
    search: s.search ? { seat: s.search.seat, category: s.search.category, flipped: [...s.search.flipped], declined: s.search.declined, queue: [...s.search.queue] } : null,
    // Declared takeovers are public once revealed (while they resolve); before that they do not appear.
    takeoverAttempts: s.step === 'takeover' ? s.takeovers.map((t) => ({ attacker: t.attacker, defender: t.defender, world: t.world, card: t.power[0] })) : [],
    players: s.players.map((p, seat) => {
      const mine = all || (viewer.kind === 'seat' && viewer.seat === seat);
      const sheet = scoreSheet(s, seat);
      // Psi-Crystal World: while its owner chooses last, the others' actions are shown to everyone.
      const shown = s.actionsRevealed || mine || (s.lastChooser !== undefined && s.lastChooser !== null && s.lastChooser !== seat);
      const actions: Json = shown ? (p.actions as Json) : p.actions ? 'chosen' : null;
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
        tableau: p.tableau.map((card) => {
          const goods = p.goods[card] ?? [];
          const entry: { [k: string]: Json } = { card, name: designOf(s.level, card).name, goods: goods.length, goodKind: goods.length ? goodOf(s, card) : null };
          if (all) entry.goodCards = [...goods];
          // BoW (Galactic Scavengers): everyone sees how many cards are saved here; only the owner which.
          const saved = p.saved[card] ?? [];
          entry.saved = saved.length;
          entry.savedCards = mine ? [...saved] : null;
          return entry;
        }),
        actions,
        // BoW: the prestige-boosted action, with the same secrecy as the actions.
        boosted: shown ? (p.boosted ?? null) : null,
        placing,
        startOffer: mine && p.startOffer ? [...p.startOffer] : null,
        startChosen: s.stage === 'start-choice' ? p.startPick !== null : null,
        goalVp: sheet.goalVp,
        score: sheet.total,
        waiting: p.ask !== null,
      };
    }),
  };
}
