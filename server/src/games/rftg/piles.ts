/**
 * Moving cards between the draw pile, the discard pile, hands and goods, and
 * VP chips out of the pool. Every draw goes through `drawOne`, so scripted
 * draws and reshuffles behave the same for every reason a card is drawn.
 */
import { GameError } from '../../engine';
// Straight from its module: every draw, where the index's re-export getter showed in profiles.
import { randInt } from '../../engine/rng';
import { cardName } from './cardinfo';
import { checkGoalLoss } from './goals';
import type { Ctx, PlayerState, RftgState } from './state';

/**
 * Takes out the item at `i`, keeping the others' order. `splice` moves the rest of the pile natively, about
 * twice as fast as a loop over a draw pile of ~150 cards (every draw), though it returns an array.
 */
function removeAt(pile: number[], i: number): number {
  const item = pile[i];
  pile.splice(i, 1);
  return item;
}

function insertSorted(pile: number[], card: number): void {
  let lo = 0;
  let hi = pile.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pile[mid] < card) lo = mid + 1;
    else hi = mid;
  }
  pile.splice(lo, 0, card);
}

/**
 * The piles a seat draws from and discards to: the shared ones, or in the
 * drafting variant, once the draft is over, the seat's own (its drafted cards).
 */
interface Piles {
  draw: number[];
  discard: number[];
  /** Set for a seat's own piles. */
  seat?: number;
}

function pilesOf(s: RftgState, seat: number): Piles {
  const own = s.draft?.piles;
  return own ? { ...own[seat], seat } : { draw: s.drawPile, discard: s.discard };
}

/**
 * Where `seat`'s discards go. In the drafting variant every player has a
 * discard pile of their own (the BoW notes send a world destroyed by Imperium
 * Planet Buster, with its goods, to its former owner's discard pile), so a
 * discard goes to the pile of the player whose card it was: the hand's owner,
 * the world's owner for goods and tableau cards, the flipper for flipped cards.
 * RULE-AMBIGUITY: a world taken over belongs to the attacker from then on, so
 * it and its goods end in the attacker's discard pile, not in the pile of the
 * player who drafted them.
 */
export function discardPileOf(s: RftgState, seat: number): number[] {
  return pilesOf(s, seat).discard;
}

function reshuffle(ctx: Ctx, piles: Piles): void {
  if (piles.discard.length === 0) return;
  const moved = piles.discard.splice(0);
  for (const c of moved) insertSorted(piles.draw, c);
  if (piles.seat === undefined) {
    ctx.ev.push({ type: 'reshuffle', text: `The discard pile (${moved.length} cards) is reshuffled into the draw pile.`, data: { count: moved.length } });
  } else {
    const name = ctx.s.players[piles.seat].name;
    ctx.ev.push({
      type: 'reshuffle',
      text: `${name}'s discard pile (${moved.length} cards) is reshuffled into ${name}'s draw pile.`,
      data: { count: moved.length, seat: piles.seat },
    });
  }
}

/**
 * Takes one card out of the draw pile for `seat` (who receives it, or whose
 * power flips it), or null when both piles are empty.
 * The draw pile is an unordered set, as in the reference engine: a draw picks
 * uniformly among its cards (or the next scripted card). As in that engine,
 * the discard pile is reshuffled in as soon as the pile runs empty, before the
 * drawn card lands anywhere, so the drawn card never joins that reshuffle.
 * In the drafting variant the piles are the seat's own: a player never draws
 * from another's cards, even when both of their own piles are empty.
 * RULE-AMBIGUITY: the seed only says the drafted cards become each player's
 * own supply and names Retrofit & Salvage's draws "from one's own supply"; we
 * read every draw made for a player that way: cards to hand, goods (windfall
 * and produced), Search and Gambling World flips, the Prestige Leader's card.
 * Every draw in this game is made for the seat that gets or flips the card,
 * so no power draws from another player's pile.
 */
export function drawOne(ctx: Ctx, seat: number): number | null {
  const { s } = ctx;
  const piles = pilesOf(s, seat);
  if (piles.draw.length === 0) reshuffle(ctx, piles);
  if (piles.draw.length === 0) {
    ctx.ev.push({
      type: 'draw-failed',
      text: piles.seat === undefined ? 'No card left to draw.' : `${s.players[seat].name} has no card left to draw.`,
      data: piles.seat === undefined ? undefined : { seat },
    });
    return null;
  }
  let idx: number;
  const seatScript = s.seatScripts[seat];
  if (seatScript && seatScript.length > 0) {
    const want = seatScript.shift()!;
    idx = piles.draw.indexOf(want);
    if (idx < 0) {
      const d = piles.discard.indexOf(want);
      if (d < 0) throw new GameError('INTERNAL', `scripted draw ${want} for seat ${seat} is in neither pile`);
      // Interleaving moved a reshuffle: take the card where it is (see RftgOptions.drawsBySeat).
      piles.discard.splice(d, 1);
      return want;
    }
  } else if (s.script.length > 0) {
    const want = s.script.shift()!;
    idx = piles.draw.indexOf(want);
    if (idx < 0) throw new GameError('INTERNAL', `scripted draw ${want} is not in the draw pile`);
  } else {
    idx = randInt(s.rng, piles.draw.length);
  }
  const card = removeAt(piles.draw, idx);
  if (piles.draw.length === 0) reshuffle(ctx, piles);
  return card;
}

