/**
 * The changes a step makes that other behaviours reuse (hooks, answers,
 * MarsBot): production, resources on cards, "any player" effects and
 * payments. Below ./steps.ts, which runs whole steps, and below the hooks
 * it calls, so that no import runs back.
 */
import { MAX_LISTED_CHOICES } from '../../../engine';
import { productionFloor, productionTargets, targetName, type Target } from '../opponents';
import { metalParts, pay, splits, type PayTerms } from '../payment';
import { askChoices } from '../prompts';
import { nameOf, ownerOf, playedCard, resourceLabel } from '../tableau';
import { MARSBOT, type Ctx, type Question, type TargetEffect } from '../state';
import { loseMc, regress } from '../marsbot/robot';
import { amount } from './amount';
import { named, type Production, type Resource, type Stock } from './language';

export function addProduction(ctx: Ctx, seat: number, r: Resource, n: number): void {
  const p = ctx.s.players[seat];
  p.prod[r] = Math.max(productionFloor(r), p.prod[r] + n);
}

export function changeProduction(ctx: Ctx, seat: number, card: string | null, stock: Stock): void {
  for (const [r, a] of named(stock)) addProduction(ctx, seat, r, amount(ctx.s, seat, card, a));
}

/**
 * A production box: the "any player" decrease, then own changes; with
 * `covered` (Robotic Workforce copying Mining Rights) the covered bonus too.
 */
export function applyProduction(ctx: Ctx, seat: number, card: string, box: Production | undefined, covered: boolean): void {
  if (!box) return;
  // "Decrease any … production and increase your own": the targets are those before your own change.
  for (const [r, n] of named(box.any ?? {})) askTarget(ctx, seat, card, { prod: r, n }, productionTargets(ctx.s, r, n), false);
  changeProduction(ctx, seat, card, box);
  if (covered && box.covered) {
    const c = playedCard(ctx.s.players[seat], card);
    if (c?.covered) addProduction(ctx, seat, c.covered, box.covered);
  }
}

function effectText(e: TargetEffect): string {
  if ('prod' in e) return `Decrease ${resourceLabel[e.prod]} production ${e.n} of`;
  if ('remove' in e) return `Remove up to ${e.n} ${resourceLabel[e.remove]} from`;
  if ('steal' in e) return `Steal up to ${e.n} ${resourceLabel[e.steal]} from`;
  return `Remove ${e.flood} M€ from`;
}

/** Applies an "any player" effect to its target. */
export function hitTarget(ctx: Ctx, seat: number, e: TargetEffect, t: Target): void {
  const { s } = ctx;
  // The neutral player has unlimited resources and production: nothing to record, a steal always succeeds.
  if (t === 'neutral') {
    if ('steal' in e) s.players[seat].res[e.steal] += e.n;
  } else if (t === MARSBOT) {
    // MB-12..14: a removal or steal takes M€ (as many as it has), the thief gains that many of what it stole;
    // a production decrease moves the matching track back one space.
    if ('prod' in e) regress(ctx, e.prod);
    else {
      const taken = loseMc(ctx, 'flood' in e ? e.flood : e.n, s.players[seat].name);
      if ('steal' in e) s.players[seat].res[e.steal] += taken;
    }
  } else if ('prod' in e) addProduction(ctx, t, e.prod, -e.n);
  else {
    const r: Resource = 'flood' in e ? 'mc' : 'remove' in e ? e.remove : e.steal;
    const n = Math.min(s.players[t].res[r], 'flood' in e ? e.flood : e.n);
    s.players[t].res[r] -= n;
    if ('steal' in e) s.players[seat].res[r] += n;
  }
  ctx.ev.push({
    type: 'target',
    text: `${s.players[seat].name}: ${effectText(e).toLowerCase()} ${targetName(s, t)}`,
    data: { seat, target: t, effect: e },
  });
}

/** Asks for the target of an "any player" effect; an optional one may also target nobody. */
export function askTarget(ctx: Ctx, seat: number, card: string | null, e: TargetEffect, targets: Target[], optional: boolean): void {
  const choices: (Target | 'none')[] = optional ? [...targets, 'none'] : targets;
  if (choices.length === 0 || (optional && targets.length === 0)) return;
  if (!optional && targets.length === 1) return hitTarget(ctx, seat, e, targets[0]);
  askChoices(ctx, seat, 'target', `${effectText(e)}…`, choices, { kind: 'target', card, effect: e });
}

export function addResources(ctx: Ctx, seat: number, id: string, n: number): void {
  const c = playedCard(ctx.s.players[seat], id);
  if (!c || n <= 0) return;
  c.res += n;
  ctx.ev.push({ type: 'card-resource', text: `${nameOf(id)}: +${n} (${c.res})`, data: { seat, card: id, change: n, res: c.res } });
}

/** Takes up to n resources off a card in play (anyone's), or n M€ from MarsBot (MB-12); returns how many. */
export function takeFromSource(ctx: Ctx, id: string, n: number, by: string): number {
  return id === MARSBOT ? loseMc(ctx, n, by) : takeFrom(ctx, id, n);
}

/** Takes up to n resources off a card in play (anyone's); returns how many. */
export function takeFrom(ctx: Ctx, id: string, n: number): number {
  const c = playedCard(ctx.s.players[ownerOf(ctx.s, id)], id)!;
  const taken = Math.min(n, c.res);
  c.res -= taken;
  ctx.ev.push({ type: 'card-resource', text: `${nameOf(id)}: −${taken} (${c.res})`, data: { card: id, change: -taken, res: c.res } });
  return taken;
}

/** Asks for a payment, or takes it at once when there is only one way to pay. */
export function askPay(ctx: Ctx, seat: number, terms: PayTerms, what: string): void {
  const p = ctx.s.players[seat];
  const list = splits(p, terms, MAX_LISTED_CHOICES);
  const q: Question = { kind: 'pay', ...terms };
  if (list === null) {
    askChoices(ctx, seat, 'pay', `Pay ${terms.cost} M€ for ${what}: steel and titanium first`, metalParts(p, terms), q);
    return;
  }
  if (list.length === 1) return pay(p, terms.cost, list[0]);
  askChoices(ctx, seat, 'pay', `Pay ${terms.cost} M€ for ${what} (M€ is the rest)`, list, q);
}

export function exchange(ctx: Ctx, seat: number, from: Resource, to: Resource, production: boolean, x: number): void {
  const p = ctx.s.players[seat];
  const pool = production ? p.prod : p.res;
  pool[from] -= x;
  pool[to] += x;
}
