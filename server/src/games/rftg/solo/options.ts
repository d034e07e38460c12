/**
 * Solitaire options: one seat means the game against the robot. It needs The
 * Gathering Storm (mat, counters, dice) and is played with the 2-player
 * advanced action choice and without goals [S-TGS "Fluxo do Jogo
 * Solitário"; V~:W-SCRIBD-PT "advanced 2-player rules without the goal
 * tiles"]. RULE-AMBIGUITY: U-18 — takeovers stay off (no source says how the
 * robot would attack or defend); the drafting variant is not defined for it.
 */
import { GameError, type OptionField } from '../../../engine';
import type { MatchOptions } from '../state';

export const ROBOT_MAT_OPTION: OptionField = {
  type: 'string',
  enum: ['provisional'],
  default: 'provisional',
  label: 'Robot mat',
  valueLabels: { provisional: 'Provisional' },
  description:
    'solitaire (1 seat) only: which robot mat is played. "provisional" = rows no source confirms (dice faces, Settle, Consume, Produce, most robot= faces) use documented readings; see view.robot.provisional',
};

const bad = (msg: string) => new GameError('BAD_OPTIONS', msg);

/** Checks the solitaire-only options and fills them in; `given` holds the raw values of the relevant options. */
export function applySoloOptions(
  out: MatchOptions,
  seatCount: number,
  given: { advanced: unknown; goals: unknown; takeovers: unknown; robotMat: unknown; robotStartWorld: unknown },
): void {
  if (given.robotMat !== undefined && given.robotMat !== 'provisional') throw bad('robotMat must be "provisional"');
  if (seatCount !== 1) {
    // Like `difficulty`, a valid robotMat is accepted and ignored without the robot (generic lobbies may send it).
    if (given.robotStartWorld !== undefined) throw bad('robotStartWorld is for the solitaire game (1 seat) only');
    return;
  }
  if (out.expansion === 'base') throw bad('the solitaire game needs The Gathering Storm (expansion tgs or later)');
  if (given.advanced === false) throw bad("the solitaire game is played with the advanced game's two actions");
  if (given.goals === true) throw bad('the solitaire game is played without goals');
  if (given.takeovers === true) throw bad('takeovers are not available in the solitaire game (no rule says how the robot takes part)');
  out.advanced = true;
  out.goals = false;
  out.takeovers = false;
  out.robotMat = 'provisional';
  if (given.robotStartWorld !== undefined) {
    if (!Number.isInteger(given.robotStartWorld) || (given.robotStartWorld as number) < 0) throw bad('robotStartWorld must be a card id');
    out.robotStartWorld = given.robotStartWorld as number;
  }
}
