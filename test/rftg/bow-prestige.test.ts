import { rftg } from '../../server/src/games/rftg';
import { gainPrestige, prestigeLeaders, prestigeRoundStart, spendPrestige, updatePrestigeTile } from '../../server/src/games/rftg/prestige';
import type { Ctx } from '../../server/src/games/rftg/state';
import { scoreSheet } from '../../server/src/games/rftg/scoring';
import type { GameEvent, Json } from '../../server/src/engine';
import { answer, chooseActions, cid, layout, newBowGame, newGame, promptOf } from './helpers';

/** Answers every open question with its first legal answer until the next action choice (or the end). */
function finishRound(s: ReturnType<typeof newBowGame>, ev: GameEvent[]): void {
  for (let guard = 0; guard < 50 && !s.over && s.stage !== 'action'; guard++) {
    for (const pr of rftg.pending(s)) {
      const move = pr.choices ? pr.choices[0] : (pr.pick!.from.slice(0, pr.pick!.min) as Json);
      ev.push(...answer(s, pr.seat, move));
    }
  }
}

const ctxOf = (s: ReturnType<typeof newBowGame>): Ctx => ({ s, ev: [] });

describe('BoW prestige (core)', () => {
  it('a BoW game has 5 more VP in the pool, a leader tile in the centre and no prestige', () => {
    const s = newBowGame(2);
    expect(s.level).toBe(3);
    expect(s.vpPool).toBe(12 * 2 + 5);
    expect(s.prestigeTile).toEqual({ holder: null, tied: false, onTile: 0 });
    expect(s.players.map((p) => [p.prestige, p.searchUsed])).toEqual([
      [0, false],
      [0, false],
    ]);
  });
  it('earlier levels have no tile and gaining prestige there does nothing', () => {
    const s = newGame(2, { expansion: 'rvi' });
    expect(s.prestigeTile).toBeNull();
    gainPrestige(ctxOf(s), 0, 2, 'test');
    expect(s.players[0].prestige).toBe(0);
  });
  it('a sole leader takes the tile with the phase prestige on it; a tie puts it in the centre', () => {
    const s = newBowGame(3);
    const ctx = ctxOf(s);
    gainPrestige(ctx, 1, 2, 'test');
    updatePrestigeTile(ctx);
    expect(s.prestigeTile).toEqual({ holder: 1, tied: false, onTile: 2 });
    // The holder gains more in a later phase: it is added.
    gainPrestige(ctx, 1, 1, 'test');
    updatePrestigeTile(ctx);
    expect(s.prestigeTile).toEqual({ holder: 1, tied: false, onTile: 3 });
    gainPrestige(ctx, 0, 3, 'test');
    updatePrestigeTile(ctx);
    expect(prestigeLeaders(s)).toEqual([0, 1]);
    expect(s.prestigeTile).toEqual({ holder: null, tied: true, onTile: 0 });
    // A new sole leader gets only this phase's prestige on the tile.
    gainPrestige(ctx, 2, 1, 'test');
    updatePrestigeTile(ctx);
    gainPrestige(ctx, 2, 3, 'test');
    updatePrestigeTile(ctx);
    expect(s.prestigeTile).toEqual({ holder: 2, tied: false, onTile: 3 });
  });
  it('losing the lead by spending moves the tile at once', () => {
    const s = newBowGame(2);
    const ctx = ctxOf(s);
    gainPrestige(ctx, 0, 2, 'test');
    gainPrestige(ctx, 1, 1, 'test');
    updatePrestigeTile(ctx);
    expect(s.prestigeTile!.holder).toBe(0);
    spendPrestige(ctx, 0, 1, 'test');
    expect(s.prestigeTile).toEqual({ holder: null, tied: true, onTile: 0 });
    spendPrestige(ctx, 0, 1, 'test');
    // Seat 1 now leads alone; its prestige was gained in an earlier phase, so the tile is empty.
    expect(s.prestigeTile).toEqual({ holder: 1, tied: false, onTile: 0 });
    expect(() => spendPrestige(ctx, 0, 1, 'test')).toThrow();
  });
  it('spending within the lead keeps the tile but lowers what lies on it', () => {
    const s = newBowGame(2);
    const ctx = ctxOf(s);
    gainPrestige(ctx, 0, 3, 'test');
    updatePrestigeTile(ctx);
    spendPrestige(ctx, 0, 2, 'test');
    expect(s.prestigeTile).toEqual({ holder: 0, tied: false, onTile: 1 });
  });
  it('round start: a sole leader with prestige on the tile gets 1 VP and 1 card, and the tile empties', () => {
    const s = newBowGame(2);
    const ctx = ctxOf(s);
    gainPrestige(ctx, 0, 1, 'test');
    updatePrestigeTile(ctx);
    const hand = s.players[0].hand.length;
    const pool = s.vpPool;
    prestigeRoundStart(ctx);
    expect(s.players[0].vp).toBe(1);
    expect(s.players[0].hand).toHaveLength(hand + 1);
    expect(s.vpPool).toBe(pool - 1);
    expect(s.prestigeTile!.onTile).toBe(0);
    // Next round, with the tile empty: 1 VP only.
    prestigeRoundStart(ctx);
    expect(s.players[0].vp).toBe(2);
    expect(s.players[0].hand).toHaveLength(hand + 1);
  });
  it('round start: tied leaders each get 1 VP; nobody with prestige gets nothing', () => {
    const s = newBowGame(3);
    const ctx = ctxOf(s);
    prestigeRoundStart(ctx);
    expect(s.players.map((p) => p.vp)).toEqual([0, 0, 0]);
    gainPrestige(ctx, 0, 2, 'test');
    gainPrestige(ctx, 2, 2, 'test');
    updatePrestigeTile(ctx);
    prestigeRoundStart(ctx);
    expect(s.players.map((p) => p.vp)).toEqual([1, 0, 1]);
  });
  it('the round machine checks the tile after each phase and pays the bonus at the next round start', () => {
    const s = newBowGame(2);
    s.players[0].prestige = 1;
    s.players[0].prestigePhase = 1;
    const ev = chooseActions(s, ['PRODUCE', 'PRODUCE']);
    finishRound(s, ev);
    expect(s.round).toBe(2);
    expect(ev.some((e) => e.type === 'prestige-leader')).toBe(true);
    expect(s.players[0].vp).toBeGreaterThanOrEqual(1);
    expect(ev.some((e) => e.type === 'draw' && (e.data as { reason: string }).reason === 'prestige leader')).toBe(true);
    // The bonus card is in the hand (other powers may have discarded some).
    const bonus = ev.find((e) => e.type === 'drew-cards' && (e.data as { reason: string }).reason === 'prestige leader')!;
    expect(s.players[0].hand).toContain((bonus.data as { cards: number[] }).cards[0]);
    expect(s.prestigeTile).toEqual({ holder: 0, tied: false, onTile: 0 });
  });
  it('15 prestige at the end of a round ends the game; each prestige scores 1 VP', () => {
    const s = newBowGame(2);
    s.players[1].prestige = 15;
    finishRound(s, chooseActions(s, ['PRODUCE', 'PRODUCE']));
    expect(s.over).toBe(true);
    const sheet = scoreSheet(s, 1);
    expect(sheet.prestige).toBe(15);
    expect(sheet.total).toBe(sheet.vpChips + sheet.cardVp + sheet.bonusVp + sheet.goalVp + 15);
    const r = rftg.result(s)!;
    expect((r.detail as { sheets: { prestige: number }[] }).sheets[1].prestige).toBe(15);
  });
  it('placing a card with the prestige symbol earns 1 prestige; the tile follows at the end of the phase', () => {
    const s = newBowGame(2);
    layout(s, 0, { hand: ['Galactic Bankers', 'Spice World', 'Gem World', 'Alpha Centauri', 'Asteroid Belt', 'Comet Zone'] });
    layout(s, 1, { hand: ['Deserted Alien Colony'] });
    const ev = chooseActions(s, ['DEVELOP', 'PRODUCE']);
    expect(promptOf(s, 0)!.choices).toEqual([cid(s, 'Galactic Bankers'), null]);
    ev.push(...answer(s, 0, cid(s, 'Galactic Bankers')));
    ev.push(...answer(s, 1, null));
    finishRound(s, ev);
    expect(s.players[0].tableau).toContain(cid(s, 'Galactic Bankers'));
    expect(s.players[0].prestige).toBeGreaterThanOrEqual(1);
    expect(ev.some((e) => e.type === 'prestige' && (e.data as { seat: number }).seat === 0)).toBe(true);
    expect(s.prestigeTile!.holder).toBe(0);
  });
  it('stats reports the rounds played', () => {
    const s = newGame(2);
    chooseActions(s, ['PRODUCE', 'PRODUCE']);
    expect(rftg.stats!(s)).toEqual({ rounds: s.round });
  });
});
