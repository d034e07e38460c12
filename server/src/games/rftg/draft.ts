/**
 * The drafting variant (option `draft`), as The Brink of War's rules give it
 * (seed 000, "VARIANTE DRAFTING"; the variant itself first appeared in The
 * Gathering Storm, whose rule book is not among our sources):
 *
 * - every player is dealt 2 start worlds; the other start worlds are shuffled
 *   into the game cards;
 * - each draft round every player draws a pack, keeps one card and passes the
 *   rest, keeping one card of each pack that reaches them until the packs are
 *   gone; the passing direction changes every round. Pack size and rounds per
 *   player count are in DRAFT_TABLE (five players: the 3 cards left after the
 *   final round are removed, unseen);
 * - each player's drafted cards become their own draw pile, and each player
 *   has their own discard pile, reshuffled into their own draw pile (piles.ts);
 * - Retrofit & Salvage, Inc. draws from its owner's pile as many cards as the
 *   other players discarded at round end (salvageDraws); a world destroyed by
 *   Imperium Planet Buster goes with its goods to its former owner's discard
 *   pile (piles.ts discardPileOf / discardFromTableau).
 *
 * The pack table only adds up for The Brink of War's 228 cards (e.g. 2
 * players: 2 × (22 × 5 + 2) = 224 = 228 − 4 start worlds dealt), which is why
 * options.ts accepts the variant only with expansion "bow".
 *
 * Picks are simultaneous and secret: a pick is held back until every seat has
 * picked, then all packs pass at once. A seat sees its own pack and picks;
 * everyone else, counts only. A pack's last card needs no decision and is
 * taken by whoever it reaches. Packs are dealt through drawOne, so tests can
 * script them with the drawsBySeat option.
 *
 * RULE-AMBIGUITY (readings of ours where the seed is silent):
 * - the 2 start worlds dealt are one red and one blue, as in every RvI/BoW
 *   setup (setup.ts), not any two; the owner sees them during the draft;
 * - after the draft the usual opening follows from one's own pile: 6 cards,
 *   keep one start world and discard 2 cards;
 * - the 3 cards removed with 5 players stay out of the game, seen by nobody;
 * - "left" is the next seat (see passDirection).
 */
import { GameError, type Viewer } from '../../engine';
import { hasCardFlag } from './cardinfo';
import type { Handlers } from './phases/common';
import { drawOne, drawToHand } from './piles';
import { pickAsk } from './prompts';
import { OPENING_DEAL, askStartChoices } from './opening';
import type { Ctx, RftgState } from './state';

/**
 * Per player count: cards drawn per pack and how many rounds of that size,
 * then the final round's pack size, then the cards left over and removed.
 * From the seed's table, in order: 2: 5 × 22, final 2; 3: 5 × 14, final 4;
 * 4: 7 × 7, final 6; 5: 9 × 4, final 7, remove the last 3; 6: 9 × 4.
 */
export const DRAFT_TABLE: Readonly<Record<number, { pack: number; rounds: number; final: number | null; removed: number }>> = {
  2: { pack: 5, rounds: 22, final: 2, removed: 0 },
  3: { pack: 5, rounds: 14, final: 4, removed: 0 },
  4: { pack: 7, rounds: 7, final: 6, removed: 0 },
  5: { pack: 9, rounds: 4, final: 7, removed: 3 },
  6: { pack: 9, rounds: 4, final: null, removed: 0 },
};

/** Pack sizes of every draft round in order, final round included. */
export function packSizes(seats: number): number[] {
  const row = DRAFT_TABLE[seats];
  if (!row) throw new GameError('BAD_OPTIONS', `the drafting variant takes 2-6 players, not ${seats}`);
  const out: number[] = Array.from({ length: row.rounds }, () => row.pack);
  if (row.final !== null) out.push(row.final);
  return out;
}

export type PassDirection = 'left' | 'right';

/**
 * Round 1 passes left, then every round changes direction. "Left" is the
 * next seat (seat + 1): seats are numbered clockwise, and the player on your
 * left is the next one clockwise.
 */
export function passDirection(round: number): PassDirection {
  return round % 2 === 0 ? 'left' : 'right';
}

/** The seat a pack in front of `seat` goes to in draft round `round` (0-based). */
export function passTarget(seat: number, seats: number, round: number): number {
  return passDirection(round) === 'left' ? (seat + 1) % seats : (seat + seats - 1) % seats;
}

