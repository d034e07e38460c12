/**
 * The political results that last: laws in play (until repealed) and the round-bound results of other
 * agendas. An entry is active from the round it was resolved in: "this round" ends with that round, "next
 * round" covers only the round after it, laws and "for the rest of the game" never expire. Expired entries
 * are dropped whenever an agenda resolves, so the list stays short.
 */
import type { Json } from '../../../engine';
import type { Ctx, Ti3State } from '../state';
import type { Duration, PoliticalEffect, Side } from './types';

export function isActive(s: Ti3State, e: PoliticalEffect): boolean {
  switch (e.duration) {
    case 'this-round':
      return s.round === e.round;
    case 'next-round':
      return s.round === e.round + 1;
    default:
      return true;
  }
}

/** The active entry of a card (and side), if any. */
export function effectOf(s: Ti3State, card: string, side?: Side): PoliticalEffect | undefined {
  return s.politicalEffects.find((e) => e.card === card && (side === undefined || e.side === side) && isActive(s, e));
}

export function active(s: Ti3State, card: string, side?: Side): boolean {
  return effectOf(s, card, side) !== undefined;
}

/** The seat an Elect Player law or result names, if that result is active. */
export function electedSeat(s: Ti3State, card: string): number | null {
  const e = effectOf(s, card, 'elect');
  return typeof e?.elected === 'number' ? e.elected : null;
}

/** Whether `seat` is the one a card elected (and the result still lasts). */
export const isElected = (s: Ti3State, card: string, seat: number): boolean => electedSeat(s, card) === seat;

/** Laws face up in play, oldest first. */
export function lawsInPlay(s: Ti3State): PoliticalEffect[] {
  return s.politicalEffects.filter((e) => e.duration === 'until-repealed');
}

export function addEffect(ctx: Ctx, card: string, side: Side, duration: Duration, elected?: Json): void {
  const e: PoliticalEffect = { card, side, duration, round: ctx.s.round };
  if (elected !== undefined) e.elected = elected;
  ctx.s.politicalEffects.push(e);
  ctx.ev.push({ type: duration === 'until-repealed' ? 'law' : 'political-effect', data: { card, side, duration, elected: elected ?? null } });
}

/** A law leaves play: repealed (Repeal, Holder of Mecatol Rex, New Constitution) or discarded by its holder. */
export function discardLaw(ctx: Ctx, card: string): void {
  const s = ctx.s;
  const before = s.politicalEffects.length;
  s.politicalEffects = s.politicalEffects.filter((e) => !(e.card === card && e.duration === 'until-repealed'));
  if (s.politicalEffects.length === before) throw new Error(`${card} is not a law in play`);
  s.politicalDiscard.push(card);
  ctx.ev.push({ type: 'law-discarded', text: `${card} leaves play`, data: { card } });
}

export function pruneEffects(s: Ti3State): void {
  s.politicalEffects = s.politicalEffects.filter((e) => isActive(s, e) || (e.duration === 'next-round' && s.round === e.round));
}

/** Labor Force Politics For: planets pay their influence as resources and their resources as influence. */
export const valuesReversed = (s: Ti3State): boolean => active(s, 'Labor Force Politics', 'for');
