/**
 * VP, the end and the result (rulebook p.4, p.14-15). A player wins the instant he reaches 10 VP.
 * Imperium Rex ends the game at once: most VP wins; ties go to the most objectives claimed, then the most
 * planets controlled (home planets included), then the most unused command counters (rulebook p.14).
 * RULE-READING: "unused command counters" = counters in reinforcements; then the most counters on the race
 * sheet; else a shared win. The same order settles ties from simultaneous gains. VP never go below 0.
 */
import type { MatchResult } from '../../engine';
import { planetsOf } from './board';
import { reinforcements, vp, VICTORY, activeSeats, type Ctx, type EndState, type Ti3State } from './state';

export function endGame(ctx: Ctx, reason: EndState['reason'], winners: number[]): void {
  const s = ctx.s;
  if (s.end) return;
  s.end = { reason, winners };
  s.phase = 'over';
  s.tasks = [];
  ctx.ev.push({ type: 'game-over', text: `game over (${reason}): seat(s) ${winners.join(', ')} win`, data: { reason, winners } });
}

export function scoreVp(ctx: Ctx, seat: number, source: string, n: number): void {
  const s = ctx.s;
  if (s.end) return;
  s.players[seat].scored.push({ source, vp: n });
  ctx.ev.push({ type: 'vp', text: `seat ${seat} scores ${n} VP (${source})`, data: { seat, source, vp: n } });
  if (vp(s.players[seat]) >= VICTORY) endGame(ctx, 'ten-vp', [seat]);
}

/**
 * VP gained or lost by several players at once (Imperial Mandate): a loss never takes a player below 0;
 * if gains bring players to 10, the tie-break sequence decides among them (rules_surface "End").
 */
export function scoreSimultaneousVp(ctx: Ctx, seats: number[], source: string, n: number): void {
  const s = ctx.s;
  if (s.end) return;
  for (const seat of seats) {
    const k = Math.max(n, -vp(s.players[seat]));
    if (k === 0) continue;
    s.players[seat].scored.push({ source, vp: k });
    ctx.ev.push({ type: 'vp', text: `seat ${seat} ${k > 0 ? 'scores' : 'loses'} ${Math.abs(k)} VP (${source})`, data: { seat, source, vp: k } });
  }
  const won = seats.filter((seat) => vp(s.players[seat]) >= VICTORY);
  if (won.length > 0) endGame(ctx, 'ten-vp', bestRanked(s, won));
}

/** The tie-break sequence: VP, objectives claimed, planets, reinforcements, counters on the race sheet. */
function rankKey(s: Ti3State, seat: number): number[] {
  const p = s.players[seat];
  const objectives = p.scored.filter((x) => x.source !== 'Imperial' && x.source !== 'Imperial Mandate').length;
  return [vp(p), objectives, planetsOf(s, seat).length, reinforcements(s, seat), p.strategy + p.command + p.fleet];
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
  return 0;
}

/** The seats that rank first by the tie-break sequence. */
function bestRanked(s: Ti3State, seats: number[]): number[] {
  const best = seats.map((x) => rankKey(s, x)).sort(compareKeys)[0];
  return seats.filter((x) => compareKeys(rankKey(s, x), best) === 0);
}

export function endImperiumRex(ctx: Ctx): void {
  endGame(ctx, 'imperium-rex', bestRanked(ctx.s, activeSeats(ctx.s)));
}

export function matchResult(s: Ti3State): MatchResult | null {
  if (!s.end) return null;
  const end = s.end;
  const scores = s.players.map(vp);
  const order = s.players.map((_, seat) => seat);
  const key = (seat: number) => [end.winners.includes(seat) ? 1 : 0, s.players[seat].eliminated ? 0 : 1, ...rankKey(s, seat)];
  const sorted = [...order].sort((a, b) => compareKeys(key(a), key(b)));
  const ranks = order.map(() => 0);
  sorted.forEach((seat, i) => {
    const prev = sorted[i - 1];
    ranks[seat] = i > 0 && compareKeys(key(prev), key(seat)) === 0 ? ranks[prev] : i + 1;
  });
  return {
    scores,
    ranks,
    detail: {
      reason: end.reason,
      round: s.round,
      vp: s.players.map((p) => p.scored.map((x) => ({ source: x.source, vp: x.vp }))),
    },
  };
}
