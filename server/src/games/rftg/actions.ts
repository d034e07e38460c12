/**
 * Action cards: which choices are legal, and which phases a set of revealed
 * choices makes the round run.
 */
import { ACTIONS, type ActionId, type PhaseStage, type PlayerState, type RftgState } from './state';

const BASIC: ActionId[] = ['SEARCH', 'EXPLORE_5_0', 'EXPLORE_1_1', 'DEVELOP', 'SETTLE', 'CONSUME_TRADE', 'CONSUME_X2', 'PRODUCE'];

/**
 * Legal answers to the action question, as the logs write them: one action,
 * or in the advanced game two different action cards joined with "+" in action
 * order. The second Develop/Settle card only goes with the first one (picking
 * it alone is never better and neither the reference AI nor its GUI offers it).
 */
export function legalActionChoices(advanced: boolean, canSearch = false, canBoost = false): string[] {
  // Eight possible lists, asked of every seat every round: each is worked out once (and copied, since it
  // becomes part of a question in the state).
  const key = (advanced ? 4 : 0) + (canSearch ? 2 : 0) + (canBoost ? 1 : 0);
  return (choiceLists[key] ??= listActionChoices(advanced, canSearch, canBoost)).slice();
}

const choiceLists: (string[] | undefined)[] = [];

function listActionChoices(advanced: boolean, canSearch: boolean, canBoost: boolean): string[] {
  const usable = (a: ActionId) => a !== 'SEARCH' || canSearch;
  const boostable = (a: ActionId) => canBoost && a !== 'SEARCH';
  if (!advanced) return BASIC.filter(usable).flatMap((a) => (boostable(a) ? [a, `PRESTIGE_${a}`] : [a]));
  const out: string[] = [];
  const list = ACTIONS.filter(usable);
  // In the reference engine's order: A+B, A+PRESTIGE_B for every B, then PRESTIGE_A+B; at most one of the
  // two may be Search or prestige-boosted.
  for (let i = 0; i < list.length; i++) {
    const a = list[i];
    if (a === 'DEVELOP2' || a === 'SETTLE2') continue; // paired only behind its first card
    const partners: ActionId[] = [];
    for (let j = i + 1; j < list.length; j++) {
      const b = list[j];
      if (b === 'DEVELOP2' && a !== 'DEVELOP') continue;
      if (b === 'SETTLE2' && a !== 'SETTLE') continue;
      partners.push(b);
    }
    for (const b of partners) {
      out.push(`${a}+${b}`);
      if (boostable(a) && boostable(b)) out.push(`${a}+PRESTIGE_${b}`);
    }
    if (boostable(a)) for (const b of partners) out.push(`PRESTIGE_${a}+${b}`);
  }
  return out;
}

/**
 * BoW: may this player still use the prestige/search action card for Search?
 */
export function canSearch(s: RftgState, p: PlayerState): boolean {
  return s.level >= 3 && !p.searchUsed;
}

/** BoW: may this player boost an action with the prestige/search card (1 prestige)? */
export function canBoost(s: RftgState, p: PlayerState): boolean {
  return s.level >= 3 && !p.searchUsed && (p.prestige ?? 0) >= 1;
}

/** Splits a legal answer into action cards and the prestige-boosted one (if any). */
export function parseActionChoice(choice: string): { actions: ActionId[]; boosted: ActionId | null } {
  // Split once per legal answer (a few dozen, each answered every round): a copy of the cards, which the state keeps.
  let parsed = parsedChoices.get(choice);
  if (!parsed) parsedChoices.set(choice, (parsed = splitActionChoice(choice)));
  return { actions: [...parsed.actions], boosted: parsed.boosted };
}

const parsedChoices = new Map<string, { actions: readonly ActionId[]; boosted: ActionId | null }>();

function splitActionChoice(choice: string): { actions: ActionId[]; boosted: ActionId | null } {
  let boosted: ActionId | null = null;
  const actions = choice.split('+').map((a) => {
    if (!a.startsWith('PRESTIGE_')) return a as ActionId;
    boosted = a.slice('PRESTIGE_'.length) as ActionId;
    return boosted;
  });
  return { actions, boosted };
}

/** BoW: did the player boost this action with prestige this round? */
export function boosted(p: PlayerState, a: ActionId): boolean {
  return (p.boosted ?? null) === a;
}

export function chose(p: PlayerState, a: ActionId): boolean {
  return p.actions !== null && p.actions.includes(a);
}

/** The phases a round runs, in order, given every seat's revealed actions. */
export function phasesFor(players: PlayerState[]): PhaseStage[] {
  const any = (a: ActionId) => players.some((p) => chose(p, a));
  const out: PhaseStage[] = [];
  if (any('SEARCH')) out.push('search');
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
