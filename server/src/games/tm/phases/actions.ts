/**
 * The action phase (TM-07, TM-10..16): from the first player, each player in
 * turn takes 1 or 2 actions, then play moves on; a player who passes takes
 * no more actions this generation; the phase ends when all have passed.
 * The action question lists only what can be done now: a card only if its
 * requirements, cost and mandatory parts can all be met, a standard project
 * only if its effect can happen, a blue action only if unused and useful.
 */
import type { Json } from '../../../engine';
import { legalSpaces } from '../board/placement';
import { AWARDS, corporation, MILESTONES, projectCard, standardProject, STANDARD_PROJECTS } from '../data';
import { productionPossible } from '../dsl/check';
import { stepsEffective, stepsPossible } from '../dsl/possible';
import type { ActionOption } from '../dsl/language';
import { pushTasks } from '../dsl/stack';
import { askPay } from '../dsl/effects';
import { stepsText } from '../dsl/text';
import { awardCost, awardProblem, fundAward } from '../awards';
import { claimMilestone, milestoneProblem } from '../milestones';
import { canPay } from '../payment';
import { withMemo } from '../memo';
import { askChoices, askPick } from '../prompts';
import { requirementProblem } from '../requirements';
import { cardCost, greeneryPlants, nameOf, sourceIds, sourceOf, standardProjectCost } from '../tableau';
import { MAX_OCEANS, MAX_TEMPERATURE, type Ctx, type PlayerState, type TmState } from '../state';

export const HEAT_PER_STEP = 8;

/** Heat the card itself must spend (Local Heat Trapping): not available to pay its cost. */
function reservedHeat(id: string): number {
  return (projectCard(id).play ?? []).reduce((n, st) => n + ('lose' in st ? (st.lose.heat ?? 0) : 0), 0);
}

export function cardPayTerms(p: PlayerState, id: string) {
  const card = projectCard(id);
  return { cost: cardCost(p, id), steel: card.tags.includes('building'), titanium: card.tags.includes('space'), reserveHeat: reservedHeat(id) };
}

/** null if the card can be played now; otherwise the rule that stops it. */
export function playProblem(s: TmState, seat: number, id: string): string | null {
  const p = s.players[seat];
  const card = projectCard(id);
  if (!p.hand.includes(id)) return `${card.name} is not in your hand`;
  const req = requirementProblem(s, seat, card.requirements, card.name);
  if (req) return req;
  const terms = cardPayTerms(p, id);
  if (!canPay(p, terms)) return `${card.name} costs ${terms.cost} M€; you cannot pay that`;
  if (!productionPossible(s, seat, id, card.production)) return `${card.name}: the production decrease is not possible`;
  if (!stepsPossible(s, seat, id, card.play)) return `${card.name}: a mandatory part is not possible now (${stepsText(card.play ?? [])})`;
  return null;
}

export function spProblem(s: TmState, seat: number, id: string): string | null {
  const p = s.players[seat];
  const sp = standardProject(id);
  if (id === 'sell-patents') return p.hand.length > 0 ? null : 'Sell Patents needs a card in hand';
  const cost = standardProjectCost(p, id, sp.cost);
  if (id === 'asteroid' && s.temperature >= MAX_TEMPERATURE) return 'the temperature is at its maximum';
  if (id === 'aquifer' && s.oceans >= MAX_OCEANS) return 'all 9 oceans are placed';
  if (!canPay(p, { cost, steel: false, titanium: false, reserveHeat: 0 })) return `${sp.name} costs ${cost} M€; you cannot pay that`;
  const tile = sp.do.find((st) => 'place' in st);
  if (tile && 'place' in tile && legalSpaces(s, seat, tile.place).length === 0) return `no legal space for a ${tile.place}`;
  return null;
}

function actionOptions(id: string): ActionOption[] {
  const a = sourceOf(id).action;
  return a === undefined ? [] : Array.isArray(a) ? a : [a];
}

/**
 * RULE-AMBIGUITY: a blue action that would change nothing now is not offered (Water Splitting Plant at 14%
 * oxygen, Water Import From Europa with 9 oceans, Symbiotic Fungus without another microbe card), as the
 * standard projects whose only effect cannot happen are not.
 */
