/**
 * Evaluating the language's amounts: fixed numbers and counts of things on
 * the table, divided by `per` and rounded down. "You" counts include the card
 * being resolved: it is in play while its effects run. MarsBot's things are
 * counted from its board (MB-16): the track of a tag for its tags (Toll
 * Station reads its Space track), the Event track for its events — the
 * current positions, after regressions; its tiles are tiles like any other.
 */
import { cityCount } from '../board/map';
import { playedCard, tagCount } from '../tableau';
import type { TmState } from '../state';
import type { Amount, Countable } from './language';
import { TRACK, trackOfTag } from '../marsbot/board';

export function count(s: TmState, seat: number, card: string | null, c: Countable): number {
  if ('tag' in c) {
    const of = c.of ?? 'you';
    let n = 0;
    s.players.forEach((p, i) => {
      if (of === 'all' || (of === 'you') === (i === seat)) n += tagCount(p, c.tag);
    });
    if (s.marsbot && of !== 'you') n += s.marsbot.tracks[trackOfTag(c.tag)];
    return n;
  }
  if ('cities' in c) return cityCount(s, c.cities);
  if ('events' in c) return s.players.reduce((n, p) => n + p.events.length, 0) + (s.marsbot ? s.marsbot.tracks[TRACK.event] : 0);
  return card === null ? 0 : (playedCard(s.players[seat], card)?.res ?? 0);
}

export function amount(s: TmState, seat: number, card: string | null, a: Amount): number {
  if (typeof a === 'number') return a;
  if ('ifAtLeast' in a) return count(s, seat, card, a.ifAtLeast.count) >= a.ifAtLeast.n ? a.then : a.else;
  return Math.floor(count(s, seat, card, a.count) / (a.per ?? 1));
}
