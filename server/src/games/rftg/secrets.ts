/**
 * What Race for the Galaxy hides from whom, for the generic leak fuzzer
 * (tools/leak-fuzz/, GameDefinition.hidden).
 *
 * A viewer may know: every tableau card, the cards a Search has flipped, and
 * for a seat its own hand, the cards saved under its worlds, its start world
 * offer and pick, its placement, its draft pack and picks, and whatever its
 * own open question lists. Every other card is hidden: other hands, goods
 * (face down, even to their owner), other seats' saved cards, the draw and
 * discard piles, other draft packs, picks and piles. Hidden choices: other
 * seats' actions before the reveal, placements before the reveal, takeover
 * declarations before they are resolved, the start world pick before all
 * have picked, the draft pick before all have picked. The RNG state is hidden.
 *
 * The shuffle relabels the hidden cards: one random permutation of the hidden
 * card ids, applied wherever a hidden card lies (piles, hands, goods, saved
 * cards, offers, picks, other seats' questions), so every card is still in
 * exactly one place and every location keeps its size. It also re-draws other
 * seats' unrevealed choices among alternatives they could have made and
 * reseeds the RNG. The shuffled state looks the same to the viewer but is
 * not always a sensible game (a relabelled hand may hold a world where a
 * development was chosen): the fuzzer only needs views of it, and skips a
 * move that the shuffled copy refuses.
 *
 * Solitaire (state.solo, being built): the robot's tableau is public, its
 * draw pile hidden; its public flips ('robot-flip', then 'robot-discard')
 * count as reveals. Cards found in no place listed here ('elsewhere') are
 * secrets the shuffle never moves, so a part being built cannot make it
 * duplicate a card.
 */
import { nextU32, shuffle, type HiddenInfo, type Json, type RngState, type Secret, type Viewer } from '../../engine';
import { canBoost, canSearch, legalActionChoices, parseActionChoice } from './actions';
import { deckForLevel } from './data/deck';
import type { Ask } from './questions';
import type { RftgState } from './state';

/** Question kinds and answer shapes whose numbers are not (all) card ids: left alone by the relabelling. */
const NON_CARD_KINDS = new Set(['lucky', 'takeover', 'settle-extra', 'produce-power']);
const NON_CARD_SHAPES = new Set(['int-list-list', 'power-or-null', 'string']);
/** Keys of a question's resume data that hold card ids. */
const CARD_DATA_KEYS = new Set(['card', 'cards', 'world', 'worlds', 'limbo', 'paid', 'flipped', 'drawn']);

/** Whether the numbers of a question's choices are card ids (not power indexes or costs). */
function listsCards(ask: Ask): boolean {
  return !NON_CARD_KINDS.has(ask.kind) && !NON_CARD_SHAPES.has(ask.data.shape);
}

/** The cards a takeover declaration names: the target world, the power's card, a conquering card if any. */
function takeoverCards(t: RftgState['takeovers'][number]): number[] {
  return [t.world, t.power[0], ...(t.conquer ? [t.conquer[0]] : [])];
}

function seatOf(v: Viewer): number | null {
  return v.kind === 'seat' ? v.seat : null;
}

function numbersIn(x: unknown, out: number[] = []): number[] {
  if (typeof x === 'number') out.push(x);
  else if (x && typeof x === 'object') for (const v of Object.values(x)) numbersIn(v, out);
  return out;
}

/** Whether seat `seat`'s chosen actions are still hidden from other seats. */
function actionsHidden(s: RftgState, seat: number): boolean {
  // Psi-Crystal World: while its owner chooses last, everyone else's actions are shown to all.
  const last = (s as { lastChooser?: number | null }).lastChooser;
  return !s.actionsRevealed && !(last !== undefined && last !== null && last !== seat);
}

function placingStep(s: RftgState): boolean {
  return (s.stage === 'develop' || s.stage === 'develop2' || s.stage === 'settle' || s.stage === 'settle2') && s.step === 'place';
}

/** Cards the viewer may know the identity of. */
function knownCards(s: RftgState, v: Viewer): Set<number> {
  const known = new Set<number>();
  const add = (cards: Iterable<number> | null | undefined) => {
    for (const c of cards ?? []) known.add(c);
  };
  for (const p of s.players) add(p.tableau);
  add(s.search?.flipped);
  // Takeover declarations name their cards to everyone once revealed, and to the attacker from the start.
  for (const t of s.takeovers) if (s.step === 'takeover' || t.attacker === seatOf(v)) add(takeoverCards(t));
  // Solitaire: the robot's start world and tableau are on the table.
  if (s.solo) {
    known.add(s.solo.startWorld);
    add(s.solo.tableau);
  }
  const me = seatOf(v);
  if (me !== null) {
    const p = s.players[me];
    add(p.hand);
    for (const cards of Object.values(p.saved ?? {})) add(cards);
    add(p.startOffer);
    add(p.startPick);
    if (p.phase.placing !== null) known.add(p.phase.placing);
    add(p.phase.drawn);
    const d = s.draft;
    if (d) {
      add(d.packs[me]);
      add(d.picks[me]);
      if (d.pending[me] !== null) known.add(d.pending[me]);
      if (d.piles) {
        add(d.piles[me].draw);
        add(d.piles[me].discard);
      }
    }
    // Whatever cards the viewer's own question lists, it sees (Gambling World's flipped cards, say).
    if (p.ask && listsCards(p.ask)) add(numbersIn([p.ask.choices ?? null, p.ask.pick?.from ?? null] as Json));
    for (const b of s.prestigeRoundBonus ?? []) if (b.seat === me && b.card !== null) known.add(b.card);
  }
  return known;
}

