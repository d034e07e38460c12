/**
 * Finishing a step with the answer to its question. The answer has already
 * been checked against the question's legal answers (prompts.ts), so these
 * handlers only apply it and queue what follows.
 */
import { GameError, type Json } from '../../../engine';
import { claimSpace } from '../hooks';
import { heatParts, pay, type Split } from '../payment';
import { askChoices } from '../prompts';
import { sourceOf } from '../tableau';
import type { Ctx, Question } from '../state';
import type { Target } from '../opponents';
import { addResources, applyProduction, exchange, hitTarget, takeFromSource } from './effects';
import { place } from './run';
import { pushTasks } from './stack';
import { orderChosen } from './triggers';

export function resumeStep(ctx: Ctx, seat: number, q: Question, move: Json): void {
  const { s } = ctx;
  const p = s.players[seat];
  switch (q.kind) {
    case 'pay': {
      const m = move as { steel: number; titanium: number; heat?: number };
      if (m.heat === undefined) {
        const parts = heatParts(p, q, { steel: m.steel, titanium: m.titanium });
        if (parts.length === 1) return pay(p, q.cost, parts[0]);
        askChoices(ctx, seat, 'pay', `Pay ${q.cost} M€: heat (M€ is the rest)`, parts, { ...q, metal: { steel: m.steel, titanium: m.titanium } });
        return;
      }
      return pay(p, q.cost, m as Split);
    }
    case 'space':
      return place(ctx, q.place, move as string);
    case 'claim':
      return claimSpace(ctx, seat, move as string);
    case 'target':
      if (move !== 'none') hitTarget(ctx, seat, q.effect, move as Target);
      return;
    case 'choose':
      return pushTasks(s, [{ t: 'steps', seat, card: q.card, steps: q.options[move as number], there: q.there }]);
    case 'card-target': {
      if (move === 'none') return;
      const id = move as string;
      const e = q.effect;
      if ('add' in e) addResources(ctx, seat, id, e.add);
      else if ('removeFrom' in e) takeFromSource(ctx, id, e.removeFrom, p.name);
      else if ('takeToHere' in e) addResources(ctx, seat, q.card!, takeFromSource(ctx, id, 1, p.name));
      else applyProduction(ctx, seat, id, sourceOf(id).production, true);
      return;
    }
    case 'amount':
      return exchange(ctx, seat, q.from, q.to, q.production, move as number);
    case 'discard': {
      p.hand.splice(p.hand.indexOf(move as string), 1);
      s.discard.push(move as string);
      return;
    }
    case 'keep': {
      const kept = move as string[];
      p.hand.push(...kept);
      s.discard.push(...p.looking.filter((c) => !kept.includes(c)));
      p.looking = [];
      ctx.ev.push({ type: 'kept', text: `${p.name} keeps ${kept.length}`, data: { seat, count: kept.length } });
      return;
    }
    case 'buy-looked': {
      const [c] = p.looking;
      p.looking = [];
      if (move === 'buy') {
        p.res.mc -= q.price;
        p.hand.push(c);
        ctx.ev.push({ type: 'bought', text: `${p.name} buys the card`, data: { seat, count: 1 } });
      } else s.discard.push(c);
      return;
    }
    case 'order-effects':
      return orderChosen(ctx, seat, q.effects, move as string);
    default:
      throw new GameError('INTERNAL', `no step waits for a ${q.kind} answer`);
  }
}
