/**
 * The strategy phase (rulebook p.9, p.31, p.36): from the Speaker clockwise each player takes one
 * available card; with 3 or 4 players everyone takes two, in two passes in the same order. Initiative may
 * not be taken by whoever held it last round (unless nothing else is left, which only happens with 4).
 * Whoever takes Initiative becomes Speaker at once. Then the Speaker puts a bonus counter on every card
 * nobody took; whoever takes a card with counters turns each into 1 Trade Good or 1 command counter.
 */
import { GameError } from '../../engine';
import { at } from './timing';
import { imperialToll, recipients } from './politics/rules';
import { activeSeats, clockwiseFrom, roundEffect, type Ctx, type Ti3State } from './state';
import { gainTradeGoods } from './gains';
import type { Task } from './tasks';

export const INITIATIVE = 1;
export const IMPERIAL = 8;

export function startStrategyPhase(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'strategy';
  s.round += 1;
  s.available = [1, 2, 3, 4, 5, 6, 7, 8];
  s.diplomacy = [];
  s.cardEffects = s.cardEffects.filter((e) => e.round === undefined || e.round === s.round);
  // Political Stability: its player keeps last round's cards (no longer available) and picks none.
  const stable = (seat: number) => roundEffect(s, 'Political Stability', (e) => e.seat === seat) && !s.players[seat].eliminated;
  s.players.forEach((p, seat) => {
    if (stable(seat)) s.available = s.available.filter((c) => !p.cards.includes(c));
    else p.cards = [];
  });
  for (const p of s.players) {
    p.used = [];
    p.passed = false;
    p.tookLastDock = false;
  }
  const mecatol = s.planets['Mecatol Rex'];
  s.players.forEach((p, seat) => (p.heldMecatolAllRound = mecatol?.owner === seat));
  ctx.ev.push({ type: 'round', data: { round: s.round } });
  at(ctx, 'strategy-start');
  const order = clockwiseFrom(s, s.speaker).filter((seat) => !stable(seat));
  const passes = activeSeats(s).length <= 4 ? 2 : 1;
  const picks: Task[] = [];
  for (let k = 0; k < passes; k++) for (const seat of order) picks.push({ t: 'pick-strategy', seat });
  s.tasks.unshift(...picks, { t: 'strategy-done' });
}

export function pickChoices(s: Ti3State, seat: number): number[] {
  // Strategic Shift: a card nobody may choose this round (it still collects a bonus counter); Public
  // Disgrace: the card this seat had to give back.
  const unshifted = s.available.filter((c) => !roundEffect(s, 'Strategic Shift', (e) => e.strategyCard === c));
  const undisgraced = unshifted.filter((c) => !roundEffect(s, 'Public Disgrace', (e) => e.seat === seat && e.strategyCard === c));
  // RULE-READING (README): the card given back stays barred to him for the rest of the phase, unless it is
  // the only one left for him — with 4 players the 8 cards are all taken, so his last pick may find only it.
  const choosable = undisgraced.length > 0 ? undisgraced : unshifted;
  // Council's Censure: Imperial only for a player who can discard the counters it asks.
  // RULE-READING (README): when Imperial is all that is left, he takes it, discarding what he has.
  const affordable = choosable.filter((c) => c !== IMPERIAL || s.players[seat].strategy >= imperialToll(s, seat));
  const open = affordable.length > 0 ? affordable : choosable;
  const others = open.filter((c) => c !== INITIATIVE);
  return s.players[seat].hadInitiative && others.length > 0 ? others : open;
}

export function pickStrategy(ctx: Ctx, seat: number, card: number): void {
  const s = ctx.s;
  if (!s.available.includes(card)) throw new GameError('ILLEGAL_MOVE', `strategy card ${card} has already been taken`);
  if (!pickChoices(s, seat).includes(card))
    throw new GameError(
      'ILLEGAL_MOVE',
      card === IMPERIAL
        ? "Council's Censure: Imperial costs you 2 Strategy Allocation counters"
        : 'you held Initiative last round: you may not take it twice running',
    );
  const toll = card === IMPERIAL ? Math.min(imperialToll(s, seat), s.players[seat].strategy) : 0;
  if (toll > 0) {
    s.players[seat].strategy -= toll;
    ctx.ev.push({ type: 'counter-discarded', data: { seat, area: 'strategy', n: toll, source: "Council's Censure" } });
  }
  s.available = s.available.filter((c) => c !== card);
  const to = recipients(s, seat);
  if (to !== null) {
    // Checks and Balances: the card goes to a player the chooser names.
    ctx.ev.push({ type: 'pick', text: `seat ${seat} chooses strategy card ${card}`, data: { seat, card } });
    s.tasks.unshift({ t: 'agenda-choice', seat, card: 'Checks and Balances', step: 'give-strategy-card', options: to, strategyCard: card });
    return;
  }
  takeStrategyCard(ctx, seat, card, seat);
}

/** `holder` takes the strategy card `chooser` chose: Initiative makes him Speaker; he takes its bonus counters. */
export function takeStrategyCard(ctx: Ctx, holder: number, card: number, chooser: number): void {
  const s = ctx.s;
  const seat = holder;
  s.players[seat].cards.push(card);
  const speakerBefore = s.speaker;
  ctx.ev.push({ type: 'pick', text: `seat ${seat} takes strategy card ${card}`, data: { seat, card } });
  if (card === INITIATIVE && s.speaker !== seat) {
    s.speaker = seat;
    ctx.ev.push({ type: 'speaker', data: { seat } });
  }
  const bonus = s.bonus[card] ?? 0;
  if (bonus > 0) {
    delete s.bonus[card];
    s.tasks.unshift({ t: 'bonus', seat, n: bonus });
  }
  at(ctx, 'after-pick', { seat: chooser, card, speakerBefore });
}

/** Each bonus counter becomes 1 Trade Good or 1 command counter (placed where the player chooses). */
export function takeBonus(ctx: Ctx, seat: number, tradeGoods: number, counters: number): void {
  gainTradeGoods(ctx, seat, tradeGoods);
  if (counters > 0) ctx.s.tasks.unshift({ t: 'gain-counters', seat, n: counters });
}

export function endStrategyPhase(ctx: Ctx): void {
  const s = ctx.s;
  for (const card of s.available) s.bonus[card] = (s.bonus[card] ?? 0) + 1;
  if (s.available.length > 0) ctx.ev.push({ type: 'bonus-counters', data: { strategyCards: s.available } });
  s.players.forEach((p) => (p.hadInitiative = p.cards.includes(INITIATIVE)));
  at(ctx, 'after-all-picks');
  s.phase = 'action';
  s.turn = null;
  ctx.ev.push({ type: 'phase', text: `round ${s.round}: action phase`, data: { phase: 'action', round: s.round } });
  s.tasks.unshift({ t: 'turn' });
}
