/**
 * What Terraforming Mars hides from whom, for the generic leak fuzzer
 * (engine/leak-fuzz.ts, GameDefinition.hidden). A viewer may know every card
 * in play and in event piles, the solo setup's revealed cards, and for a
 * seat its own hand, dealt corporations, offer, pack, pick, purchases,
 * looked-at cards and the card it is paying for. Hidden: everything else of
 * the deck's cards (other hands and offers, packs, the deck, the discard
 * pile, a card another seat is paying for), other seats' dealt corporations
 * and unrevealed choices (corporation, cards bought, draft pick), the RNG.
 *
 * Against MarsBot (MB-59) the viewer may also know MarsBot's played pile,
 * bonus discard pile and destroyed cards, and the stack it holds in the draft
 * once the player has seen it (from the second pick on); hidden are its action
 * deck (which cards, which bonus card, in which order), the bonus deck and
 * its order, its draft stack before the player has seen it and the cards it
 * kept (its random picks, the one it discards).
 *
 * The shuffle relabels the hidden cards and corporations (one random
 * permutation, applied to every string of the state that names one, open
 * questions and queued work included), so every card stays in exactly one
 * place, and likewise the hidden bonus cards among themselves; it re-draws
 * other seats' unrevealed choices among those they could have made, re-deals
 * the order of the deck, the discard pile and MarsBot's action and bonus
 * decks (all kept with `keepFuture`) and reseeds the RNG.
 */
import { nextU32, shuffle, type HiddenInfo, type Json, type RngState, type Secret, type Viewer } from '../../engine';
import { corporationDeck, projectDeck } from './data';
import { REVEAL_EVENT } from './hooks/search-for-life';
import { REVEAL_SETUP_EVENT } from './solo';
import { isBonusCard } from './marsbot/cards';
import { FLIP_EVENT } from './marsbot/terraform';
import { BONUS_CARD_EVENT } from './marsbot/bonus';
import type { TmState } from './state';

function seatOf(v: Viewer): number | null {
  return v.kind === 'seat' ? v.seat : null;
}

/** Cards being played (paid for) by a seat: in no hand and not yet in play. */
function cardsInPlayTasks(s: TmState): { seat: number; card: string }[] {
  return s.stack.flatMap((t) => (t.t === 'play' ? [{ seat: t.seat, card: t.card }] : []));
}

function knownCards(s: TmState, me: number | null): Set<string> {
  const known = new Set<string>();
  for (const p of s.players) {
    for (const c of p.played) known.add(c.id);
    for (const c of p.events) known.add(c);
  }
  // The solo setup's 4 cards were shown to everyone (then discarded) and stay in the view.
  for (const c of s.solo?.revealed ?? []) known.add(c);
  if (s.marsbot) {
    for (const c of s.marsbot.played) known.add(c);
    if (s.marsbot.resolving !== null) known.add(s.marsbot.resolving);
    if (me !== null && s.marsbot.stackSeen) for (const c of s.marsbot.stack) known.add(c);
  }
  if (me !== null) {
    const p = s.players[me];
    for (const list of [p.hand, p.offer, p.pack, p.looking]) for (const c of list) known.add(c);
    for (const t of cardsInPlayTasks(s)) if (t.seat === me) known.add(t.card);
  }
  return known;
}

/** Every hidden project card with where it lies. */
function hiddenCards(s: TmState, me: number | null): Map<string, string> {
  const known = knownCards(s, me);
  const where = new Map<string, string>();
  const put = (cards: readonly string[], label: string) => {
    for (const c of cards) if (!known.has(c) && !where.has(c)) where.set(c, label);
  };
  put(s.deck, 'deck');
  put(s.discard, 'discard pile');
  s.players.forEach((p, seat) => {
    put(p.hand, `hand of seat ${seat}`);
    put(p.offer, `offer of seat ${seat}`);
    put(p.pack, `draft pack of seat ${seat}`);
    put(p.looking, `cards seat ${seat} looks at`);
  });
  for (const t of cardsInPlayTasks(s)) put([t.card], `card seat ${t.seat} is paying for`);
  if (s.marsbot) {
    put(
      s.marsbot.actionDeck.filter((c) => !isBonusCard(c)),
      'MarsBot action deck',
    );
    put(s.marsbot.stack, 'MarsBot draft stack');
    put(s.marsbot.kept, 'MarsBot drafted cards');
  }
  for (const c of projectDeck(s.options.corporateEra)) if (!known.has(c) && !where.has(c)) where.set(c, 'elsewhere');
  return where;
}

/** MarsBot's face-down bonus cards: its bonus deck and the one shuffled into its action deck. */
function hiddenBonusCards(s: TmState): Map<string, string> {
  const where = new Map<string, string>();
  if (!s.marsbot) return where;
  for (const c of s.marsbot.bonusDeck) where.set(c, 'MarsBot bonus deck');
  for (const c of s.marsbot.actionDeck) if (isBonusCard(c)) where.set(c, 'MarsBot action deck');
  return where;
}

