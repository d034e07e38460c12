/**
 * MarsBot's counters and the small rules every part of it shares: M€, TR,
 * the action failure (MB-20), the difficulty changes in force, and the
 * player's effects on it (MB-12..15: removals and steals take its M€, a
 * production decrease moves a track back and leaves a marker).
 */
import { GameError, type Json } from '../../../engine';
import type { Change } from './difficulty';
import { changeOn } from '../options';
import { MARSBOT_TRACKS, trackOfProduction } from './board';
import type { Resource } from '../dsl/language';
import { START_TR, type Ctx, type MarsBotState, type TmState } from '../state';

export const MARSBOT_NAME = 'MarsBot';
export const FAILURE_MC = 5;
export const EASY_FAILURE_MC = 3;

export function newMarsbot(): MarsBotState {
  return {
    mc: 0,
    tr: START_TR,
    trGained: 0,
    tracks: MARSBOT_TRACKS.map(() => 0),
    markers: MARSBOT_TRACKS.map(() => null),
    actionDeck: [],
    bonusDeck: [],
    bonusDiscard: [],
    destroyed: [],
    played: [],
    passed: false,
    acting: false,
    turns: 0,
    resolving: null,
    stack: [],
    stackSeen: false,
    kept: [],
    picks: [],
    failures: 0,
    neural: null,
    ended: null,
  };
}

export function bot(s: TmState): MarsBotState {
  if (!s.marsbot) throw new GameError('INTERNAL', 'this game has no MarsBot');
  return s.marsbot;
}

/** MB-05, MB-06: the player starts generation 1; the first player alternates, MarsBot starting even generations. */
export function marsbotStarts(s: TmState): boolean {
  return s.generation % 2 === 0;
}

export function on(s: TmState, k: Change): boolean {
  return changeOn(s.options, k);
}

/** An event of MarsBot's turn, for the log ("MarsBot: Building → 6: temperature"). */
export function say(ctx: Ctx, type: string, text: string, data: { [k: string]: Json } = {}): void {
  ctx.ev.push({ type, text: `${MARSBOT_NAME}: ${text}`, data: { marsbot: true, ...data } });
}

export function gainMc(ctx: Ctx, n: number, why: string): void {
  if (n <= 0) return;
  const m = bot(ctx.s);
  m.mc += n;
  say(ctx, 'marsbot-mc', `+${n} M€ (${why}), ${m.mc} M€`, { change: n, mc: m.mc });
}

/** Takes up to n M€ from MarsBot; returns how many it had to give. */
export function loseMc(ctx: Ctx, n: number, why: string): number {
  const m = bot(ctx.s);
  const taken = Math.min(n, m.mc);
  m.mc -= taken;
  say(ctx, 'marsbot-mc', `−${taken} M€ (${why}), ${m.mc} M€`, { change: -taken, mc: m.mc });
  return taken;
}

export function gainTr(ctx: Ctx, n: number, why: string): void {
  if (n <= 0) return;
  const m = bot(ctx.s);
  m.tr += n;
  m.trGained += n;
  say(ctx, 'marsbot-tr', `TR +${n} (${why}), TR ${m.tr}`, { change: n, tr: m.tr });
}

/** MB-20: what it tried could not be done; it gains 5 M€ (3 with `easyFailure3`, MB-51). */
export function failure(ctx: Ctx, why: string): void {
  const m = bot(ctx.s);
  m.failures += 1;
  const n = on(ctx.s, 'easyFailure3') ? EASY_FAILURE_MC : FAILURE_MC;
  m.mc += n;
  say(ctx, 'marsbot-failure', `action failure (${why}): +${n} M€, ${m.mc} M€`, { mc: m.mc, failures: m.failures });
}

/**
 * MB-14 "decrease any production" aimed at MarsBot: the track of that production. RULE-AMBIGUITY: one
 * space per effect, also for a decrease of 2 steps (Hackers, Heat Trappers, Birds): the seed says "um
 * espaço"; so MarsBot is a legal target whenever that track is above 0.
 */
export function productionTrack(r: Resource): number | null {
  return trackOfProduction(r);
}

export function canRegress(s: TmState, r: Resource): boolean {
  const t = trackOfProduction(r);
  return t !== null && bot(s).tracks[t] > 0;
}

/**
 * MB-14/15: the cube moves back one space; a marker goes on the space it left (or stays on a higher one
 * already marked): every action on that track is ignored until the cube is back on the marker.
 */
export function regress(ctx: Ctx, r: Resource): void {
  const m = bot(ctx.s);
  const t = trackOfProduction(r);
  if (t === null || m.tracks[t] === 0) return;
  const left = m.tracks[t];
  m.tracks[t] -= 1;
  m.markers[t] = Math.max(m.markers[t] ?? 0, left);
  say(ctx, 'marsbot-regress', `${MARSBOT_TRACKS[t].name} back to ${m.tracks[t]} (marker on ${m.markers[t]})`, {
    track: t,
    space: m.tracks[t],
    marker: m.markers[t],
  });
}
