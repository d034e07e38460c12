/**
 * Paying resources or influence (rulebook p.21, p.25): exhausting a planet card pays its resources or its
 * influence, never both; a Trade Good spends as 1 resource or 1 influence; excess is lost. The payer
 * chooses (`pay`: amounts, one 0/1 item per ready planet weighted by its value, and Trade Goods); what is
 * bought follows the payment (the task's `then`). Callers check first that the bill can be met.
 */
import { planetsOf } from './board';
import { systemTile } from './data';
import { GameError, type AmountItem } from '../../engine';
import type { Ctx, Ti3State } from './state';
import { valuesReversed } from './politics/rules';
import type { Task } from './tasks';

export type Currency = 'resources' | 'influence';

export function planetValue(s: Ti3State, name: string, what: Currency): number {
  const tile = systemTile(s.galaxy[s.planets[name].at]);
  const p = tile.planets.find((x) => x.name === name)!;
  // Labor Force Politics reverses every planet's influence and resources.
  return p[valuesReversed(s) ? (what === 'influence' ? 'resources' : 'influence') : what];
}

function readyPlanets(s: Ti3State, seat: number, what: Currency, except: readonly string[] = []): string[] {
  return planetsOf(s, seat)
    .filter((n) => !s.planets[n].exhausted && !except.includes(n) && planetValue(s, n, what) > 0)
    .sort((a, b) => planetValue(s, b, what) - planetValue(s, a, what) || a.localeCompare(b));
}

export function spendable(s: Ti3State, seat: number, what: Currency, withTradeGoods = true, except: readonly string[] = []): number {
  return readyPlanets(s, seat, what, except).reduce((n, name) => n + planetValue(s, name, what), 0) + (withTradeGoods ? s.players[seat].tradeGoods : 0);
}

/** The `pay` question's items: every ready planet worth something, then the Trade Goods that may help. */
export function payItems(s: Ti3State, seat: number, what: Currency, amount: number): AmountItem[] {
  const planets = readyPlanets(s, seat, what).map((n): AmountItem => ({
    id: n,
    label: `${n} (${planetValue(s, n, what)})`,
    min: 0,
    max: 1,
    weight: planetValue(s, n, what),
  }));
  const tg = Math.min(s.players[seat].tradeGoods, amount);
  return tg > 0 ? [...planets, { id: TRADE_GOODS, label: 'Trade Goods', min: 0, max: tg }] : planets;
}

/** At least the bill, and no more than one planet's worth beyond it. */
export function payTotal(s: Ti3State, seat: number, what: Currency, amount: number): { min: number; max: number } {
  const top = Math.max(1, ...readyPlanets(s, seat, what).map((n) => planetValue(s, n, what)));
  return { min: amount, max: amount + top - 1 };
}

export const TRADE_GOODS = 'tradeGoods';

/** Pays with the planets and Trade Goods the payer chose. */
export function payWith(ctx: Ctx, seat: number, what: Currency, amount: number, choice: Record<string, number>): void {
  const s = ctx.s;
  const items = payItems(s, seat, what, amount);
  const total = payTotal(s, seat, what, amount);
  let sum = 0;
  for (const [id, n] of Object.entries(choice)) {
    const item = items.find((i) => i.id === id);
    if (!item || n < item.min || n > item.max) throw new GameError('ILLEGAL_MOVE', `pay: ${id} cannot pay ${n}`);
    sum += n * (item.weight ?? 1);
  }
  if (sum < total.min || sum > total.max) throw new GameError('ILLEGAL_MOVE', `pay: ${amount} ${what} are due, not ${sum}`);
  const planets = Object.keys(choice).filter((id) => id !== TRADE_GOODS && choice[id] === 1);
  for (const n of planets) s.planets[n].exhausted = true;
  const tradeGoods = choice[TRADE_GOODS] ?? 0;
  s.players[seat].tradeGoods -= tradeGoods;
  ctx.ev.push({ type: 'pay', data: { seat, what, amount, planets, tradeGoods } });
}

/** Asks for a payment, then does `then` (what was bought). */
export function requestPayment(ctx: Ctx, seat: number, what: Currency, amount: number, then: Task[]): void {
  if (amount > 0) ctx.s.tasks.unshift({ t: 'pay', seat, what, amount, then });
  else ctx.s.tasks.unshift(...then);
}
