/**
 * The standing offer (issue 24, "Out-of-turn play"): "Trade Goods … may be given to another player at any
 * time" (rulebook p.25), played through the engine's runner as a client's `move { offer: true }` is.
 */
import { MatchRunner, type Json } from '../../server/src/engine';
import { ti3 } from '../../server/src/games/ti3';
import { committedTradeGoods, ti3Offers } from '../../server/src/games/ti3/offers';
import type { Ti3State } from '../../server/src/games/ti3/state';
import { act, clearBoard, newGame, planet, prompt, queue, toAction } from './helpers';

/** A runner over a scenario state, as a restored match would hold it. */
function runnerOf(s: Ti3State): MatchRunner<Ti3State> {
  return MatchRunner.restore(ti3, { version: 0, state: s, promptSince: s.players.map(() => 0) });
}

/** Seat 0 (Sol, Jord) with a Space Dock at home, to act; seats 1-3 hold the other cards. */
function actionPhase(): Ti3State {
  const s = newGame(4);
  clearBoard(s);
  planet(s, 'Jord', 0, { 'Space Dock': 1 });
  toAction(s, [[2], [3, 4], [5, 6], [7, 8]], 0);
  return s;
}

const give = (r: MatchRunner<Ti3State>, seat: number, move: Json) => r.apply(seat, move, { offer: true });
const tradeGoods = (r: MatchRunner<Ti3State>) => r.currentState.players.map((p) => p.tradeGoods);