/** Every card hidden from the viewer, with where it lies. */
function hiddenLocations(s: RftgState, v: Viewer): Map<number, string> {
  const known = knownCards(s, v);
  const where = new Map<number, string>();
  const put = (cards: Iterable<number> | null | undefined, label: string) => {
    for (const c of cards ?? []) if (!known.has(c) && !where.has(c)) where.set(c, label);
  };
  put(s.drawPile, 'draw pile');
  put(s.discard, 'discard pile');
  s.players.forEach((p, seat) => {
    put(p.hand, `hand of seat ${seat}`);
    for (const [w, cards] of Object.entries(p.goods)) put(cards, `good on ${w} (seat ${seat})`);
    for (const [w, cards] of Object.entries(p.saved ?? {})) put(cards, `saved under ${w} (seat ${seat})`);
    put(p.startOffer, `start offer of seat ${seat}`);
    put(p.startPick, `start pick of seat ${seat}`);
    if (p.ask?.kind === 'keep') put(p.ask.data.limbo, `cards set aside for seat ${seat}`);
  });
  put(s.solo?.pile, 'robot draw pile');
  const d = s.draft;
  if (d) {
    d.packs.forEach((cards, seat) => put(cards, `draft pack of seat ${seat}`));
    d.picks.forEach((cards, seat) => put(cards, `draft picks of seat ${seat}`));
    put(d.removed, 'draft cards removed');
    d.piles?.forEach((pl, seat) => {
      put(pl.draw, `draw pile of seat ${seat}`);
      put(pl.discard, `discard pile of seat ${seat}`);
    });
  }
  // Anything else of the card set that is neither known nor found above (cards of a part being built).
  const n = deckForLevel(s.level).length;
  for (let c = 0; c < n; c++) if (!known.has(c) && !where.has(c)) where.set(c, 'elsewhere');
  return where;
}

function secretsOf(s: RftgState, v: Viewer): Secret[] {
  if (v.kind === 'omniscient') return [];
  const out: Secret[] = [];
  for (const [card, where] of hiddenLocations(s, v)) out.push({ kind: 'card', value: card, where });
  const me = seatOf(v);
  s.players.forEach((p, seat) => {
    if (seat === me) return;
    if (actionsHidden(s, seat) && p.actions)
      out.push({ kind: 'choice', value: [...p.actions, p.boosted ?? null] as Json, where: `actions of seat ${seat}`, seat });
    if (placingStep(s) && p.phase.chosen) out.push({ kind: 'choice', value: p.phase.placing, where: `placement of seat ${seat}`, seat });
    if (s.stage === 'start-choice' && p.startPick) out.push({ kind: 'choice', value: p.startPick, where: `start pick of seat ${seat}`, seat });
    if (s.draft && s.draft.pending[seat] !== null) out.push({ kind: 'choice', value: s.draft.pending[seat], where: `draft pick of seat ${seat}`, seat });
  });
  if (s.step !== 'takeover') {
    for (const t of s.takeovers)
      if (t.attacker !== me) out.push({ kind: 'choice', value: [t.world, ...t.power], where: `takeover declared by seat ${t.attacker}`, seat: t.attacker });
  }
  out.push({ kind: 'rng', value: s.rng, where: 'rng' });
  return out;
}

/**
 * Relabels the card ids of a question, in place: its listed answers when they are cards, and the card
 * fields of its data. Every number becomes a number, so the question keeps its type. A list that is
 * both (Gambling World's flipped cards are its choices and its data) is relabelled once.
 */
function relabelAsk(ask: Ask, map: (c: number) => number): void {
  const done = new Set<object>();
  const relabel = (x: object, key: string, value: unknown): void => {
    if (typeof value === 'number') Reflect.set(x, key, map(value));
    else if (value !== null && typeof value === 'object' && !done.has(value)) {
      done.add(value);
      for (const [k, v] of Object.entries(value)) relabel(value, k, v);
    }
  };
  if (listsCards(ask)) {
    if (ask.choices) relabel(ask, 'choices', ask.choices);
    if (ask.pick) relabel(ask.pick, 'from', ask.pick.from);
  }
  for (const [k, v] of Object.entries(ask.data)) if (CARD_DATA_KEYS.has(k)) relabel(ask.data, k, v);
}

