/**
 * Awards scored at the end (TM-16): 5 VP first, 2 VP second; tied firsts all
 * get 5 and no second place is given; tied seconds all get 2; with 2 players
 * only first place scores (MarsBot counts as a player). Apart from ./awards.ts
 * because MarsBot's values (./marsbot/goals.ts) build on the players' ones.
 */
import { awardValue } from './awards';
import { AWARD_RULES, AWARDS } from './data';
import { marsbotAwardValue } from './marsbot/goals';
import type { TmState } from './state';

/** VP each seat gets from one funded award; against MarsBot, its VP last (MB-48: its Tharsis values). */
export function awardVp(s: TmState, id: string): number[] {
  const a = AWARDS.find((x) => x.id === id)!;
  const values = s.players.map((_, seat) => awardValue(s, seat, a.measure));
  if (s.marsbot) values.push(marsbotAwardValue(s, id));
  const out = values.map(() => 0);
  const best = Math.max(...values);
  const firsts = values.flatMap((v, i) => (v === best ? [i] : []));
  for (const i of firsts) out[i] = AWARD_RULES.vp.first;
  if (firsts.length > 1 || values.length < AWARD_RULES.secondPlaceMinPlayers) return out;
  const rest = values.filter((_, i) => !firsts.includes(i));
  if (rest.length === 0) return out;
  const second = Math.max(...rest);
  values.forEach((v, i) => {
    if (v === second && !firsts.includes(i)) out[i] = AWARD_RULES.vp.second;
  });
  return out;
}
