/**
 * Action cards: which choices are legal, and which phases a set of revealed
 * choices makes the round run.
 */
import { ACTIONS, type ActionId, type PhaseStage, type PlayerState } from './state';

const BASIC: ActionId[] = ['EXPLORE_5_0', 'EXPLORE_1_1', 'DEVELOP', 'SETTLE', 'CONSUME_TRADE', 'CONSUME_X2', 'PRODUCE'];

/**
 * Legal answers to the action question, as the logs write them: one action,
 * or in the advanced game two different action cards joined with "+" in action
 * order. The second Develop/Settle card only goes with the first one (picking
 * it alone is never better and neither the reference AI nor its GUI offers it).
 */
export function legalActionChoices(advanced: boolean): string[] {
  if (!advanced) return [...BASIC];
  const out: string[] = [];
  for (let i = 0; i < ACTIONS.length; i++) {
    for (let j = i + 1; j < ACTIONS.length; j++) {
      const a = ACTIONS[i];
      const b = ACTIONS[j];
      if (a === 'DEVELOP2' || a === 'SETTLE2') continue; // paired only behind its first card
      if (b === 'DEVELOP2' && a !== 'DEVELOP') continue;
      if (b === 'SETTLE2' && a !== 'SETTLE') continue;
      out.push(`${a}+${b}`);
    }
  }
  return out;
}

export function parseActionChoice(choice: string): ActionId[] {
  return choice.split('+') as ActionId[];
}

export function chose(p: PlayerState, a: ActionId): boolean {
  return p.actions !== null && p.actions.includes(a);
}

/** The phases a round runs, in order, given every seat's revealed actions. */
export function phasesFor(players: PlayerState[]): PhaseStage[] {
  const any = (a: ActionId) => players.some((p) => chose(p, a));
  const out: PhaseStage[] = [];
  if (any('EXPLORE_5_0') || any('EXPLORE_1_1')) out.push('explore');
  if (any('DEVELOP')) out.push('develop');
  if (any('DEVELOP2')) out.push('develop2');
  if (any('SETTLE')) out.push('settle');
  if (any('SETTLE2')) out.push('settle2');
  if (any('CONSUME_TRADE') || any('CONSUME_X2')) out.push('consume');
  if (any('PRODUCE')) out.push('produce');
  return out;
}

/** The action card whose bonus applies to a player in the given Develop/Settle phase. */
export function bonusActionFor(stage: PhaseStage): ActionId | null {
  switch (stage) {
    case 'develop':
      return 'DEVELOP';
    case 'develop2':
      return 'DEVELOP2';
    case 'settle':
      return 'SETTLE';
    case 'settle2':
      return 'SETTLE2';
    default:
      return null;
  }
}
