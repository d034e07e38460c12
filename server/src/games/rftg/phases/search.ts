/**
 * The Brink of War's Search step: before any phase, each player who revealed
 * Search (the prestige/search action card), one after another in turn order,
 * names one of the nine categories of the search sheet, then flips cards from
 * the draw pile one at a time. At the first match they may keep it or go on;
 * having declined, they must keep the next match. The discard pile is
 * reshuffled in when the draw pile runs out (the flipped cards are set aside,
 * so this happens at most once); when both are exhausted the search fails and
 * the player keeps the prestige/search card. The flipped cards are public;
 * those not kept go to the discard pile when that player's search ends.
 *
 * RULE-READING: in the Alien category, Alien Oort Cloud Refinery matches only
 * if the searcher so chooses (BoW rules: the searcher "may choose" to have it
 * match). So it is always offered, even as the match that would have to be
 * kept, and declining it is choosing that it does not match: that never uses
 * up the one decline. The reference engine does the same.
 */
import { GameError } from '../../../engine';
import { chose } from '../actions';
import { cardName, goodOf } from '../cardinfo';
import { CARD_DESIGNS } from '../data/cards';
import { deckForLevel } from '../data/deck';
import { EXPANSION_LEVELS, type CardDesign } from '../data/types';
import { discardPileOf, drawOne } from '../piles';
import { choiceAsk } from '../prompts';
import type { Ctx, RftgState } from '../state';
import type { PhaseModule } from './common';

/** The nine categories, in the search sheet's (and the reference engine's) order; TAKEOVER only with takeovers on. */
export const SEARCH_CATEGORIES = [
  'DEV_MILITARY',
  'MILITARY_WINDFALL',
  'PEACEFUL_WINDFALL',
  'CHROMO_WORLD',
  'ALIEN_WORLD',
  'CONSUME_TWO',
  'MILITARY_5',
  '6_DEV',
  'TAKEOVER',
] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export const SEARCH_CATEGORY_TEXT: Record<SearchCategory, string> = {
  DEV_MILITARY: 'a development giving +1 or +2 Military',
  MILITARY_WINDFALL: 'a military windfall world of defence 1 or 2',
  PEACEFUL_WINDFALL: 'a non-military windfall world of cost 1 or 2',
  CHROMO_WORLD: 'a world with the chromosome symbol',
  ALIEN_WORLD: 'a world with (or producing) Alien goods',
  CONSUME_TWO: 'a card with a Consume power consuming two or more goods',
  MILITARY_5: 'a military world of defence 5 or more',
  '6_DEV': 'a 6-cost development',
  TAKEOVER: 'a card with a takeover (or takeover defence) power',
};

/** The category of this name (a search-category answer, or the one chosen in SearchState). */
function categoryNamed(name: string | null): SearchCategory {
  const cat = SEARCH_CATEGORIES.find((c) => c === name);
  if (cat === undefined) throw new GameError('INTERNAL', `no search category ${String(name)}`);
  return cat;
}

export function searchCategories(s: RftgState): SearchCategory[] {
  return SEARCH_CATEGORIES.filter((c) => c !== 'TAKEOVER' || s.options.takeovers);
}

const CONSUME_KINDS = ['CONSUME_ANY', 'CONSUME_NOVELTY', 'CONSUME_RARE', 'CONSUME_GENE', 'CONSUME_ALIEN'];
const TAKEOVER_FLAGS = ['TAKEOVER_REBEL', 'TAKEOVER_IMPERIUM', 'TAKEOVER_MILITARY', 'TAKEOVER_PRESTIGE', 'TAKEOVER_DEFENSE', 'PREVENT_TAKEOVER'];

/** Does a card design match a search category? */
export function designMatches(d: CardDesign, cat: SearchCategory): boolean {
  const world = d.kind === 'world';
  const military = d.flags.includes('MILITARY');
  const windfall = d.flags.includes('WINDFALL');
  const has = (o: CardDesign['powers'][number], names: string[]) => (o.flags as readonly string[]).some((f) => names.includes(f));
  switch (cat) {
    case 'DEV_MILITARY':
      // "Ignore any temporary or specialized Military on these cards": only a plain +1/+2 counts.
      return !world && d.powers.some((o) => o.phase === 3 && o.flags.length === 1 && o.flags[0] === 'EXTRA_MILITARY' && (o.value === 1 || o.value === 2));
    case 'MILITARY_WINDFALL':
      return world && windfall && military && d.cost >= 1 && d.cost <= 2;
    case 'PEACEFUL_WINDFALL':
      return world && windfall && !military && d.cost >= 1 && d.cost <= 2;
    case 'CHROMO_WORLD':
      return world && d.flags.includes('CHROMO');
    case 'ALIEN_WORLD':
      return d.kind === 'world' && (d.good === 'alien' || d.good === 'any');
    case 'CONSUME_TWO':
      return d.powers.some(
        (o) =>
          o.phase === 4 && (((o.times > 1 || has(o, ['CONSUME_TWO'])) && has(o, CONSUME_KINDS)) || has(o, ['CONSUME_ALL', 'CONSUME_3_DIFF', 'CONSUME_N_DIFF'])),
      );
    case 'MILITARY_5':
      return world && military && d.cost >= 5;
    case '6_DEV':
      return !world && d.cost === 6 && d.bonuses.length > 0;
    case 'TAKEOVER':
      return d.powers.some((o) => o.phase === 3 && has(o, TAKEOVER_FLAGS));
  }
}

