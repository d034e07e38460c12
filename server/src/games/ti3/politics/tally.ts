/**
 * What some lasting results count during the round: the Space Dock a player produced at (Labor Force
 * Politics, Against), the Fighters the Prophecy of Ixth's player bought, the Trade Goods each player
 * received (Open the Trade Routes, Against). The counts live on the result's own entry.
 */
import type { Counts, Ti3State } from '../state';
import { effectOf } from './effects';

/** After a production: `docks` produced `bought` for `seat`. */
export function noteProduction(s: Ti3State, seat: number, docks: readonly string[], bought: Counts): void {
  const labor = effectOf(s, 'Labor Force Politics', 'against');
  if (labor && docks.length > 0) (labor.producedAt ??= {})[String(seat)] ??= docks[0];
  const prophecy = effectOf(s, 'Prophecy of Ixth', 'elect');
  if (prophecy?.elected === seat) prophecy.fightersBought = (prophecy.fightersBought ?? 0) + (bought.Fighter ?? 0);
}

/** After `seat` received `n` Trade Goods from the supply. */
export function noteTradeGoods(s: Ti3State, seat: number, n: number): void {
  const routes = effectOf(s, 'Open the Trade Routes', 'against');
  if (!routes) return;
  routes.received ??= s.players.map(() => 0);
  routes.received[seat] += n;
}
