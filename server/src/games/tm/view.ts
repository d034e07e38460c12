/**
 * What a viewer may see (TM-38). Public: the board, parameters, TR, every
 * resource and production, cards in play and their resources, used actions,
 * event piles, milestones and awards, the solo setup's revealed cards.
 * Hidden (counts only): hands, dealt corporations and cards on offer, draft
 * packs and picks, research choices until all have chosen (then only how
 * many were bought), cards being looked at, deck and discard pile.
 * For the web table: each tile names the card that placed it (`card`), and
 * a seat's own part has `paying` (the open payment's cost) so the steppers
 * can show the M€ left.
 *
 * The public part is the same for every viewer: `viewsFor` builds it once
 * per state and shares it between the viewers' views (never modified).
 * Against MarsBot the view also has `marsbot` (marsbot/view.ts), and each
 * milestone and award its value for MarsBot (`marsbot`); a milestone or award
 * it took has `claimedBy` / `fundedBy` "marsbot".
 */
import type { Json, Viewer } from '../../engine';
import { AWARDS, MILESTONES, OFF_MAP, SPACES } from './data';
import { TAGS } from './dsl/language';
import { awardCost, awardValue } from './awards';
import { milestoneValue } from './milestones';
import { matchResult, seatSheet } from './scoring';
import { steelValue, tagCount, titaniumValue } from './tableau';
import { SOLO_GENERATIONS, maxed, type TmState } from './state';
import { marsbotAwardValue, marsbotMilestoneValue } from './marsbot/goals';
import { marsbotPublic, marsbotSecrets } from './marsbot/view';

type Fields = { [k: string]: Json };

function boardView(s: TmState): Json {
  const spaces: Json[] = SPACES.map((x) => {
    const t = s.tiles[x.id];
    // `card`: the card whose tile this is (a special tile's name on the map); public, the card is in play.
    return { id: x.id, type: x.type, bonus: x.bonus, tile: t?.kind ?? null, owner: t ? t.owner : null, card: t?.card ?? null, claim: s.claims[x.id] ?? null };
  });
  const offMap: Json[] = OFF_MAP.map((x) => ({ id: x.id, name: x.name, tile: s.tiles[x.id]?.kind ?? null, owner: s.tiles[x.id]?.owner ?? null }));
  return { spaces, offMap };
}

function publicPlayer(s: TmState, seat: number): Fields {
  const p = s.players[seat];
  const tags: Fields = {};
  if (p.corp) for (const t of TAGS) tags[t] = tagCount(p, t);
  return {
    seat,
    name: p.name,
    corporation: p.corp,
    tr: p.tr,
    resources: { ...p.res },
    production: { ...p.prod },
    steelValue: steelValue(p),
    titaniumValue: titaniumValue(p),
    tags,
    played: p.played.map((c) => ({ id: c.id, res: c.res, used: p.used.includes(c.id) })),
    corporationUsed: p.corp !== null && p.used.includes(p.corp),
    events: [...p.events],
    handCount: p.hand.length,
    vp: p.corp ? seatSheet(s, seat).total : 0,
    passed: p.passed,
    // Simultaneous choices: only whether each has chosen.
    chosen: s.phase === 'setup' ? p.bought !== null : s.phase === 'research' ? p.bought !== null : s.phase === 'draft' ? p.pick !== null : null,
    offerCount: p.offer.length,
    packCount: p.pack.length,
    lookingCount: p.looking.length,
  };
}

/** The open payment's cost and the metal already chosen, so the table can show the M€ left to pay. */
function paying(s: TmState, seat: number): Json {
  const q = s.players[seat].ask?.q;
  return q?.kind === 'pay' ? { cost: q.cost, metal: q.metal ? { ...q.metal } : null } : null;
}

function privatePart(s: TmState, seat: number): Fields {
  const p = s.players[seat];
  return {
    paying: paying(s, seat),
    hand: [...p.hand],
    dealt: [...p.dealt],
    offer: [...p.offer],
    pack: [...p.pack],
    pick: p.pick,
    chosenCorporation: p.chosenCorp,
    bought: p.bought ? [...p.bought] : null,
    looking: [...p.looking],
  };
}

function sharedView(s: TmState): Fields {
  const result = matchResult(s);
  return {
    game: 'tm',
    generation: s.generation,
    phase: s.phase,
    firstPlayer: s.firstPlayer,
    turnOrder: s.players.map((_, k) => (s.firstPlayer + k) % s.players.length),
    active: s.turn?.seat ?? null,
    actionsThisTurn: s.turn?.actions ?? 0,
    temperature: s.temperature,
    oxygen: s.oxygen,
    oceans: s.oceans,
    board: boardView(s),
    milestones: s.solo
      ? []
      : MILESTONES.map((m) => ({
          id: m.id,
          name: m.name,
          claimedBy: s.milestones.find((x) => x.id === m.id)?.seat ?? null,
          values: s.players.map((_, i) => milestoneValue(s, i, m.criterion)),
          ...(s.marsbot ? { marsbot: marsbotMilestoneValue(s, m.id).have } : {}),
        })),
    awards: s.solo
      ? []
      : AWARDS.map((a) => ({
          id: a.id,
          name: a.name,
          fundedBy: s.awards.find((x) => x.id === a.id)?.seat ?? null,
          values: s.players.map((_, i) => awardValue(s, i, a.measure)),
          ...(s.marsbot ? { marsbot: marsbotAwardValue(s, a.id) } : {}),
        })),
    milestoneCost: 8,
    awardCost: s.awards.length < 3 ? awardCost(s) : null,
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    solo: s.solo ? { generation: s.generation, of: SOLO_GENERATIONS, terraformed: maxed(s), revealed: [...s.solo.revealed] } : null,
    result: result as unknown as Json,
    // Against MarsBot only (the key is absent otherwise): its side of the table.
    ...(s.marsbot ? { marsbot: marsbotPublic(s) } : {}),
  };
}

export function viewsFor(s: TmState, viewers: readonly Viewer[]): Json[] {
  const shared = sharedView(s);
  const players = s.players.map((_, seat) => publicPlayer(s, seat));
  return viewers.map((v): Json => {
    const all = v.kind === 'omniscient';
    const me = v.kind === 'seat' ? v.seat : null;
    return {
      ...shared,
      you: me,
      players: players.map((pub, seat) => (all || seat === me ? { ...pub, ...privatePart(s, seat) } : pub)),
      ...(all ? { deck: [...s.deck].reverse(), discard: [...s.discard] } : {}),
      ...(all && s.marsbot ? { marsbot: { ...(shared.marsbot as { [k: string]: Json }), ...marsbotSecrets(s, v) } } : {}),
    };
  });
}