/** Setup in draft mode: the start worlds have been offered and the rest is the shared deck; deal round 1. */
export function startDraft(ctx: Ctx): void {
  const { s } = ctx;
  const n = s.players.length;
  const sizes = packSizes(n);
  // The offered start worlds lie in front of their owners during the draft, in no pile (see finishDraft).
  s.discard = [];
  const needed = sizes.reduce((a, b) => a + b, 0) * n + DRAFT_TABLE[n].removed;
  if (s.drawPile.length !== needed) {
    throw new GameError(
      'BAD_OPTIONS',
      `the draft table for ${n} players needs ${needed} cards besides the start worlds dealt, this card set has ${s.drawPile.length}`,
    );
  }
  s.stage = 'draft';
  s.draft = {
    packSizes: sizes,
    round: 0,
    packs: s.players.map(() => []),
    picks: s.players.map(() => []),
    pending: s.players.map(() => null),
    removed: [],
    piles: null,
  };
  dealPacks(ctx);
}

function dealPacks(ctx: Ctx): void {
  const { s } = ctx;
  const d = s.draft!;
  const size = d.packSizes[d.round];
  const dir = passDirection(d.round);
  const final = d.round === d.packSizes.length - 1 && DRAFT_TABLE[s.players.length].final !== null;
  ctx.ev.push({
    type: 'draft-round',
    text: `Draft round ${d.round + 1} of ${d.packSizes.length}${final ? ' (final round)' : ''}: everyone draws ${size} cards; packs pass to the ${dir}.`,
    data: { round: d.round + 1, rounds: d.packSizes.length, packSize: size, direction: dir },
  });
  s.players.forEach((_, seat) => {
    const pack: number[] = [];
    for (let i = 0; i < size; i++) {
      const c = drawOne(ctx, seat);
      if (c === null) throw new GameError('INTERNAL', 'the draft ran out of cards');
      pack.push(c);
    }
    d.packs[seat] = pack;
  });
  askPicks(ctx);
}

function askPicks(ctx: Ctx): void {
  const { s } = ctx;
  const d = s.draft!;
  const dir = passDirection(d.round);
  s.players.forEach((p, seat) => {
    const pack = d.packs[seat];
    ctx.ev.push({ type: 'draft-pack', data: { seat, pack: [...pack] }, audience: [seat] });
    if (pack.length === 1) {
      // Nothing to decide: the last card of a pack is simply taken.
      d.pending[seat] = pack[0];
      return;
    }
    const rest = pack.length - 1;
    p.ask = pickAsk('draft-pick', `Draft round ${d.round + 1}/${d.packSizes.length}: keep one card; the other ${rest} pass to the ${dir}`, pack, 1, 1, {
      shape: 'int-list',
    });
  });
}

/** Called by the round machine whenever no seat has an open question during the draft. */
export function advanceDraft(ctx: Ctx): void {
  const { s } = ctx;
  const d = s.draft!;
  const n = s.players.length;
  if (d.pending.some((c) => c === null)) throw new GameError('INTERNAL', 'draft: a seat has neither picked nor been asked');
  d.pending.forEach((card, seat) => {
    const pack = d.packs[seat];
    pack.splice(pack.indexOf(card!), 1);
    d.picks[seat].push(card!);
    ctx.ev.push({ type: 'draft-picked', data: { seat, card: card! }, audience: [seat] });
  });
  d.pending = s.players.map(() => null);
  const left = d.packs[0].length;
  if (left > 0) {
    const passed: number[][] = s.players.map(() => []);
    d.packs.forEach((pack, seat) => {
      passed[passTarget(seat, n, d.round)] = pack;
    });
    d.packs = passed;
    ctx.ev.push({
      type: 'draft-pass',
      text: `Everyone has picked; the packs (${left} card${left === 1 ? '' : 's'} each) pass to the ${passDirection(d.round)}.`,
      data: { round: d.round + 1, direction: passDirection(d.round), packSize: left },
    });
    askPicks(ctx);
    return;
  }
  ctx.ev.push({
    type: 'draft-pass',
    text: 'Everyone has picked; the packs are used up.',
    data: { round: d.round + 1, direction: passDirection(d.round), packSize: 0 },
  });
  d.round += 1;
  if (d.round < d.packSizes.length) dealPacks(ctx);
  else finishDraft(ctx);
}

/**
 * The drafted cards become each player's draw pile; then the usual RvI/BoW
 * opening: six cards each (from one's own pile now) and the start choice.
 * RULE-AMBIGUITY: the seed does not say where the start world not kept goes.
 * Both offered worlds wait in their owner's discard pile and the one not kept
 * stays there, as our standard RvI/BoW setup does with the shared discard pile
 * (setup.ts), so it can come back into its owner's hand after a reshuffle.
 */
