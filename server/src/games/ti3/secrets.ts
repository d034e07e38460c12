/**
 * What TI3 hides from whom, for the leak fuzzer (GameDefinition.hidden). Hidden from a seat: other seats'
 * action cards, secret objectives and galaxy-tile hands; from everyone: the action deck, the public
 * objective deck (identity and order; its stage I / stage II split is public), the unused secret
 * objectives, the political deck order (except cards the seat placed itself), removed tiles and the
 * 5-player face-down tile, the RNG.
 *
 * What a seat has seen stays fixed in its worlds: cards of another hand it has seen (knowledge.ts: Disclosure,
 * Successful Spy, a Yssaril look, a Hacan trade; while they stay in that hand); political cards whose place it knows (`politicalKnown`: it put them there,
 * or it searched the deck with Determine Policy — until the deck is next shuffled).
 *
 * The shuffle re-deals those: action cards among the hidden places (hand sizes kept), secrets among other
 * seats and the unused ones, tiles among other hands, the removed tiles and the face-down tile, the
 * objective deck's stage I and stage II parts each from their hidden pools (Imperium Rex stays in the
 * stage II part); with `keepFuture` the decks stay as they are. A seat's seen action cards are not re-dealt
 * in its worlds, nor is the content of a deck it searched (Synchronicity); cards it knows in a hand are not its secrets.
 */
import { nextU32, shuffle, type HiddenInfo, type RngState, type Secret, type Viewer } from '../../engine';
import { IMPERIUM_REX, OBJECTIVES, objective } from './data';
import { knownInHand, knowsDeck, namedInQuestions, searchingDeck } from './knowledge';
import type { Ti3State } from './state';

const me = (v: Viewer): number | null => (v.kind === 'seat' ? v.seat : null);

/** Re-deals `lists` (arrays of ids, mutated in place) with one random permutation of their contents, sizes kept. */
function redeal(rng: RngState, lists: string[][]): void {
  const pool = shuffle(rng, lists.flat());
  let i = 0;
  for (const list of lists) for (let k = 0; k < list.length; k++) list[k] = pool[i++];
}

function hiddenPublicObjectives(s: Ti3State, stage: 'I' | 'II'): string[] {
  return OBJECTIVES.filter((o) => o.stage === stage && o.name !== IMPERIUM_REX && !s.revealed.includes(o.name)).map((o) => o.name);
}

/**
 * Action cards: other hands, and the deck unless the future is kept, except what the seat has seen
 * (knowledge.ts): cards it knows in a hand stay there, and so do those an open question names (a Hacan offer's);
 * a deck it searched keeps its contents (its order is
 * shuffled unless the future is kept).
 */
function redealActionCards(s: Ti3State, seat: number | null, rng: RngState, keepFuture: boolean): void {
  const others = s.players.map((_, k) => k).filter((k) => k !== seat);
  const known = others.map((k) => [...(seat === null ? [] : knownInHand(s, seat, k)), ...namedInQuestions(s, k)]);
  const free = others.map((k, i) => s.players[k].hand.filter((c) => !known[i].includes(c)));
  const deckKnown = seat !== null && knowsDeck(s, seat);
  redeal(rng, [...free, ...(keepFuture || deckKnown ? [] : [s.actionDeck])]);
  others.forEach((k, i) => (s.players[k].hand = s.players[k].hand.map((c) => (known[i].includes(c) ? c : free[i].shift()!))));
  if (deckKnown && !keepFuture) shuffle(rng, s.actionDeck);
}

