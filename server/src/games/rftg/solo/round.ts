/**
 * The robot's part of a round [S-TGS "Fluxo do Jogo Solitário"]: once the
 * player's two actions are locked, roll and place the dice; the phases then
 * run left to right, the player first and the robot after it, with the
 * robot's action row where one of its dice lies and its response row where
 * only the player chose [S-TGS "Ações do Robô"].
 *
 * RULE-AMBIGUITY: U-21 — player powers that compare with "the other players" see no one else here: Psi-Crystal
 * World's later choice comes before the dice anyway, and Produce's "most goods" powers (phases/produce.ts)
 * compare with no one, so they always pay; no source says how the robot counts for them.
 */
import type { Json } from '../../../engine';
import { chose } from '../actions';
import type { ActionId, Ctx, PhaseStage, RftgState } from '../state';
import { playerColumns, placeDice, rollDice } from './dice';
import { ROBOT_COLUMNS, ROBOT_FACES } from '../labels';
import { profileFor, rowFor, ROBOT_GAME_END } from './mat';
import { PRESTIGE_GAME_END } from '../prestige';
import { ROBOT_NAME, robotTableauSize, runRow, soloOf } from './robot';
import type { Column, MatPhase } from './types';

const STAGE_ORDER: PhaseStage[] = ['search', 'explore', 'develop', 'develop2', 'settle', 'settle2', 'consume', 'produce'];
/** The phase each mat column's die calls for. */
export const STAGE_OF_COLUMN: Record<Column, PhaseStage> = {
  E1: 'explore',
  E2: 'explore',
  D1: 'develop',
  D2: 'develop2',
  S1: 'settle',
  S2: 'settle2',
  TRADE: 'consume',
  X2: 'consume',
  P: 'produce',
};

/** RD-2: roll, read and place the dice; the phases they call for join the round's. */
export function robotChooses(ctx: Ctx): void {
  const { s } = ctx;
  const r = soloOf(s);
  const player = s.players[0];
  const faces = rollDice(s.rng);
  r.dice = placeDice(faces, playerColumns(player.actions ?? []), profileFor(r.profile).robotFace);
  ctx.ev.push({
    type: 'robot-dice',
    text: `${ROBOT_NAME} rolls ${faces.map((f) => ROBOT_FACES[f]).join(' and ')}: its dice go to ${r.dice.map((d) => ROBOT_COLUMNS[d.col]).join(' and ')}.`,
    data: { dice: r.dice as unknown as Json },
  });
  // PH-1: a phase happens when the player chose it or a die lies in one of its columns (D2/S2: the second one).
  const wanted = new Set<PhaseStage>([...s.phasesLeft, ...r.dice.map((d) => STAGE_OF_COLUMN[d.col])]);
  s.phasesLeft = STAGE_ORDER.filter((st) => wanted.has(st));
}

function diceOn(s: RftgState, ...cols: Column[]): number {
  return (soloOf(s).dice ?? []).filter((d) => cols.includes(d.col)).length;
}

/**
 * PH-2: action row with a die, response row if only the player chose it.
 * RULE-AMBIGUITY: U-03 — two dice on one Develop/Settle/Consume/Produce space give the action once (the rules
 * read "a die is present"); only Explore has a stated double row.
 */
function column(ctx: Ctx, phase: MatPhase, col: Column, playerAction: ActionId): void {
  const { s } = ctx;
  const profile = profileFor(soloOf(s).profile);
  if (diceOn(s, col) > 0) runRow(ctx, rowFor(profile, phase, 'action'), `${phase}.action`);
  else if (chose(s.players[0], playerAction)) runRow(ctx, rowFor(profile, phase, 'response'), `${phase}.response`);
}

/** The robot's turn in a phase, after the player has completed it (PH-5). */
export function robotPhase(ctx: Ctx, stage: PhaseStage): void {
  const { s } = ctx;
  const profile = profileFor(soloOf(s).profile);
  const p = s.players[0];
  switch (stage) {
    case 'explore': {
      // [S-TGS]: two robot dice on Explore mean "both Explore actions": the double row; a robot with an
      // Explore die does not also respond to the player's Explore (PH-3).
      const n = diceOn(s, 'E1', 'E2');
      if (n >= 2) runRow(ctx, rowFor(profile, 'explore', 'double'), 'explore.double');
      else if (n === 1) runRow(ctx, rowFor(profile, 'explore', 'action'), 'explore.action');
      else if (chose(p, 'EXPLORE_5_0') || chose(p, 'EXPLORE_1_1')) runRow(ctx, rowFor(profile, 'explore', 'response'), 'explore.response');
      return;
    }
    case 'develop':
      return column(ctx, 'develop', 'D1', 'DEVELOP');
    case 'develop2':
      return column(ctx, 'develop', 'D2', 'DEVELOP2');
    case 'settle':
      return column(ctx, 'settle', 'S1', 'SETTLE');
    case 'settle2':
      return column(ctx, 'settle', 'S2', 'SETTLE2');
    case 'consume': {
      // RULE-AMBIGUITY: U-04 — one Consume phase gives the robot its action(s) or its response(s), never both:
      // with a die on $ or x2 it does not also answer the player's other Consume column.
      if (diceOn(s, 'TRADE', 'X2') > 0) {
        if (diceOn(s, 'TRADE') > 0) runRow(ctx, rowFor(profile, 'trade', 'action'), 'trade.action');
        if (diceOn(s, 'X2') > 0) runRow(ctx, rowFor(profile, 'x2', 'action'), 'x2.action');
      } else {
        if (chose(p, 'CONSUME_TRADE')) runRow(ctx, rowFor(profile, 'trade', 'response'), 'trade.response');
        if (chose(p, 'CONSUME_X2')) runRow(ctx, rowFor(profile, 'x2', 'response'), 'x2.response');
      }
      return;
    }
    case 'produce':
      return column(ctx, 'produce', 'P', 'PRODUCE');
    case 'search':
      // The robot never searches [S-BoW].
      return;
  }
}

/** Game end from the robot's side: 12 tableau cards (counters included) or, with BoW, 15 prestige. */
export function robotEndsGame(s: RftgState): boolean {
  if (!s.solo) return false;
  return robotTableauSize(s.solo) >= ROBOT_GAME_END || (s.level >= 3 && s.solo.prestige >= PRESTIGE_GAME_END);
}