function hiddenCorporations(s: TmState, me: number | null): string[] {
  const seen = new Set<string>();
  for (const p of s.players) if (p.corp) seen.add(p.corp);
  if (me !== null) for (const c of [...s.players[me].dealt, ...(s.players[me].chosenCorp ? [s.players[me].chosenCorp] : [])]) seen.add(c);
  return corporationDeck(s.options.corporateEra).filter((c) => !seen.has(c));
}

function secretsOf(s: TmState, v: Viewer): Secret[] {
  if (v.kind === 'omniscient') return [];
  const me = seatOf(v);
  const out: Secret[] = [];
  for (const [card, where] of hiddenCards(s, me)) out.push({ kind: 'card', value: card, where });
  for (const [card, where] of hiddenBonusCards(s)) out.push({ kind: 'card', value: card, where });
  s.players.forEach((p, seat) => {
    if (seat === me) return;
    for (const c of p.dealt) out.push({ kind: 'card', value: c, where: `corporations dealt to seat ${seat}`, seat });
    if (p.chosenCorp) out.push({ kind: 'choice', value: p.chosenCorp, where: `corporation of seat ${seat}`, seat });
    if (p.bought) out.push({ kind: 'choice', value: [...p.bought], where: `cards bought by seat ${seat}`, seat });
    if (p.pick) out.push({ kind: 'choice', value: p.pick, where: `draft pick of seat ${seat}`, seat });
  });
  out.push({ kind: 'rng', value: s.rng, where: 'rng' });
  return out;
}

function mapStrings<T>(x: T, map: (id: string) => string): T {
  if (typeof x === 'string') return map(x) as T;
  if (Array.isArray(x)) return x.map((y) => mapStrings(y, map)) as T;
  if (x && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) out[k] = mapStrings(v, map);
    return out as T;
  }
  return x;
}

function pickRandom<T>(rng: RngState, list: readonly T[]): T {
  return list[nextU32(rng) % list.length];
}

function shuffleFor(s: TmState, v: Viewer, rng: RngState, keepFuture: boolean, keepRng: boolean): TmState {
  if (v.kind === 'omniscient') return s;
  const me = seatOf(v);
  const future = new Set(keepFuture ? [...s.deck, ...s.script, ...(s.marsbot?.actionDeck ?? [])] : []);
  const cards = [...hiddenCards(s, me)].filter(([c, w]) => !future.has(c) && w !== 'elsewhere').map(([c]) => c);
  const corps = hiddenCorporations(s, me);
  const perm = new Map<string, string>();
  const imageCards = shuffle(rng, [...cards]);
  cards.forEach((c, i) => perm.set(c, imageCards[i]));
  const imageCorps = shuffle(rng, [...corps]);
  corps.forEach((c, i) => perm.set(c, imageCorps[i]));
  // The bonus cards face down, unless they are all the future (the action deck and the bonus deck kept).
  if (!keepFuture) {
    const bonus = [...hiddenBonusCards(s).keys()];
    const imageBonus = shuffle(rng, [...bonus]);
    bonus.forEach((c, i) => perm.set(c, imageBonus[i]));
  }
  const map = (id: string) => perm.get(id) ?? id;

  const rest = mapStrings({ ...s, undo: null }, map);
  const out: TmState = { ...rest, options: s.options, rng: s.rng, undo: s.undo === null ? null : JSON.stringify(mapStrings(JSON.parse(s.undo) as Json, map)) };
  if (!keepFuture) {
    out.deck = shuffle(rng, out.deck);
    out.discard = shuffle(rng, out.discard);
    if (out.marsbot) {
      out.marsbot.actionDeck = shuffle(rng, out.marsbot.actionDeck);
      out.marsbot.bonusDeck = shuffle(rng, out.marsbot.bonusDeck);
      out.marsbot.kept = shuffle(rng, out.marsbot.kept);
      if (!out.marsbot.stackSeen || me === null) out.marsbot.stack = shuffle(rng, out.marsbot.stack);
    }
    if (!keepRng) out.rng = [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1];
  }
  out.players.forEach((p, seat) => {
    if (seat === me) return;
    // Unrevealed choices: another answer the seat could have given.
    if (p.chosenCorp && p.dealt.length > 0) p.chosenCorp = pickRandom(rng, p.dealt);
    if (p.bought && s.phase !== 'setup') p.bought = p.offer.filter(() => nextU32(rng) % 2 === 0).slice(0, p.bought.length);
    if (p.pick && p.pack.length > 0) p.pick = pickRandom(rng, p.pack);
  });
  return out;
}

export const tmHidden: HiddenInfo<TmState> = {
  shuffle: (s, v, rng, { keepFuture, keepRng }) => shuffleFor(s, v, rng, keepFuture, keepRng ?? false),
  secrets: secretsOf,
  // Search For Life's flip, the solo setup's cards, MarsBot's tie-break flips: shown to everyone, then discarded;
  // MarsBot's bonus cards: flipped face up, and maybe shuffled face down again within the same move.
  revealEvents: [REVEAL_EVENT, REVEAL_SETUP_EVENT, FLIP_EVENT, BONUS_CARD_EVENT],
  cardKeys: ['card', 'cards'],
};