function shuffleFor(s: RftgState, v: Viewer, rng: RngState, keepFuture: boolean, keepRng: boolean): RftgState {
  if (v.kind === 'omniscient') return s;
  const me = seatOf(v);
  const where = hiddenLocations(s, v);
  const future = new Set<number>(keepFuture ? [...s.drawPile, ...(s.draft?.piles ?? []).flatMap((pl) => pl.draw), ...(s.solo?.pile ?? [])] : []);
  // Cards found nowhere known ('elsewhere': the solitaire robot's piles) are left in place, so none is duplicated.
  const domain = [...where].filter(([c, w]) => !future.has(c) && w !== 'elsewhere').map(([c]) => c);
  const image = shuffle(rng, [...domain]);
  const perm = new Map(domain.map((c, i) => [c, image[i]]));
  const map = (c: number) => perm.get(c) ?? c;
  const mapAll = (cards: number[]) => cards.map(map);

  if (!keepFuture) {
    s.drawPile = mapAll(s.drawPile).sort((a, b) => a - b);
    s.discard = shuffle(rng, mapAll(s.discard));
    if (!keepRng) s.rng = [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1];
  } else s.discard = mapAll(s.discard);
  s.script = mapAll(s.script);
  s.seatScripts = s.seatScripts.map(mapAll);
  for (const b of s.prestigeRoundBonus ?? []) if (b.card !== null) b.card = map(b.card);
  s.players.forEach((p, seat) => {
    // The viewer's own cards are fixed points of the permutation; only its goods (face down) change.
    p.hand = mapAll(p.hand);
    for (const w of Object.keys(p.goods)) p.goods[w] = mapAll(p.goods[w]);
    for (const w of Object.keys(p.saved ?? {})) p.saved[w] = mapAll(p.saved[w]);
    if (p.startOffer) p.startOffer = mapAll(p.startOffer);
    if (p.startPick) p.startPick = mapAll(p.startPick);
    if (p.phase.placing !== null) p.phase.placing = map(p.phase.placing);
    p.phase.drawn = mapAll(p.phase.drawn);
    if (seat === me) return;
    if (p.ask) relabelAsk(p.ask, map);
    // Unrevealed choices: another answer the seat could have given.
    if (s.stage === 'action' && actionsHidden(s, seat) && p.actions) {
      // Any answer the seat's action question allowed (searchUsed and prestige only change at the reveal).
      const legal = legalActionChoices(s.options.advanced, canSearch(s, p), canBoost(s, p));
      const parsed = parseActionChoice(legal[nextU32(rng) % legal.length]);
      p.actions = parsed.actions;
      p.boosted = parsed.boosted;
    }
    if (placingStep(s) && p.phase.chosen) {
      const options: (number | null)[] = [...p.hand, null];
      p.phase.placing = options[Math.floor((nextU32(rng) / 2 ** 32) * options.length)];
    }
    if (s.stage === 'start-choice' && p.startPick && p.startOffer && nextU32(rng) % 2 === 0) {
      p.startPick[0] = p.startOffer.find((w) => w !== p.startPick![0]) ?? p.startPick[0];
    }
  });
  if (s.step !== 'takeover') s.takeovers = s.takeovers.filter((t) => t.attacker === me || nextU32(rng) % 2 === 0);
  // A declaration may use a card from the hand (the viewer's known ones are fixed points).
  for (const t of s.takeovers) {
    t.world = map(t.world);
    t.power = [map(t.power[0]), ...t.power.slice(1)];
    if (t.conquer) t.conquer = [map(t.conquer[0]), ...t.conquer.slice(1)];
  }
  if (s.solo && !keepFuture) s.solo.pile = mapAll(s.solo.pile);
  const d = s.draft;
  if (d) {
    d.packs = d.packs.map(mapAll);
    d.picks = d.picks.map(mapAll);
    // Another seat's pick, made but not yet revealed, could have been any card of its pack.
    d.pending = d.pending.map((c, seat) =>
      c === null ? null : seat === me || d.packs[seat].length === 0 ? map(c) : d.packs[seat][nextU32(rng) % d.packs[seat].length],
    );
    d.removed = mapAll(d.removed);
    if (d.piles) d.piles = d.piles.map((pl) => ({ ...pl, draw: keepFuture ? pl.draw : mapAll(pl.draw).sort((a, b) => a - b), discard: mapAll(pl.discard) }));
  }
  return s;
}

export const rftgHidden: HiddenInfo<RftgState> = {
  shuffle: (s, v, rng, { keepFuture, keepRng }) => shuffleFor(s, v, rng, keepFuture, keepRng ?? false),
  secrets: secretsOf,
  // Cards shown to everyone (Search flips, Gambling World's flips and ante) that then go to the discard pile or a hand.
  revealEvents: ['search-flip', 'search-decline', 'lucky', 'ante', 'ante-keep', 'robot-flip', 'robot-discard'],
  cardKeys: ['card', 'cards', 'world', 'worlds', 'replacement', 'flipped', 'kept'],
};
