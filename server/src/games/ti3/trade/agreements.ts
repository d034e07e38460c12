/**
 * Trade contracts and agreements (issue 24, "Trade"): each race has two contracts (data RACES); an agreement
 * between two players is an exchange of one contract each; one agreement per pair, so at most two per
 * player; any two players may trade (no neighbour requirement). What breaks them is here too: the status
 * phase (trade/status.ts), war (trade/hooks.ts), Trade (b), cards, laws and elimination.
 */
import { RACES } from '../data';
import { activeSeats, type Ctx, type Ti3State } from '../state';
import { effectOf } from '../politics/effects';
import type { Agreement } from './types';

export const HACAN = 'hacan';

export const isHacan = (s: Ti3State, seat: number): boolean => s.players[seat].race === HACAN;

/** The values of the seat's two contracts. */
export function contracts(s: Ti3State, seat: number): [number, number] {
  const race = RACES.find((r) => r.id === s.players[seat].race);
  if (!race) throw new Error(`no race ${s.players[seat].race}`);
  return race.tradeContracts;
}

export function agreementsOf(s: Ti3State, seat: number): Agreement[] {
  return s.trade.agreements.filter((a) => a.seats.includes(seat));
}

export const partnerIn = (a: Agreement, seat: number): number => (a.seats[0] === seat ? a.seats[1] : a.seats[0]);

export function partnersOf(s: Ti3State, seat: number): number[] {
  return agreementsOf(s, seat).map((a) => partnerIn(a, seat));
}

export function agreementBetween(s: Ti3State, a: number, b: number): Agreement | undefined {
  return s.trade.agreements.find((x) => x.seats.includes(a) && x.seats.includes(b));
}

/** The contract indices (0, 1) the seat still has in hand. */
export function freeContracts(s: Ti3State, seat: number): number[] {
  const given = agreementsOf(s, seat).map((a) => a.gave[a.seats.indexOf(seat)]);
  return [0, 1].filter((i) => !given.includes(i));
}

/** The value of the contract `seat` holds from its partner in `a`. */
export function heldValue(s: Ti3State, a: Agreement, seat: number): number {
  const k = a.seats[0] === seat ? 1 : 0;
  return contracts(s, a.seats[k])[a.gave[k]];
}

/** Why two seats may not form an agreement now (the law or result that forbids it), or null. */
export function agreementBan(s: Ti3State, a: number, b: number): string | null {
  if (agreementBetween(s, a, b)) return 'they already have an agreement';
  const fei = effectOf(s, 'Forced Economic Independence', 'elect')?.elected;
  if (Array.isArray(fei) && fei.includes(a) && fei.includes(b)) return 'Forced Economic Independence: these two may not trade';
  // Not a law: its "this or the following round" outlasts `isActive`'s 'next-round' reading (politics/effects.ts).
  const embargo = s.politicalEffects.find((e) => e.card === 'Trade Embargo' && (s.round === e.round || s.round === e.round + 1));
  if (embargo && (embargo.elected === a || embargo.elected === b)) return 'Trade Embargo: no new agreement with this player this or the following round';
  return null;
}

/** Whether the two may agree now: both have a free contract and nothing forbids it. */
export function mayAgree(s: Ti3State, a: number, b: number): boolean {
  return a !== b && freeContracts(s, a).length > 0 && freeContracts(s, b).length > 0 && agreementBan(s, a, b) === null;
}

export function formAgreement(ctx: Ctx, a: number, b: number, gaveA: number, gaveB: number): void {
  ctx.s.trade.agreements.push({ seats: [a, b], gave: [gaveA, gaveB], fresh: true });
  ctx.s.trade.formed += 1;
  ctx.ev.push({ type: 'agreement', text: `seats ${a} and ${b} form a trade agreement`, data: { seats: [a, b], gave: [gaveA, gaveB] } });
}

/** Ends the agreement (the contracts go back to their owners). */
export function breakAgreement(ctx: Ctx, a: Agreement, why: string): void {
  ctx.s.trade.agreements = ctx.s.trade.agreements.filter((x) => x !== a);
  ctx.ev.push({
    type: 'agreement-broken',
    text: `the trade agreement of seats ${a.seats[0]} and ${a.seats[1]} is broken (${why})`,
    data: { seats: a.seats, why },
  });
}

export function breakBetween(ctx: Ctx, a: number, b: number, why: string): void {
  const x = agreementBetween(ctx.s, a, b);
  if (x) breakAgreement(ctx, x, why);
}

/** Breaks every agreement that `keep` does not protect. */
export function breakAll(ctx: Ctx, why: string, keep: (a: Agreement) => boolean = () => false): void {
  for (const a of [...ctx.s.trade.agreements]) if (!keep(a)) breakAgreement(ctx, a, why);
}

/** "No player may ever, except for war, break a Trade Contract with you" (Hacan). */
export const withHacan = (s: Ti3State, a: Agreement): boolean => a.seats.some((x) => isHacan(s, x));

/** The action that formed them is over: they collect from now on. */
export function settleAgreements(s: Ti3State): void {
  for (const a of s.trade.agreements) delete a.fresh;
}

/** Agreements of eliminated players leave play. */
export function dropEliminated(ctx: Ctx): void {
  const left = new Set(activeSeats(ctx.s));
  breakAll(ctx, 'elimination', (a) => a.seats.every((x) => left.has(x)));
}
