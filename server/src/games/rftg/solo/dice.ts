/**
 * Reading and placing the robot's dice [S-TGS "Colocar Dados"]:
 * - a phase face goes on its space; Explore, Develop and Settle on the LEFT
 *   space of their pair (E1, D1, S1);
 * - a robot face is read as the phase on the start world's robot= counter;
 * - match faces: two → one under each player action counter; one → under the
 *   player's rightmost counter, or under the other if that space holds a die;
 * - if both player counters sit in one Explore/Develop/Settle pair, the die
 *   under the right space shifts left, unless the other die is already there.
 */
import { randInt, type RngState } from '../../../engine';
import type { ActionId } from '../state';
import { DICE } from './mat';
import { COLUMNS, type Column, type Face, type PhaseFace, type PlacedDie } from './types';

const LEFT: Record<PhaseFace, Column> = { explore: 'E1', develop: 'D1', settle: 'S1', trade: 'TRADE', x2: 'X2', produce: 'P' };

export const COLUMN_OF_ACTION: Partial<Record<ActionId, Column>> = {
  EXPLORE_5_0: 'E1',
  EXPLORE_1_1: 'E2',
  DEVELOP: 'D1',
  DEVELOP2: 'D2',
  SETTLE: 'S1',
  SETTLE2: 'S2',
  CONSUME_TRADE: 'TRADE',
  CONSUME_X2: 'X2',
  PRODUCE: 'P',
};

export const PHASE_OF_COLUMN: Record<Column, PhaseFace> = {
  E1: 'explore',
  E2: 'explore',
  D1: 'develop',
  D2: 'develop',
  S1: 'settle',
  S2: 'settle',
  TRADE: 'trade',
  X2: 'x2',
  P: 'produce',
};

const PAIRS: [Column, Column][] = [
  ['E1', 'E2'],
  ['D1', 'D2'],
  ['S1', 'S2'],
];

export function rollDice(rng: RngState): Face[] {
  return DICE.map((d) => d.faces[randInt(rng, d.faces.length)]);
}

/** The player's action counters on the mat, left to right (the BoW Search card has no mat space). */
export function playerColumns(actions: ActionId[]): Column[] {
  const cols = actions.map((a) => COLUMN_OF_ACTION[a]).filter((c): c is Column => c !== undefined);
  return cols.sort((a, b) => COLUMNS.indexOf(a) - COLUMNS.indexOf(b));
}

/** Places rolled faces given the player's counters and the robot= face; pure, for tests. */
export function placeDice(faces: Face[], counters: Column[], robotFace: PhaseFace): PlacedDie[] {
  const cols: (Column | null)[] = faces.map((f) => (f === 'match' ? null : LEFT[f === 'robot' ? robotFace : f]));
  const matchDice = faces.flatMap((f, i) => (f === 'match' ? [i] : []));
  // RULE-AMBIGUITY: with only one counter on the mat (the other action was the BoW Search card), every match die
  // goes under that counter.
  const leftmost = counters[0];
  const rightmost = counters[counters.length - 1];
  if (matchDice.length === 2) {
    cols[matchDice[0]] = leftmost;
    cols[matchDice[1]] = rightmost;
  } else if (matchDice.length === 1) {
    const occupied = cols.includes(rightmost);
    cols[matchDice[0]] = occupied ? leftmost : rightmost;
  }
  const pair = counters.length === 2 ? PAIRS.find(([l, r]) => counters[0] === l && counters[1] === r) : undefined;
  if (pair) {
    for (const i of matchDice) {
      const others = cols.filter((_, j) => j !== i);
      if (cols[i] === pair[1] && !others.includes(pair[0])) cols[i] = pair[0];
    }
  }
  return faces.map((face, die) => ({ die, face, col: cols[die]!, read: PHASE_OF_COLUMN[cols[die]!] }));
}
