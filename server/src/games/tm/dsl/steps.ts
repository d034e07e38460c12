/**
 * One step of the behaviour language, executed: done at once when it needs
 * no decision, otherwise by opening the question whose answer finishes it
 * (./answers.ts). Only legal answers are listed; a decision with a single
 * legal answer that loses nothing is taken without asking. The changes it
 * shares with hooks and answers are in ./effects.ts.
 */
import { drawInto } from '../board/tiles';
import { drawCards } from '../deck';
import { runHook } from '../hooks';
import { removalTargets, stealTargets, withMarsbotSource } from '../opponents';
import { changeTr } from '../parameters';
import { askChoices, askPick } from '../prompts';
import { nameOf, playedCard, resourceLabel } from '../tableau';
import type { CardEffect, Ctx, Question } from '../state';
import { amount } from './amount';
import { canHoldAnimalsOrMicrobes, receivingCards, takeableCards } from './check';
import { addResources, askPay, askTarget, changeProduction, takeFromSource } from './effects';
import { named, type Step } from './language';
import { stepsPossible } from './possible';
import { pushTasks } from './stack';
import { stepsText } from './text';

function askCard(ctx: Ctx, seat: number, card: string | null, resource: string, effect: CardEffect, cards: string[], optional: boolean, text: string): void {
  askChoices(ctx, seat, 'card-target', text, optional ? [...cards, 'none'] : cards, { kind: 'card-target', card, resource, effect });
}

/**
 * RULE-AMBIGUITY: an option is listed when its mandatory parts are possible, even if its optional parts
 * would come to nothing (Hired Raiders' steel when nobody has any): the rules allow choosing it.
 */
function askChoose(ctx: Ctx, seat: number, card: string | null, options: Step[][], there?: string): void {
  const ok = options.map((o, i) => (stepsPossible(ctx.s, seat, card, o, there) ? i : -1)).filter((i) => i >= 0);
  if (ok.length === 1) return pushTasks(ctx.s, [{ t: 'steps', seat, card, steps: options[ok[0]], there }]);
  if (ok.length === 0) return;
  const label = card ? `${nameOf(card)}: ` : '';
  const text = `${label}choose ${ok.map((i) => `${i}: ${stepsText(options[i]) || 'nothing'}`).join(' / ')}`;
  askChoices(ctx, seat, 'choose', text, ok, { kind: 'choose', card, there, options });
}

/** Cards looked at: the looker alone sees them; nothing before can be cancelled any more. */
function look(ctx: Ctx, seat: number, n: number): string[] {
  const { s } = ctx;
  const cards = drawCards(s, n);
  s.players[seat].looking.push(...cards);
  s.undo = null;
  ctx.ev.push({
    type: 'look',
    text: `${s.players[seat].name} looks at ${cards.length} card${cards.length === 1 ? '' : 's'}`,
    data: { seat, count: cards.length },
  });
  ctx.ev.push({ type: 'looked', text: 'You look at cards', data: { seat, cards }, audience: [seat] });
  return cards;
}

