/**
 * Paying resources or influence (rulebook p.21, p.25): exhausting a planet card pays its resources or its
 * influence, never both; a Trade Good spends as 1 resource or 1 influence.
 *
 * RULE-READING (simplification, README): the engine chooses how to pay (the `pay` question is not built):
 * ready planets worth the most first, then Trade Goods for what they do not cover; excess is lost.
 */
import { planetsOf } from './board';
import { systemTile } from './data';
import type { Ctx, Ti3State } from './state';

export type Currency = 'resources' | 'influence';

export function planetValue(s: Ti3State, name: string, what: Currency): number {
  const tile = systemTile(s.galaxy[s.planets[name].at]);
  const p = tile.planets.find((x) => x.name === name)!;
  return p[what];
}

function readyPlanets(s: Ti3State, seat: number, what: Currency, except: readonly string[] = []): string[] {
  return planetsOf(s, seat)
    .filter((n) => !s.planets[n].exhausted && !except.includes(n) && planetValue(s, n, what) > 0)
    .sort((a, b) => planetValue(s, b, what) - planetValue(s, a, what) || a.localeCompare(b));
}

export function spendable(s: Ti3State, seat: number, what: Currency, withTradeGoods = true, except: readonly string[] = []): number {
  return readyPlanets(s, seat, what, except).reduce((n, name) => n + planetValue(s, name, what), 0) + (withTradeGoods ? s.players[seat].tradeGoods : 0);
}

/** Pays `amount`; the caller has checked it can be paid. */
export function pay(ctx: Ctx, seat: number, what: Currency, amount: number): void {
  const s = ctx.s;
  let left = amount;
  const exhausted: string[] = [];
  for (const name of readyPlanets(s, seat, what)) {
    if (left <= 0) break;
    s.planets[name].exhausted = true;
    exhausted.push(name);
    left -= planetValue(s, name, what);
  }
  const tradeGoods = Math.max(0, left);
  if (tradeGoods > s.players[seat].tradeGoods) throw new Error(`seat ${seat} cannot pay ${amount} ${what}`);
  s.players[seat].tradeGoods -= tradeGoods;
  if (amount > 0) ctx.ev.push({ type: 'pay', data: { seat, what, amount, planets: exhausted, tradeGoods } });
}