function optionUsable(s: TmState, seat: number, id: string, o: ActionOption): boolean {
  if (o.when === 'trRaisedThisGeneration' && !s.players[seat].trRaised) return false;
  return stepsPossible(s, seat, id, o.cost) && stepsPossible(s, seat, id, o.do) && stepsEffective(s, seat, id, o.do);
}

export function actProblem(s: TmState, seat: number, id: string): string | null {
  const p = s.players[seat];
  if (!sourceIds(p).includes(id) || actionOptions(id).length === 0) return `you have no action on ${id}`;
  if (p.used.includes(id)) return `${nameOf(id)}'s action is used this generation`;
  if (!actionOptions(id).some((o) => optionUsable(s, seat, id, o))) return `${nameOf(id)}'s action cannot be used now`;
  return null;
}

export function plantsProblem(s: TmState, seat: number): string | null {
  const p = s.players[seat];
  const need = greeneryPlants(p);
  if (p.res.plants < need) return `a greenery needs ${need} plants; you have ${p.res.plants}`;
  if (legalSpaces(s, seat, 'greenery').length === 0) return 'no legal space for a greenery';
  return null;
}

export function heatProblem(s: TmState, seat: number): string | null {
  const p = s.players[seat];
  if (p.res.heat < HEAT_PER_STEP) return `a temperature step needs ${HEAT_PER_STEP} heat; you have ${p.res.heat}`;
  if (s.temperature >= MAX_TEMPERATURE) return 'the temperature is at its maximum';
  return null;
}

/** Every legal answer to the action question. */
export function legalActions(s: TmState, seat: number): Json[] {
  const p = s.players[seat];
  if (p.firstAction) return [{ do: 'first' }];
  const out: Json[] = [];
  for (const id of p.hand) if (playProblem(s, seat, id) === null) out.push({ do: 'play', card: id });
  for (const sp of STANDARD_PROJECTS) if (spProblem(s, seat, sp.id) === null) out.push({ do: 'sp', sp: sp.id });
  if (!s.solo) {
    for (const m of MILESTONES) if (milestoneProblem(s, seat, m.id) === null) out.push({ do: 'milestone', id: m.id });
    for (const a of AWARDS) if (awardProblem(s, seat, a.id) === null) out.push({ do: 'award', id: a.id });
  }
  for (const id of sourceIds(p)) if (actionOptions(id).length > 0 && actProblem(s, seat, id) === null) out.push({ do: 'act', card: id });
  if (plantsProblem(s, seat) === null) out.push({ do: 'plants' });
  if (heatProblem(s, seat) === null) out.push({ do: 'heat' });
  out.push({ do: 'pass' });
  if (s.turn?.actions === 1) out.push({ do: 'end' });
  return out;
}

export function askAction(ctx: Ctx, seat: number): void {
  const n = ctx.s.turn?.actions ?? 0;
  const choices = withMemo(() => legalActions(ctx.s, seat));
  askChoices(ctx, seat, 'action', n === 0 ? 'Your turn: take an action' : 'Take a second action, or end your turn', choices, { kind: 'action' });
}

/** Why an action move is not legal now (for the ILLEGAL_MOVE message). */
export function actionProblem(s: TmState, seat: number, move: { do: string; card?: string; sp?: string; id?: string }): string | null {
  const str = (x: string | undefined) => x ?? '';
  switch (move.do) {
    case 'play':
      return projectCardExists(str(move.card)) ? playProblem(s, seat, str(move.card)) : `no project card ${str(move.card)}`;
    case 'sp':
      return STANDARD_PROJECTS.some((x) => x.id === move.sp) ? spProblem(s, seat, str(move.sp)) : `no standard project ${str(move.sp)}`;
    case 'milestone':
      return s.solo ? 'the solo game has no milestones' : milestoneProblem(s, seat, str(move.id));
    case 'award':
      return s.solo ? 'the solo game has no awards' : awardProblem(s, seat, str(move.id));
    case 'act':
      return actProblem(s, seat, str(move.card));
    case 'plants':
      return plantsProblem(s, seat);
    case 'heat':
      return heatProblem(s, seat);
    case 'end':
      return 'you may end your turn only after a first action';
    case 'first':
      return 'you have no first action to take';
    default:
      return s.players[seat].firstAction ? 'your corporation’s first action comes first' : null;
  }
}

