/**
 * What a viewer sees. Public: the whole board (tiles, planets and whether exhausted, units, counters), Trade
 * Goods, technologies, strategy cards and bonus counters, VP and who scored what, face-up objectives,
 * discard piles, hand and deck sizes, laws in play, the agenda being voted and every vote cast, the current
 * activation with its space battle and every roll made in it (the `roll` events, kept for the table's combat
 * panel). A seat also sees its own hand, secret objective, galaxy-tile hand and
 * the political cards it placed. Hidden from all: deck orders, removed tiles, the 5-player face-down tile,
 * unused secret objectives, the RNG.
 */
import type { Json, Viewer } from '../../engine';
import { objective } from './data';
import { orderOfPlay } from './order';
import type { Currency } from './payment';
import { plannedSplit, type Split } from './status';
import { lawsInPlay } from './politics/effects';
import { reinforcements, tradeGoodsInSupply, vp, type Ti3State } from './state';
import { contracts } from './trade/agreements';
import type { CounterShift, Landing, Patrol, PayStep, ProduceStep, ShipMove } from './tasks';

/** The seat's own unconfirmed draft: a movement plan, landings or production, before "confirm". */
export type Ti3Draft =
  | { kind: 'move'; pos: string; steps: ShipMove[] }
  | { kind: 'land'; pos: string; steps: Landing[] }
  | { kind: 'produce'; pos: string; steps: ProduceStep[] }
  | { kind: 'pay'; what: Currency; amount: number; steps: PayStep[] }
  | { kind: 'redistribute'; steps: CounterShift[]; split: Split }
  | { kind: 'patrols'; steps: Patrol[] };

/**
 * The view's parts are typed from the functions that build them, so a field added there is typed at once:
 * `Ti3PublicView` is what everyone sees (the board and every seat's public part), `Ti3PlayerView` one seat's
 * public part, `Ti3OwnView` what only the seat itself sees.
 */
export type Ti3PublicView = ReturnType<typeof publicPart>;
export type Ti3PlayerView = Ti3PublicView['players'][number];
export type Ti3OwnView = ReturnType<typeof ownPart>;

/** A viewer's view: a seat gets `me`, a spectator nothing more, the omniscient replay the whole state as `all`. */
export type Ti3View = Ti3PublicView & { me?: Ti3OwnView; all?: Ti3State };

function publicPart(s: Ti3State) {
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
    actionPlayed: s.actionPlayed,
    standingPasses: s.standingPasses,
    cardEffects: s.cardEffects,
    politicalDeck: s.politicalDeck.length,
    politicalDiscard: s.politicalDiscard,
    // Laws face up in play (an Elect law with the player or planet it was given to), and the other results that last.
    laws: lawsInPlay(s).map((e) => ({ card: e.card, elected: e.elected ?? null })),
    politicalEffects: s.politicalEffects,
    agenda: s.agenda,
    removedTiles: s.removedTiles.length,
    tradeGoodSupply: tradeGoodsInSupply(s),
    // Trade agreements (who holds whose contract) and the negotiations going on: public.
    agreements: s.trade.agreements,
    negotiation: s.tasks[0]?.t === 'negotiate' ? { active: s.tasks[0].active, proposals: s.tasks[0].proposals, done: s.tasks[0].done } : null,
    players: s.players.map((p, seat) => ({
      race: p.race,
      home: p.home,
      strategy: p.strategy,
      command: p.command,
      fleet: p.fleet,
      reinforcements: reinforcements(s, seat),
      tradeGoods: p.tradeGoods,
      tradeContracts: contracts(s, seat),
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

/** The seat's unconfirmed draft (movement plan, landings, production, payment, redistribution, patrols), shown to it alone. */
function draftOf(s: Ti3State, seat: number): Ti3Draft | null {
  const task = s.tasks[0];
  if (!task || !('seat' in task) || task.seat !== seat) return null;
  switch (task.t) {
    case 'move':
      return { kind: 'move', pos: task.pos, steps: task.plan };
    case 'land':
      return { kind: 'land', pos: task.pos, steps: task.steps };
    case 'produce':
      return { kind: 'produce', pos: task.pos, steps: task.steps };
    case 'pay':
      return { kind: 'pay', what: task.what, amount: task.amount, steps: task.steps };
    case 'redistribute':
      return { kind: 'redistribute', steps: task.steps, split: plannedSplit(s, task) };
    case 'secondary':
      return task.patrols ? { kind: 'patrols', steps: task.patrols } : null;
    default:
      return null;
  }
}

function ownPart(s: Ti3State, seat: number) {
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
  return viewers.map((v): Json => {
    const view: Ti3View = v.kind === 'seat' ? { ...shared, me: ownPart(s, v.seat) } : v.kind === 'spectator' ? shared : { ...shared, all: s };
    return view;
  });
}
