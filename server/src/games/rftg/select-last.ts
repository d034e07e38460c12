/**
 * BoW, Psi-Crystal World ("see the other players' actions"): its owner
 * chooses an action after the others' actions are revealed. In the 2-player
 * advanced game the owner chooses the first action with everyone, and the
 * second once both of the opponent's actions are revealed (rules, card powers:
 * "Veja as Ações dos Outros Jogadores").
 */
import { canBoost, canSearch, legalActionChoices, parseActionChoice } from './actions';
import { hasCardFlag } from './cardinfo';
import { choiceAsk } from './prompts';
import type { ActionId, Ctx, PlayerState, RftgState } from './state';

/**
 * The seat owning a SELECT_LAST card (one copy exists), or null.
 * RULE-AMBIGUITY (solitaire, U-21 in solitaire-robot.md): the robot's dice are rolled only after the
 * player's actions are locked, so there is nothing to see first; the power does nothing there.
 */
export function selectLastSeat(s: RftgState): number | null {
  if (s.solo) return null;
  const seat = s.players.findIndex((p) => p.tableau.some((c) => hasCardFlag(s, c, 'SELECT_LAST')));
  return seat < 0 ? null : seat;
}

/** Advanced game: the owner's first action alone (any single card, boosted or not), chosen with everyone. */
export function firstActionChoices(s: RftgState, p: PlayerState): string[] {
  const singles = new Set<string>();
  for (const choice of legalActionChoices(true, canSearch(s, p), canBoost(s, p))) {
    for (const part of choice.split('+')) if (part !== 'DEVELOP2' && part !== 'SETTLE2') singles.add(part);
  }
  return [...singles];
}

/** Advanced game: full answers that keep the first action as it was chosen (boosted or not). */
function completions(s: RftgState, p: PlayerState): string[] {
  const first = p.actions![0];
  const firstBoosted = p.boosted === first;
  return legalActionChoices(true, canSearch(s, p), canBoost(s, p)).filter((choice) => {
    const { actions, boosted } = parseActionChoice(choice);
    if (!actions.includes(first)) return false;
    return firstBoosted ? boosted === first : boosted !== first && !(p.boosted && boosted);
  });
}

/**
 * Called when every seat has answered the action question: if the owner still has to choose, reveals the
 * other seats' actions to everyone and asks the owner; returns true when it asked.
 */
export function askLastChooser(ctx: Ctx): boolean {
  const { s } = ctx;
  if (s.lastChooser !== undefined && s.lastChooser !== null) return false;
  const seat = selectLastSeat(s);
  if (seat === null) return false;
  const p = s.players[seat];
  const done = s.options.advanced ? p.actions !== null && p.actions.length === 2 : p.actions !== null;
  if (done) return false;
  s.lastChooser = seat;
  const others = s.players.map((q, i) => (i === seat ? null : { actions: q.actions as ActionId[], boosted: q.boosted }));
  ctx.ev.push({ type: 'actions-before-last', text: `Actions revealed before ${p.name} chooses (Psi-Crystal World).`, data: { seat, others } });
  const choices = s.options.advanced ? completions(s, p) : legalActionChoices(false, canSearch(s, p), canBoost(s, p));
  p.ask = choiceAsk(
    'action',
    s.options.advanced ? 'Psi-Crystal World: choose your second action' : "Psi-Crystal World: choose your action, knowing the others'",
    choices,
    { shape: 'string' },
  );
  return true;
}
