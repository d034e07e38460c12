/**
 * Lasting effects: which triggers a card played, a tile placed or a payment
 * sets off, and in what order they run. A card triggers an effect once per
 * matching tag (Research with Mars University: twice). Other players'
 * effects never ask anything and run at once; when more than one of the
 * actor's own effects asks something, the actor orders them; otherwise
 * effects run in the order their cards were played.
 *
 * RULE-AMBIGUITY: a tile's triggers run before a greenery's oxygen step; Mining Guild counts a tile once
 * whatever the number of steel or titanium icons; "when any city tile is placed" effects (Rover
 * Construction, Pets, Immigrant City) count off-map cities, Tharsis Republic's production only cities on
 * Mars (as printed), its 3 M€ any city it places.
 */
import { isMarsSpace, space } from '../data';
import { askChoices } from '../prompts';
import { nameOf, sourceIds, sourceOf } from '../tableau';
import type { Actor, Ctx, PendingEffect, Task, TmState } from '../state';
import type { Effect, Step } from './language';
import { pushTasks } from './stack';

function effectsOf(id: string): readonly Effect[] {
  return sourceOf(id).effects ?? [];
}

function asks(steps: readonly Step[]): boolean {
  return steps.some((st) => 'choose' in st);
}

function stepsTask(seat: number, e: PendingEffect): Task[] {
  const steps = effectsOf(e.card)[e.index].do;
  return Array.from({ length: e.times }, () => ({ t: 'steps' as const, seat, card: e.card, steps, there: e.there }));
}

/** How many times a played card sets off a card-played trigger. */
function timesTriggered(on: Effect['on'], played: string): number {
  if (!('cardPlayed' in on)) return 0;
  const src = sourceOf(played);
  const isEvent = 'type' in src && src.type === 'event';
  if (on.event && !isEvent) return 0;
  if (on.space && !src.tags.includes('space')) return 0;
  if (!on.tags) return 1;
  return src.tags.filter((t) => (on.tags as readonly string[]).includes(t)).length;
}

/** A card played (or, MB-21, resolved by MarsBot: `actor` "marsbot", whose own effects there are none). */
export function cardPlayedTriggers(ctx: Ctx, actor: Actor, played: string): void {
  const { s } = ctx;
  const others: Task[] = [];
  const mine: PendingEffect[] = [];
  s.players.forEach((p, seat) => {
    for (const id of sourceIds(p)) {
      effectsOf(id).forEach((e, index) => {
        if (!('cardPlayed' in e.on) || (e.on.cardPlayed === 'you' && seat !== actor)) return;
        const times = timesTriggered(e.on, played);
        if (times === 0) return;
        const pe: PendingEffect = { card: id, index, times, there: played };
        if (seat === actor) mine.push(pe);
        else others.push(...stepsTask(seat, pe));
      });
    }
  });
  pushTasks(s, others);
  if (mine.length > 0 && actor !== 'marsbot') pushTasks(s, [{ t: 'effects', seat: actor, effects: mine }]);
}

/** The actor's triggered effects: those that ask nothing first, then the asking ones in the actor's order. */
export function runEffects(ctx: Ctx, seat: number, effects: PendingEffect[]): void {
  const asking = effects.filter((e) => asks(effectsOf(e.card)[e.index].do));
  if (asking.length > 1 && asking.length === effects.length) return askOrder(ctx, seat, asking);
  const tasks: Task[] = effects.filter((e) => !asking.includes(e)).flatMap((e) => stepsTask(seat, e));
  if (asking.length === 1) tasks.push(...stepsTask(seat, asking[0]));
  else if (asking.length > 1) tasks.push({ t: 'effects', seat, effects: asking });
  pushTasks(ctx.s, tasks);
}

export function askOrder(ctx: Ctx, seat: number, asking: PendingEffect[]): void {
  askChoices(
    ctx,
    seat,
    'order-effects',
    `Which effect first? ${asking.map((e) => nameOf(e.card)).join(', ')}`,
    asking.map((e) => e.card),
    { kind: 'order-effects', effects: asking },
  );
}

/** The effect chosen first runs now; the rest are ordered again afterwards. */
export function orderChosen(ctx: Ctx, seat: number, effects: PendingEffect[], first: string): void {
  const chosen = effects.find((e) => e.card === first)!;
  const rest = effects.filter((e) => e !== chosen);
  pushTasks(ctx.s, [...stepsTask(seat, chosen), { t: 'effects', seat, effects: rest }]);
}

/** Effects set off by a tile on `id` placed by `placer` (a seat, or MarsBot: MB-21). They never ask anything. */
export function tileTriggers(s: TmState, placer: Actor, id: string): Task[] {
  const tile = s.tiles[id];
  const bonus = isMarsSpace(id) ? space(id).bonus : [];
  const out: Task[] = [];
  s.players.forEach((p, seat) => {
    for (const src of sourceIds(p)) {
      for (const e of effectsOf(src)) {
        const on = e.on;
        if (!('tilePlaced' in on)) continue;
        if (on.tilePlaced === 'you' && seat !== placer) continue;
        if (on.kind !== 'any' && on.kind !== tile.kind) continue;
        if (on.mars && !isMarsSpace(id)) continue;
        if (on.bonus && !bonus.some((b) => (on.bonus as readonly string[]).includes(b))) continue;
        out.push({ t: 'steps', seat, card: src, steps: e.do });
      }
    }
  });
  return out;
}

/** After a payment: Standard Technology (standard projects but Sell Patents), CrediCor (base cost ≥ 20). */
export function paidTriggers(ctx: Ctx, seat: number, base: number, sp: boolean): void {
  const out: Task[] = [];
  for (const src of sourceIds(ctx.s.players[seat])) {
    for (const e of effectsOf(src)) {
      if (('standardProject' in e.on && sp) || ('paidBaseCost' in e.on && base >= e.on.paidBaseCost)) out.push({ t: 'steps', seat, card: src, steps: e.do });
    }
  }
  pushTasks(ctx.s, out);
}