export function searchMatches(s: RftgState, card: number, cat: SearchCategory): boolean {
  return MATCHES[s.level].get(cat)?.[card] ?? false;
}

/**
 * Whether each physical card of a level matches each category (MATCHES[level].get(category)[card]), worked
 * out once at load: a search may flip much of the deck.
 */
const MATCHES = EXPANSION_LEVELS.map((level) => {
  const designs = deckForLevel(level).map((d) => CARD_DESIGNS[d]);
  return new Map(SEARCH_CATEGORIES.map((cat) => [cat, designs.map((d) => designMatches(d, cat))]));
});

/** Alien Oort Cloud Refinery (a world of every kind) matches the Alien category only if the searcher wants it to. */
function optionalMatch(s: RftgState, card: number, cat: SearchCategory): boolean {
  return cat === 'ALIEN_WORLD' && goodOf(s, card) === 'any';
}

/** Opens the next searcher's category question, or ends the step. */
function nextSearcher(ctx: Ctx): void {
  const { s } = ctx;
  const st = s.search!;
  const seat = st.queue.shift();
  if (seat === undefined) return;
  st.seat = seat;
  st.category = null;
  st.flipped = [];
  st.declined = false;
  const cats = searchCategories(s);
  s.players[seat].ask = choiceAsk('search-category', 'Search: choose a category', [...cats], { shape: 'string' });
}

/** The searcher's search is over: flipped cards not kept go to the discard pile. */
function endSearch(ctx: Ctx): void {
  const { s } = ctx;
  const st = s.search!;
  discardPileOf(s, st.seat!).push(...st.flipped);
  st.flipped = [];
  st.seat = null;
  st.category = null;
  nextSearcher(ctx);
}

function keep(ctx: Ctx, seat: number, card: number): void {
  const { s } = ctx;
  const st = s.search!;
  st.flipped.splice(st.flipped.indexOf(card), 1);
  const p = s.players[seat];
  p.hand.push(card);
  ctx.ev.push({ type: 'search-keep', text: `${p.name} takes the matching card into hand.`, data: { seat } });
  ctx.ev.push({ type: 'search-kept', data: { seat, card }, audience: [seat] });
  endSearch(ctx);
}

/** Flips until a match (asking or keeping) or until the piles run out. */
function flip(ctx: Ctx): void {
  const { s } = ctx;
  const st = s.search!;
  const seat = st.seat!;
  const p = s.players[seat];
  const cat = categoryNamed(st.category);
  for (;;) {
    const card = drawOne(ctx, seat);
    if (card === null) {
      // Failure: the prestige/search action card returns to its owner.
      p.searchUsed = false;
      ctx.ev.push({ type: 'search-failed', text: `Search fails for ${p.name}; the prestige/search card is kept.`, data: { seat } });
      endSearch(ctx);
      return;
    }
    st.flipped.push(card);
    const match = searchMatches(s, card, cat);
    ctx.ev.push({ type: 'search-flip', text: `${p.name} reveals ${cardName(s, card)}${match ? ' (match)' : ''}.`, data: { seat, card, match } });
    if (!match) continue;
    if (st.declined && !optionalMatch(s, card, cat)) {
      keep(ctx, seat, card);
      return;
    }
    p.ask = choiceAsk('search-keep', `Search: keep ${cardName(s, card)}? (if not, the next match must be kept)`, ['keep', 'decline'], {
      card,
      shape: 'string',
    });
    return;
  }
}

export const search: PhaseModule = {
  start(ctx) {
    const { s } = ctx;
    s.search = { queue: s.order.filter((seat) => chose(s.players[seat], 'SEARCH')), seat: null, category: null, flipped: [], declined: false };
    nextSearcher(ctx);
  },
  onQuiet(ctx) {
    const st = ctx.s.search;
    if (st && (st.seat !== null || st.queue.length > 0)) return false;
    ctx.s.search = null;
    return true;
  },
  handlers: {
    'search-category'(ctx, seat, move) {
      const st = ctx.s.search!;
      st.category = move;
      ctx.s.players[seat].ask = null;
      ctx.ev.push({
        type: 'search-category',
        text: `${ctx.s.players[seat].name} searches for ${SEARCH_CATEGORY_TEXT[categoryNamed(move)]}.`,
        data: { seat, category: move },
      });
      flip(ctx);
    },
    'search-keep'(ctx, seat, move, ask) {
      const st = ctx.s.search!;
      ctx.s.players[seat].ask = null;
      const { card } = ask.data;
      if (move === 'keep') {
        keep(ctx, seat, card);
        return;
      }
      if (!optionalMatch(ctx.s, card, categoryNamed(st.category))) st.declined = true;
      ctx.ev.push({ type: 'search-decline', text: `${ctx.s.players[seat].name} declines ${cardName(ctx.s, card)}.`, data: { seat, card } });
      flip(ctx);
    },
  },
};
