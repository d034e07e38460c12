/**
 * Scoring (TM-33): TR; 5 VP per milestone; awards; 1 VP per greenery owned;
 * for each city owned, 1 VP per adjacent greenery (anyone's, neutral ones
 * included); card VP (events included, resources on cards). Most VP wins;
 * tie: most M€; still tied: a shared place. One sheet builder per kind of
 * actor: seats here, MarsBot's in marsbot/score.ts. Against MarsBot (MB-49)
 * the player wins only with more VP than MarsBot (a tie is MarsBot's win,
 * and generation 20 is a loss whatever the score).
 */
import type { MatchResult } from '../../engine';
import { cityCount, countAdjacent, ownedTiles } from './board/map';
import { MILESTONE_RULES, projectCard } from './data';
import type { Vp } from './data/types';
import { awardVp } from './award-vp';
import { tagCount } from './tableau';
import { maxed, type MarsBotState, type PlayedCard, type TmState } from './state';
import { marsbotSheet, type MarsbotSheet } from './marsbot/score';
import { MARSBOT_NAME } from './marsbot/robot';

export interface Sheet {
  tr: number;
  milestones: number;
  awards: number;
  greeneries: number;
  cities: number;
  cards: number;
  total: number;
  mc: number;
}

/** A seat's sheet as a result's detail carries it. */
export type SeatSheet = { [K in keyof Sheet]: Sheet[K] } & { seat: number; name: string };

/**
 * What a finished game's result says beyond scores and ranks: the base solo
 * game (won or not, its one `sheet`), a game against MarsBot (both sheets,
 * how it ended, the winner), or a game of 2-5 players (every seat's sheet).
 */
export type TmResultDetail =
  | { won: boolean; generation: number; sheet: { [K in keyof Sheet]: Sheet[K] } }
  | {
      opponent: 'marsbot';
      won: boolean;
      winner: string;
      generation: number;
      ended: NonNullable<MarsBotState['ended']>;
      sheets: SeatSheet[];
      marsbot: { [K in keyof MarsbotSheet]: MarsbotSheet[K] } & { name: string };
    }
  | { generation: number; sheets: SeatSheet[] };

function variableVp(s: TmState, seat: number, vp: Exclude<Vp, number>, c: PlayedCard | undefined): number {
  const res = c?.res ?? 0;
  if ('resources' in vp) return Math.floor(res / vp.resources.per) * (vp.resources.each ?? 1);
  if ('anyResource' in vp) return res > 0 ? vp.anyResource : 0;
  if ('tag' in vp) return tagCount(s.players[seat], vp.tag);
  if ('adjacent' in vp) return c?.tile ? countAdjacent(s, c.tile, vp.adjacent) : 0;
  return Math.floor(cityCount(s, 'anywhere') / vp.citiesInPlay);
}

export function cardVp(s: TmState, seat: number, id: string): number {
  const vp = projectCard(id).vp;
  if (typeof vp === 'number') return vp;
  return variableVp(
    s,
    seat,
    vp,
    s.players[seat].played.find((c) => c.id === id),
  );
}

export function seatSheet(s: TmState, seat: number): Sheet {
  const p = s.players[seat];
  const milestones = s.milestones.filter((m) => m.seat === seat).length * MILESTONE_RULES.vp;
  const awards = s.awards.reduce((n, a) => n + awardVp(s, a.id)[seat], 0);
  const greeneries = ownedTiles(s, seat, 'greenery').length;
  const cities = ownedTiles(s, seat, 'city').reduce((n, id) => n + countAdjacent(s, id, 'greenery'), 0);
  const cards = [...p.played.map((c) => c.id), ...p.events].reduce((n, id) => n + cardVp(s, seat, id), 0);
  return { tr: p.tr, milestones, awards, greeneries, cities, cards, total: p.tr + milestones + awards + greeneries + cities + cards, mc: p.res.mc };
}

export function matchResult(s: TmState): MatchResult | null {
  if (s.phase !== 'over') return null;
  const sheets = s.players.map((_, seat) => seatSheet(s, seat));
  if (s.solo) {
    const won = maxed(s);
    return { scores: [sheets[0].total], ranks: [won ? 1 : 2], detail: { won, generation: s.generation, sheet: { ...sheets[0] } } satisfies TmResultDetail };
  }
  if (s.marsbot) {
    const bot = marsbotSheet(s);
    const ended = s.marsbot.ended ?? 'terraformed';
    const won = ended === 'terraformed' && sheets[0].total > bot.total;
    return {
      scores: [sheets[0].total],
      ranks: [won ? 1 : 2],
      detail: {
        opponent: 'marsbot',
        won,
        winner: won ? s.players[0].name : MARSBOT_NAME,
        generation: s.generation,
        ended,
        sheets: [{ seat: 0, name: s.players[0].name, ...sheets[0] }],
        marsbot: { name: MARSBOT_NAME, ...bot },
      } satisfies TmResultDetail,
    };
  }
  const better = (a: Sheet, b: Sheet) => a.total > b.total || (a.total === b.total && a.mc > b.mc);
  const ranks = sheets.map((me) => 1 + sheets.filter((o) => better(o, me)).length);
  return {
    scores: sheets.map((x) => x.total),
    ranks,
    detail: { generation: s.generation, sheets: sheets.map((x, seat) => ({ seat, name: s.players[seat].name, ...x })) } satisfies TmResultDetail,
  };
}