describe('the standing offer: giving Trade Goods at any time (rulebook p.25)', () => {
  test('Trade Goods: a player gives some to another out of turn; nobody owes an answer for it', () => {
    const s = actionPhase();
    s.players[2].tradeGoods = 3;
    const r = runnerOf(s);
    const actionId = r.promptFor(0)!.id;
    expect(r.seatsToMove()).toEqual([0]);
    expect(r.offerFor(2)).toMatchObject({ seat: 2, kind: 'give-trade-goods' });
    expect(r.offerFor(2)!.choices).toHaveLength(9); // 3 other players, 1 to 3 Trade Goods each
    const { events } = give(r, 2, { to: 0, tradeGoods: 2 });
    expect(events).toEqual([{ type: 'gave-trade-goods', text: 'seat 2 gives 2 Trade Good(s) to seat 0', data: { seat: 2, to: 0, tradeGoods: 2 } }]);
    expect(tradeGoods(r)).toEqual([2, 0, 1, 0]);
    // The active player's question is untouched: still its turn, the same question id.
    expect(r.seatsToMove()).toEqual([0]);
    expect(r.promptFor(0)!.id).toBe(actionId);
    expect(r.view({ kind: 'spectator' })).toMatchObject({ players: [{ tradeGoods: 2 }, { tradeGoods: 0 }, { tradeGoods: 1 }, { tradeGoods: 0 }] });
  });

  test('Trade Goods: offered only to holders, to every other player still in the game, and to nobody once the game is over', () => {
    const s = actionPhase();
    s.players[1].tradeGoods = 1;
    s.players[3].eliminated = true;
    const r = runnerOf(s);
    expect(r.seatsWithOffers()).toEqual([1]);
    expect(r.offerFor(1)!.choices).toEqual([
      { to: 0, tradeGoods: 1 },
      { to: 2, tradeGoods: 1 },
    ]);
    const over = actionPhase();
    over.players[1].tradeGoods = 5;
    over.end = { reason: 'ten-vp', winners: [0] };
    expect(ti3Offers.open(over)).toEqual([]);
  });

  test('Trade Goods: a gift to oneself, to an eliminated player or of more than one holds is refused, and nothing changes', () => {
    const s = actionPhase();
    s.players[1].tradeGoods = 2;
    s.players[3].eliminated = true;
    const r = runnerOf(s);
    const before = JSON.stringify(r.currentState);
    expect(() => give(r, 1, { to: 1, tradeGoods: 1 })).toThrow(
      expect.objectContaining({ code: 'ILLEGAL_MOVE', message: expect.stringContaining('another player') }),
    );
    expect(() => give(r, 1, { to: 3, tradeGoods: 1 })).toThrow(
      expect.objectContaining({ code: 'ILLEGAL_MOVE', message: expect.stringContaining('still in the game') }),
    );
    expect(() => give(r, 1, { to: 0, tradeGoods: 3 })).toThrow(
      expect.objectContaining({ code: 'ILLEGAL_MOVE', message: 'give-trade-goods: you may give 1 to 2 Trade Goods, not 3 (you hold 2)' }),
    );
    expect(() => give(r, 1, { to: 0, n: 1 })).toThrow(expect.objectContaining({ code: 'BAD_MOVE' }));
    expect(() => give(r, 0, { to: 1, tradeGoods: 1 })).toThrow(expect.objectContaining({ code: 'NOT_YOUR_TURN' }));
    expect(JSON.stringify(r.currentState)).toBe(before);
    expect(r.v).toBe(0);
  });

  test('Trade Goods owed to a payment in progress stay with the payer (RULE-READING), and the payment can still be made', () => {
    const s = actionPhase();
    s.planets.Jord.exhausted = true; // only Trade Goods can pay
    s.players[0].tradeGoods = 5;
    act(s, 0, { do: 'tactical', pos: '305' });
    act(s, 0, { unit: 'Cruiser' });
    const r = runnerOf(s);
    // Drafting the order: the Cruiser's 2 resources are owed already.
    expect(committedTradeGoods(r.currentState, 0)).toBe(2);
    expect(r.offerFor(0)!.choices).toContainEqual({ to: 1, tradeGoods: 3 });
    expect(r.offerFor(0)!.choices).not.toContainEqual({ to: 1, tradeGoods: 4 });
    r.apply(0, 'confirm');
    expect(r.promptFor(0)!.kind).toBe('pay');
    const before = JSON.stringify(r.currentState);
    expect(() => give(r, 0, { to: 1, tradeGoods: 4 })).toThrow(
      expect.objectContaining({ code: 'ILLEGAL_MOVE', message: expect.stringContaining('2 of them owed to your payment in progress') }),
    );
    expect(JSON.stringify(r.currentState)).toBe(before);
    give(r, 0, { to: 1, tradeGoods: 3 });
    expect(tradeGoods(r)).toEqual([2, 3, 0, 0]);
    expect(r.offerFor(0)).toBeNull();
    // The payment question changed (fewer Trade Goods to offer) and still admits the bill.
    expect(r.promptFor(0)!.choices).toEqual([{ tradeGoods: 1 }, { tradeGoods: 2 }]);
    r.apply(0, { tradeGoods: 2 });
    r.apply(0, 'confirm');
    expect(r.currentState.space['305']?.find((f) => f.seat === 0)?.units).toMatchObject({ Cruiser: 1 });
  });

  test('Trade Goods a payment draft has chosen stay with the payer until it confirms, even when its planets could pay instead', () => {
    const s = actionPhase();
    s.players[0].tradeGoods = 3;
    act(s, 0, { do: 'tactical', pos: '305' });
    act(s, 0, { unit: 'Cruiser' });
    act(s, 0, 'confirm');
    act(s, 0, { tradeGoods: 2 }); // Jord's 4 resources could pay, but the draft chose Trade Goods
    const r = runnerOf(s);
    expect(committedTradeGoods(r.currentState, 0)).toBe(2);
    expect(r.offerFor(0)!.choices).not.toContainEqual({ to: 1, tradeGoods: 2 });
    give(r, 0, { to: 1, tradeGoods: 1 });
    r.apply(0, 'confirm');
    expect(tradeGoods(r)).toEqual([0, 1, 0, 0]);
    expect(r.currentState.space['305']?.find((f) => f.seat === 0)?.units).toMatchObject({ Cruiser: 1 });
  });

  test('Trade Goods given away can make the giver’s open question moot: the Logistics secondary it can no longer pay is skipped', () => {
    const s = actionPhase();
    for (const [name, pl] of Object.entries(s.planets)) if (pl.owner === 1) s.planets[name].exhausted = true;
    s.players[1].tradeGoods = 3; // 3 influence: one command counter's worth
    queue(s, { t: 'follow', seat: 1, card: 4, active: 0 });
    const r = runnerOf(s);
    expect(r.promptFor(1)!.kind).toBe('follow-secondary');
    give(r, 1, { to: 2, tradeGoods: 3 });
    // Nothing left to buy with: the question is gone and the game goes on to the active player's action.
    expect(r.promptFor(1)).toBeNull();
    expect(r.seatsToMove()).toEqual([0]);
    expect(r.promptFor(0)!.kind).toBe('action');
  });

  test('the offer is answered in the strategy phase too, by a player waiting for its pick', () => {
    const s = newGame(4);
    s.players[3].tradeGoods = 1;
    const r = runnerOf(s);
    expect(prompt(r.currentState)!.kind).toBe('pick-strategy');
    const picker = r.seatsToMove()[0];
    expect(picker).not.toBe(3);
    give(r, 3, { to: picker, tradeGoods: 1 });
    expect(r.currentState.players[picker].tradeGoods).toBe(1);
    expect(r.seatsToMove()).toEqual([picker]);
  });
});
