/**
 * BoW prestige for the robot [S-BoW "JOGO SOLITÁRIO"]: prestige from cards, the leader tile between player and
 * robot, the robot's round-start bonus, 1 VP per prestige, 15 prestige ending the game.
 */
import type { Json } from '../../server/src/engine';
import { rftg } from '../../server/src/games/rftg';
import type { ActionId, RftgState } from '../../server/src/games/rftg/state';
import { soloPrestigeRoundStart, soloPrestigeTile } from '../../server/src/games/rftg/solo/prestige';
import { ROBOT_SEAT } from '../../server/src/games/rftg/solo/robot';
import { robotEndsGame, robotPhase } from '../../server/src/games/rftg/solo/round';
import { robotSheet } from '../../server/src/games/rftg/solo/score';
import { PHASE_OF_COLUMN } from '../../server/src/games/rftg/solo/dice';
import type { Column } from '../../server/src/games/rftg/solo/types';
import { cid, script } from './helpers';
import { ctxOf, newSolo, stackPile } from './solo-helpers';

function round(s: RftgState, actions: ActionId[], dice: Column[]): void {
  s.players[0].actions = actions;
  s.solo!.dice = dice.map((col, die) => ({ die, face: 'match', read: PHASE_OF_COLUMN[col], col }));
}

function developPrestigeCard(s: RftgState): void {
  script(s, ['Gem World']);
  stackPile(s, ['Galactic Bankers']);
  round(s, ['SETTLE', 'PRODUCE'], ['D1', 'P']);
  robotPhase(ctxOf(s), 'develop');
}

test('a card with the prestige symbol gives the robot 1 prestige with BoW, none before', () => {
  const bow = newSolo({ expansion: 'bow' }, 'p1', 'Epsilon Eridani');
  developPrestigeCard(bow);
  expect(bow.solo!.tableau).toContain(cid(bow, 'Galactic Bankers'));
  expect(bow.solo!.prestige).toBe(1);
  const rvi = newSolo({ expansion: 'rvi' }, 'p1', 'Epsilon Eridani');
  developPrestigeCard(rvi);
  expect(rvi.solo!.prestige).toBe(0);
});

describe('the Prestige Leader tile with the robot', () => {
  let s: RftgState;
  beforeEach(() => {
    s = newSolo({ expansion: 'bow' }, 'tile', 'Epsilon Eridani');
  });

  test('robot ahead: it holds the tile; equal: centre, tied; player ahead: the player holds it', () => {
    s.solo!.prestige = 2;
    s.players[0].prestige = 1;
    soloPrestigeTile(ctxOf(s));
    expect(s.prestigeTile).toMatchObject({ holder: ROBOT_SEAT, tied: false });
    s.players[0].prestige = 2;
    soloPrestigeTile(ctxOf(s));
    expect(s.prestigeTile).toMatchObject({ holder: null, tied: true });
    s.players[0].prestige = 3;
    s.players[0].prestigePhase = 1;
    soloPrestigeTile(ctxOf(s));
    expect(s.prestigeTile).toMatchObject({ holder: 0, tied: false, onTile: 1 });
  });

  test('robot sole leader having gained prestige last round: 1 VP, 1 card, credit +1', () => {
    s.solo!.prestige = 1;
    s.solo!.prestigeTrack.gainedThisRound = 1;
    s.prestigeTile = { holder: ROBOT_SEAT, tied: false, onTile: 1 };
    const pile = s.solo!.pile.length;
    soloPrestigeRoundStart(ctxOf(s));
    expect([s.solo!.vp, s.solo!.pile.length - pile, s.solo!.credit, s.vpPool]).toEqual([1, 1, 2, 28]);
    // Next round without new prestige: the usual sole-leader VP only.
    soloPrestigeRoundStart(ctxOf(s));
    expect([s.solo!.vp, s.solo!.pile.length - pile, s.solo!.credit]).toEqual([2, 1, 2]);
  });

  test('player sole leader with prestige on the tile: 1 VP and 1 card; a tie: 1 VP each', () => {
    s.players[0].prestige = 1;
    s.prestigeTile = { holder: 0, tied: false, onTile: 1 };
    const hand = s.players[0].hand.length;
    soloPrestigeRoundStart(ctxOf(s));
    expect([s.players[0].vp, s.players[0].hand.length - hand, s.prestigeTile.onTile]).toEqual([1, 1, 0]);
    s.solo!.prestige = 1;
    s.prestigeTile = { holder: null, tied: true, onTile: 0 };
    soloPrestigeRoundStart(ctxOf(s));
    expect([s.players[0].vp, s.solo!.vp]).toEqual([2, 1]);
  });

  test('1 VP per prestige at the end; 15 prestige ends the game', () => {
    s.solo!.prestige = 3;
    const sheet = robotSheet(s);
    expect(sheet.prestige).toBe(3);
    expect(sheet.total).toBe(sheet.cardVp + sheet.vpChips + sheet.counterVp + sheet.bonusVp + 3);
    expect(robotEndsGame(s)).toBe(false);
    s.solo!.prestige = 15;
    expect(robotEndsGame(s)).toBe(true);
  });
});

test('in play: the robot takes the tile at a phase end and gets its bonus next round', () => {
  let s = newSolo({ expansion: 'bow' }, 'flow', 'Epsilon Eridani');
  s.solo!.prestige = 1;
  s.solo!.prestigeTrack = { gainedThisRound: 1, gainedThisPhase: 1 };
  const round0 = s.round;
  for (let guard = 0; guard < 50 && s.round === round0; guard++) {
    const [pr] = rftg.pending(s);
    const move = pr.kind === 'action' ? 'DEVELOP+PRODUCE' : pr.choices ? pr.choices[0] : (pr.pick!.from.slice(0, pr.pick!.min) as Json);
    s = rftg.apply(s, pr.seat, move).state;
  }
  expect(s.round).toBe(round0 + 1);
  expect(s.prestigeTile!.holder).toBe(ROBOT_SEAT);
  expect(s.solo!.vp).toBeGreaterThanOrEqual(1);
  expect(s.solo!.prestigeTrack.gainedThisRound).toBe(0);
});