function shuffleFor(s: Ti3State, v: Viewer, rng: RngState, keepFuture: boolean, keepRng: boolean): Ti3State {
  if (v.kind === 'omniscient') return s;
  const seat = me(v);
  const others = s.players.filter((_, k) => k !== seat);
  redealActionCards(s, seat, rng, keepFuture);
  if (!keepFuture) {
    // Secrets: other seats' unclaimed ones and the unused ones.
    const holders = others.filter((p) => p.secret !== null);
    const secrets = [holders.map((p) => p.secret!), s.unusedSecrets];
    redeal(rng, secrets);
    holders.forEach((p, i) => (p.secret = secrets[0][i]));
    // The public objective deck: each stage's part from its hidden pool.
    const stage1 = s.objectiveDeck.filter((o) => objective(o).stage === 'I').length;
    const stage2 = s.objectiveDeck.filter((o) => objective(o).stage === 'II').length;
    const i1 = shuffle(rng, hiddenPublicObjectives(s, 'I')).slice(0, stage1);
    const i2 = shuffle(rng, [...shuffle(rng, hiddenPublicObjectives(s, 'II')).slice(0, stage2 - 1), IMPERIUM_REX]);
    s.objectiveDeck = [...i1, ...i2];
    // The political deck, except the cards this seat knows the place of.
    const known = new Set(seat === null ? [] : (s.politicalKnown[seat] ?? []));
    const free = s.politicalDeck.filter((c) => !known.has(c));
    shuffle(rng, free);
    s.politicalDeck = s.politicalDeck.map((c) => (known.has(c) ? c : free.shift()!));
  }
  // Galaxy tiles: other hands, removed tiles, the face-down tile (in hand or on the board).
  const faceDown = s.faceDown !== null ? [s.galaxy[s.faceDown]] : s.faceDownTile !== null ? [s.faceDownTile] : [];
  const tileLists = [...others.map((p) => p.tiles), s.removedTiles, faceDown];
  redeal(rng, tileLists);
  if (s.faceDown !== null) s.galaxy[s.faceDown] = faceDown[0];
  else if (s.faceDownTile !== null) s.faceDownTile = faceDown[0];
  if (!keepRng) s.rng = [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1];
  return s;
}

function secretsOf(s: Ti3State, v: Viewer): Secret[] {
  if (v.kind === 'omniscient') return [];
  const seat = me(v);
  const out: Secret[] = [];
  s.players.forEach((p, k) => {
    if (k === seat) return;
    const known = seat === null ? [] : knownInHand(s, seat, k);
    for (const c of p.hand) if (!known.includes(c)) out.push({ kind: 'card', value: c, where: `hand of seat ${k}`, seat: k });
    for (const t of p.tiles) out.push({ kind: 'card', value: t, where: `tile hand of seat ${k}`, seat: k });
    if (p.secret) out.push({ kind: 'card', value: p.secret, where: `secret objective of seat ${k}`, seat: k });
  });
  // While the seat searches the deck its cards are shown to it; once searched, the deck is listed again:
  // its order stays hidden, so a draw from it reveals a card.
  if (seat === null || !searchingDeck(s, seat)) for (const c of s.actionDeck) out.push({ kind: 'card', value: c, where: 'action deck' });
  for (const o of s.objectiveDeck) out.push({ kind: 'card', value: o, where: 'objective deck' });
  for (const o of s.unusedSecrets) out.push({ kind: 'card', value: o, where: 'unused secret objectives' });
  for (const t of s.removedTiles) out.push({ kind: 'card', value: t, where: 'removed tiles' });
  if (s.faceDown !== null) out.push({ kind: 'card', value: s.galaxy[s.faceDown], where: 'face-down tile' });
  if (s.faceDownTile !== null) out.push({ kind: 'card', value: s.faceDownTile, where: 'face-down tile' });
  const known = new Set(seat === null ? [] : (s.politicalKnown[seat] ?? []));
  for (const c of s.politicalDeck) if (!known.has(c)) out.push({ kind: 'card', value: c, where: 'political deck' });
  out.push({ kind: 'rng', value: s.rng, where: 'rng' });
  return out;
}

export const ti3Hidden: HiddenInfo<Ti3State> = {
  shuffle: (s, v, rng, { keepFuture, keepRng }) => shuffleFor(s, v, rng, keepFuture, keepRng ?? false),
  secrets: secretsOf,
  revealEvents: ['face-up', 'objective', 'secret-revealed'],
  cardKeys: ['card', 'tile', 'objective'],
};