function projectCardExists(id: string): boolean {
  try {
    projectCard(id);
    return true;
  } catch {
    return false;
  }
}

/** Starts a legal action move (already checked). The tasks it queues then run. */
export function startAction(ctx: Ctx, seat: number, move: { do: string; card?: string; sp?: string; id?: string }): void {
  const { s } = ctx;
  const p = s.players[seat];
  switch (move.do) {
    case 'first': {
      p.firstAction = false;
      pushTasks(s, [{ t: 'steps', seat, card: p.corp, steps: corporation(p.corp!).firstAction ?? [] }]);
      return;
    }
    case 'play': {
      const id = move.card!;
      p.hand.splice(p.hand.indexOf(id), 1);
      pushTasks(s, [{ t: 'play', seat, card: id }]);
      askPay(ctx, seat, cardPayTerms(p, id), projectCard(id).name);
      return;
    }
    case 'sp':
      return startStandardProject(ctx, seat, move.sp!);
    case 'milestone':
      claimMilestone(ctx, seat, move.id!);
      askPay(ctx, seat, { cost: 8, steel: false, titanium: false, reserveHeat: 0 }, 'the milestone');
      return;
    case 'award': {
      const cost = awardCost(s);
      fundAward(ctx, seat, move.id!);
      askPay(ctx, seat, { cost, steel: false, titanium: false, reserveHeat: 0 }, 'the award');
      return;
    }
    case 'act':
      return startCardAction(ctx, seat, move.card!);
    case 'plants':
      p.res.plants -= greeneryPlants(p);
      pushTasks(s, [{ t: 'place', seat, kind: 'greenery', rule: [], card: null }]);
      return;
    case 'heat':
      p.res.heat -= HEAT_PER_STEP;
      pushTasks(s, [{ t: 'raise', seat, param: 'temperature', n: 1 }]);
      return;
  }
}

function startStandardProject(ctx: Ctx, seat: number, id: string): void {
  const { s } = ctx;
  const p = s.players[seat];
  const sp = standardProject(id);
  if (id === 'sell-patents') {
    askPick(ctx, seat, 'sell', 'Sell Patents: discard cards for 1 M€ each', [...p.hand], 1, p.hand.length, { kind: 'sell' }, true);
    return;
  }
  ctx.ev.push({ type: 'standard-project', text: `${p.name}: ${sp.name}`, data: { seat, sp: id } });
  pushTasks(s, [
    { t: 'paid', seat, base: sp.cost, sp: true },
    { t: 'steps', seat, card: null, steps: sp.do },
  ]);
  askPay(ctx, seat, { cost: standardProjectCost(p, id, sp.cost), steel: false, titanium: false, reserveHeat: 0 }, sp.name);
}

export function sellPatents(ctx: Ctx, seat: number, cards: string[]): void {
  const p = ctx.s.players[seat];
  p.hand = p.hand.filter((c) => !cards.includes(c));
  ctx.s.discard.push(...cards);
  p.res.mc += cards.length;
  ctx.ev.push({
    type: 'standard-project',
    text: `${p.name} sells ${cards.length} patent${cards.length === 1 ? '' : 's'}`,
    data: { seat, sp: 'sell-patents', count: cards.length },
  });
}

function startCardAction(ctx: Ctx, seat: number, id: string): void {
  const { s } = ctx;
  s.players[seat].used.push(id);
  ctx.ev.push({ type: 'act', text: `${s.players[seat].name} uses ${nameOf(id)}`, data: { seat, card: id } });
  const usable = actionOptions(id).filter((o) => optionUsable(s, seat, id, o));
  const options = usable.map((o) => [...(o.cost ?? []), ...o.do]);
  pushTasks(s, [{ t: 'steps', seat, card: id, steps: options.length === 1 ? options[0] : [{ choose: options }] }]);
}
