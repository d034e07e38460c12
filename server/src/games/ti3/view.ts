/**
 * What a viewer sees. Public: the whole board (tiles, planets and whether exhausted, units, counters), Trade
 * Goods, technologies, strategy cards and bonus counters, VP and who scored what, face-up objectives,
 * discard piles, hand and deck sizes, laws in play, the agenda being voted and every vote cast. A seat also sees its own hand, secret objective, galaxy-tile hand and
 * the political cards it placed. Hidden from all: deck orders, removed tiles, the 5-player face-down tile,
 * unused secret objectives, the RNG.
 */
import type { Json, Viewer } from '../../engine';
import { objective } from './data';
import { orderOfPlay } from './order';
import { lawsInPlay } from './politics/effects';
import { reinforcements, tradeGoodsInSupply, vp, type Ti3State } from './state';

function publicPart(s: Ti3State): Record<string, Json> {
  const galaxy: Record<string, string> = { ...s.galaxy };
  if (s.faceDown !== null) galaxy[s.faceDown] = 'face-down';
  const stage = (st: string) => s.objectiveDeck.filter((o) => objective(o).stage === st).length;
  return {
    phase: s.phase,
    round: s.round,
    speaker: s.speaker,
    table: s.table,
    turn: s.turn,
    orderOfPlay: s.phase === 'action' || s.phase === 'status' ? orderOfPlay(s) : [],
    galaxy,
    planets: s.planets,
    space: s.space,
    counters: s.counters,
    bonus: s.bonus,
    available: s.available,
    diplomacy: s.diplomacy,
    activation: s.activation,
    objectives: { revealed: s.revealed, deck: { stageI: stage('I'), stageII: stage('II') } },
    actionDeck: s.actionDeck.length,
    actionDiscard: s.actionDiscard,
    politicalDeck: s.politicalDeck.length,
    politicalDiscard: s.politicalDiscard,
    // Laws face up in play (an Elect law with the player or planet it was given to), and the other results that last.
    laws: lawsInPlay(s).map((e) => ({ card: e.card, elected: e.elected ?? null })),
    politicalEffects: s.politicalEffects,
    agenda: s.agenda,
    removedTiles: s.removedTiles.length,
    tradeGoodSupply: tradeGoodsInSupply(s),
    players: s.players.map((p, seat) => ({
      race: p.race,
      home: p.home,
      strategy: p.strategy,
      command: p.command,
      fleet: p.fleet,
      reinforcements: reinforcements(s, seat),
      tradeGoods: p.tradeGoods,
      techs: p.techs,
      hand: p.hand.length,
      secret: p.secret === null ? 0 : 1,
      scored: p.scored,
      vp: vp(p),
      cards: p.cards,
      used: p.used,
      passed: p.passed,
      tiles: p.tiles.length,
      eliminated: p.eliminated,
    })),
    end: s.end,
  };
}

/** The seat's unconfirmed draft (movement plan, landings, production), shown to it alone. */
function draftOf(s: Ti3State, seat: number): Json {
  const task = s.tasks[0];
  if (!task || !('seat' in task) || task.seat !== seat) return null;
  if (task.t === 'move') return { kind: 'move', pos: task.pos, steps: task.plan };
  if (task.t === 'land') return { kind: 'land', pos: task.pos, steps: task.steps };
  if (task.t === 'produce') return { kind: 'produce', pos: task.pos, steps: task.steps };
  return null;
}

function ownPart(s: Ti3State, seat: number): Record<string, Json> {
  const p = s.players[seat];
  const known = s.politicalKnown[seat] ?? [];
  return {
    draft: draftOf(s, seat),
    seat,
    hand: p.hand,
    secret: p.secret,
    tiles: p.tiles,
    politicalKnown: known.map((card) => ({ card, at: s.politicalDeck.indexOf(card) })),
  };
}

export function viewsFor(s: Ti3State, viewers: readonly Viewer[]): Json[] {
  const shared = publicPart(s);
  return viewers.map((v) => {
    if (v.kind === 'seat') return { ...shared, me: ownPart(s, v.seat) };
    if (v.kind === 'spectator') return shared;
    return { ...shared, all: s };
  });
}