function finishDraft(ctx: Ctx): void {
  const { s } = ctx;
  const d = s.draft!;
  d.removed = s.drawPile.splice(0);
  if (d.removed.length > 0) {
    ctx.ev.push({ type: 'draft-removed', text: `The last ${d.removed.length} cards are removed from the game unseen.`, data: { count: d.removed.length } });
  }
  d.piles = s.players.map((p, seat) => ({ draw: [...d.picks[seat]].sort((a, b) => a - b), discard: [...(p.startOffer ?? [])] }));
  d.picks = s.players.map(() => []);
  d.packs = s.players.map(() => []);
  ctx.ev.push({
    type: 'draft-over',
    text: 'The draft is over: each player shuffles their drafted cards into their own draw pile.',
    data: { deckSizes: d.piles.map((x) => x.draw.length) },
  });
  s.players.forEach((_, seat) => drawToHand(ctx, seat, OPENING_DEAL, 'deal'));
  s.stage = 'start-choice';
  askStartChoices(s);
}

export const DRAFT_HANDLERS: Handlers = {
  'draft-pick'(ctx, seat, move) {
    const p = ctx.s.players[seat];
    ctx.s.draft!.pending[seat] = move[0];
    p.ask = null;
    ctx.ev.push({ type: 'draft-chosen', text: `${p.name} has picked.`, data: { seat } });
  },
};

/**
 * Retrofit & Salvage, Inc. in the drafting variant: the BoW notes replace
 * "take the cards the other players discard at round end" by drawing, from
 * one's own pile, as many cards as they discarded (discards stay in their
 * owners' piles). Called once every seat has made its hand-limit discard.
 * RULE-AMBIGUITY: the draws come after the owner's own hand-limit discard, as
 * the taken cards would in the standard game, so the owner may start the next
 * round above the limit.
 */
export function salvageDraws(ctx: Ctx): void {
  const { s } = ctx;
  s.players.forEach((p, seat) => {
    if (!p.tableau.some((c) => hasCardFlag(s, c, 'TAKE_DISCARDS'))) return;
    const n = s.players.reduce((sum, q, other) => (other === seat ? sum : sum + q.endDiscard), 0);
    if (n > 0) drawToHand(ctx, seat, n, 'Retrofit & Salvage');
  });
}

/**
 * The draft as `viewer` may see it: its own pack, picks and secret pick; for
 * every seat only counts, whether it has picked this step, and (after the
 * draft) the sizes of its piles. Never any pile's contents or order, except
 * to the omniscient viewer.
 */
/** One seat's part of the draft view: its own pack and picks, only counts for the others. */
export type DraftSeatView = {
  seat: number;
  packCount: number;
  pickCount: number;
  /** This step: has the seat picked (null outside the draft). */
  picked: boolean | null;
  pack: number[] | null;
  picks: number[] | null;
  pending: number | null;
  /** After the draft: the sizes of the seat's own piles (their contents for the omniscient view only). */
  drawPileCount: number | null;
  discardCount: number | null;
  drawPile: number[] | null;
  discard: number[] | null;
};

export type DraftView = {
  round: number;
  rounds: number;
  over: boolean;
  packSize: number | null;
  direction: PassDirection | null;
  removedCount: number;
  removed: number[] | null;
  seats: DraftSeatView[];
};

export function draftView(s: RftgState, viewer: Viewer): DraftView {
  const d = s.draft!;
  const all = viewer.kind === 'omniscient';
  const drafting = d.piles === null;
  return {
    round: Math.min(d.round, d.packSizes.length - 1) + 1,
    rounds: d.packSizes.length,
    over: !drafting,
    packSize: drafting ? d.packSizes[d.round] : null,
    direction: drafting ? passDirection(d.round) : null,
    removedCount: d.removed.length,
    removed: all ? [...d.removed] : null,
    seats: s.players.map((p, seat): DraftSeatView => {
      const mine = all || (viewer.kind === 'seat' && viewer.seat === seat);
      const piles = d.piles?.[seat];
      return {
        seat,
        packCount: d.packs[seat]?.length ?? 0,
        pickCount: d.picks[seat]?.length ?? 0,
        picked: drafting && s.stage === 'draft' ? p.ask === null : null,
        pack: mine && drafting ? [...d.packs[seat]] : null,
        picks: mine && drafting ? [...d.picks[seat]] : null,
        pending: mine && drafting ? d.pending[seat] : null,
        drawPileCount: piles ? piles.draw.length : null,
        discardCount: piles ? piles.discard.length : null,
        drawPile: all && piles ? [...piles.draw] : null,
        discard: all && piles ? [...piles.discard] : null,
      };
    }),
  };
}