/** Draws `n` cards into a hand; the cards are told only to their owner. Returns the cards drawn. */
export function drawToHand(ctx: Ctx, seat: number, n: number, reason: string): number[] {
  const p = ctx.s.players[seat];
  const got: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawOne(ctx, seat);
    if (c === null) break;
    p.hand.push(c);
    got.push(c);
  }
  if (got.length > 0) {
    ctx.ev.push({
      type: 'draw',
      text: `${p.name} draws ${got.length} card${got.length === 1 ? '' : 's'} (${reason}).`,
      data: { seat, count: got.length, reason },
    });
    ctx.ev.push({ type: 'drew-cards', data: { seat, cards: got, reason }, audience: [seat] });
  }
  return got;
}

/** Puts a face-down good on a world. The good's identity is never announced. */
export function addGood(ctx: Ctx, seat: number, world: number): boolean {
  const c = drawOne(ctx, seat);
  if (c === null) return false;
  const p = ctx.s.players[seat];
  (p.goods[world] ??= []).push(c);
  ctx.ev.push({ type: 'good', text: `${p.name} places a good on ${cardName(ctx.s, world)}.`, data: { seat, world } });
  return true;
}

export function goodCount(p: PlayerState, world: number): number {
  return p.goods[world]?.length ?? 0;
}

/** Removes one good from a world to the discard pile. */
export function removeGood(ctx: Ctx, seat: number, world: number): void {
  const p = ctx.s.players[seat];
  const list = p.goods[world];
  if (!list || list.length === 0) throw new GameError('INTERNAL', `no good on ${world}`);
  discardPileOf(ctx.s, seat).push(list.shift()!);
  if (list.length === 0) delete p.goods[world];
}

/** Hand cards to the discard pile; `cards` must all be in the hand. */
export function discardFromHand(ctx: Ctx, seat: number, cards: number[], why: string): void {
  const p = ctx.s.players[seat];
  for (const c of cards) {
    const i = p.hand.indexOf(c);
    if (i < 0) throw new GameError('INTERNAL', `card ${c} not in hand of seat ${seat}`);
    p.hand.splice(i, 1);
    discardPileOf(ctx.s, seat).push(c);
  }
  if (cards.length > 0) {
    ctx.ev.push({
      type: 'discard',
      text: `${p.name} discards ${cards.length} card${cards.length === 1 ? '' : 's'} (${why}).`,
      data: { seat, count: cards.length, reason: why },
    });
  }
}

/** A tableau card (Colony Ship, New Military Tactics) discarded to use its power; its goods go with it. */
export function discardFromTableau(ctx: Ctx, seat: number, card: number, recheck = true): void {
  const p = ctx.s.players[seat];
  p.tableau = p.tableau.filter((c) => c !== card);
  const pile = discardPileOf(ctx.s, seat);
  pile.push(card);
  for (const g of p.goods[card] ?? []) pile.push(g);
  delete p.goods[card];
  // BoW: cards saved under a world leave with it.
  for (const c of p.saved[card] ?? []) pile.push(c);
  delete p.saved[card];
  ctx.ev.push({ type: 'discard-tableau', text: `${p.name} discards ${cardName(ctx.s, card)} from the tableau.`, data: { seat, card } });
  // A most goal can be lost on the spot (the reference engine re-checks Greatest Infrastructure here), except
  // for a card discarded by a takeover declaration, which the reference engine does not re-check: then the
  // goal waits for its next check, after a Develop phase (`recheck` false).
  if (recheck) checkGoalLoss(ctx, seat, 'MOST_DEVEL');
}

/** VP chips from the pool; the pool may go negative (chips keep coming in the last round). */
export function gainVp(ctx: Ctx, seat: number, n: number, why: string): void {
  if (n <= 0) return;
  const p = ctx.s.players[seat];
  p.vp += n;
  ctx.s.vpPool -= n;
  ctx.ev.push({ type: 'vp', text: `${p.name} gains ${n} VP (${why}).`, data: { seat, vp: n } });
}