export function runStep(ctx: Ctx, seat: number, card: string | null, step: Step, there?: string): void {
  const { s } = ctx;
  const p = s.players[seat];
  if ('gain' in step) {
    for (const [r, a] of named(step.gain)) p.res[r] += amount(s, seat, card, a);
  } else if ('lose' in step) {
    for (const [r, n] of named(step.lose)) p.res[r] = Math.max(0, p.res[r] - n);
  } else if ('prod' in step) changeProduction(ctx, seat, card, step.prod);
  else if ('tr' in step) changeTr(ctx, seat, amount(s, seat, card, step.tr));
  else if ('raise' in step) pushTasks(s, [{ t: 'raise', seat, param: step.raise, n: step.steps ?? 1 }]);
  else if ('place' in step) {
    pushTasks(
      s,
      Array.from({ length: step.times ?? 1 }, () => ({ t: 'place' as const, seat, kind: step.place, rule: step.rule ?? [], card })),
    );
  } else if ('draw' in step) drawInto(ctx, seat, step.draw, card ? nameOf(card) : 'card effect');
  else if ('look' in step) {
    const cards = look(ctx, seat, step.look);
    if (cards.length <= step.keep) {
      p.looking = p.looking.filter((c) => !cards.includes(c));
      p.hand.push(...cards);
    } else askPick(ctx, seat, 'keep', `Keep ${step.keep} of the cards`, cards, step.keep, step.keep, { kind: 'keep', n: step.keep });
  } else if ('lookBuy' in step) {
    const [c] = look(ctx, seat, 1);
    if (c === undefined) return;
    // RULE-AMBIGUITY: a looked-at card is bought with M€ only, like research purchases (not Helion's heat).
    // Asked even when only "discard" is left: the card stays the looker's own knowledge until it is answered.
    const choices = p.res.mc >= step.lookBuy ? ['buy', 'discard'] : ['discard'];
    askChoices(ctx, seat, 'buy-looked', `Buy ${nameOf(c)} for ${step.lookBuy} M€?`, choices, { kind: 'buy-looked', price: step.lookBuy });
  } else if ('addHere' in step) {
    if (card) addResources(ctx, seat, card, amount(s, seat, card, step.addHere));
  } else if ('addTo' in step) {
    const cards = receivingCards(s, seat, card, step.addTo, step.other ?? false);
    if (cards.length === 1) addResources(ctx, seat, cards[0], step.n);
    else if (cards.length > 1)
      askCard(
        ctx,
        seat,
        card,
        step.addTo,
        { add: step.n },
        cards,
        false,
        `Add ${step.n} ${step.addTo === 'any' ? 'resource' : step.addTo}${step.n > 1 ? 's' : ''} to…`,
      );
  } else if ('addThere' in step) {
    if (there && canHoldAnimalsOrMicrobes(there)) addResources(ctx, seat, there, step.addThere);
  } else if ('removeAny' in step) {
    // RULE-AMBIGUITY: every removal of resources from "any player" is "up to" and may target nobody
    // (Mining Expedition's "remove 2 plants" too), as the rulebook's red-bordered icons read.
    for (const [r, n] of named(step.removeAny)) askTarget(ctx, seat, card, { remove: r, n }, removalTargets(s, seat, r), true);
  } else if ('removeFromCard' in step) {
    const cards = withMarsbotSource(s, takeableCards(s, seat, null, step.removeFromCard));
    if (cards.length > 0)
      askCard(ctx, seat, card, step.removeFromCard, { removeFrom: step.n }, cards, true, `Remove up to ${step.n} ${step.removeFromCard}s from…`);
  } else if ('steal' in step) {
    for (const [r, n] of named(step.steal)) askTarget(ctx, seat, card, { steal: r, n }, stealTargets(s, seat, r), true);
  } else if ('takeToHere' in step) {
    const cards = withMarsbotSource(s, takeableCards(s, seat, card, step.takeToHere));
    if (cards.length === 1) addResources(ctx, seat, card!, takeFromSource(ctx, cards[0], 1, p.name));
    else if (cards.length > 1) askCard(ctx, seat, card, step.takeToHere, { takeToHere: true }, cards, false, `Take 1 ${step.takeToHere} from…`);
  } else if ('removeHere' in step) {
    const c = card ? playedCard(p, card) : undefined;
    if (c) c.res = Math.max(0, c.res - step.removeHere);
  } else if ('pay' in step) {
    askPay(
      ctx,
      seat,
      { cost: step.pay, steel: step.with?.includes('steel') ?? false, titanium: step.with?.includes('titanium') ?? false, reserveHeat: 0 },
      card ? nameOf(card) : 'the action',
    );
  } else if ('exchange' in step) {
    const { from, to, production, min } = step.exchange;
    const max = (production ? p.prod : p.res)[from];
    const q: Question = { kind: 'amount', card, from, to, production };
    const choices = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    askChoices(
      ctx,
      seat,
      'amount',
      `How much ${resourceLabel[from]}${production ? ' production' : ''} to turn into ${resourceLabel[to]}${production ? ' production' : ''}?`,
      choices,
      q,
    );
  } else if ('discard' in step) {
    askChoices(ctx, seat, 'discard', 'Discard a card', [...p.hand], { kind: 'discard', n: step.discard });
  } else if ('choose' in step) askChoose(ctx, seat, card, step.choose, there);
  else if ('nextAllowance' in step) p.nextAllowance = step.nextAllowance;
  else if ('nextDiscount' in step) p.nextDiscount = step.nextDiscount;
  else runHook(ctx, seat, card, step.hook);
}
