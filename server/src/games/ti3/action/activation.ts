/**
 * Tactical action, step 1, Activate (rulebook p.10): a counter from the Command Pool onto a system that
 * holds none of one's own counters (other players' counters do not matter). Never an Asteroid Field or a
 * Supernova. An empty Command Pool means no tactical and no transfer action. Diplomacy bans apply.
 */
import { GameError } from '../../../engine';
import { systemTile } from '../data';
import { othersWithUnits } from '../board';
import { at } from '../timing';
import { activationBan, containmentToll, trafficTariff } from '../politics/rules';
import { immunityBan } from '../action-cards/orders';
import type { Ctx, Ti3State } from '../state';

export function hasCounter(s: Ti3State, pos: string, seat: number): boolean {
  return (s.counters[pos] ?? []).includes(seat);
}

export function placeCounter(s: Ti3State, pos: string, seat: number): void {
  (s.counters[pos] ??= []).push(seat);
}

/** Whether a Diplomacy ban stops `seat` activating `pos`: it holds units of a player banned with `seat`. */
export function bannedBy(s: Ti3State, pos: string, seat: number): number | null {
  if (s.diplomacy.length === 0) return null;
  const partners = s.diplomacy.flatMap(([a, b]) => (a === seat ? [b] : b === seat ? [a] : []));
  return othersWithUnits(s, pos, seat).find((x) => partners.includes(x)) ?? null;
}

/** Why `seat` may not activate `pos`, or null. */
export function activationRefusal(s: Ti3State, pos: string, seat: number): string | null {
  const tile = s.galaxy[pos];
  if (tile === undefined) return `${pos} is not a system of the galaxy`;
  if (s.players[seat].command === 0) return 'your Command Pool is empty: no tactical or transfer action';
  const special = systemTile(tile).special;
  if (special === 'asteroid' || special === 'supernova') return `an ${special === 'asteroid' ? 'Asteroid Field' : 'Supernova'} is never activated (${pos})`;
  if (hasCounter(s, pos, seat)) return `system ${pos} already holds your command counter`;
  const banned = bannedBy(s, pos, seat);
  if (banned !== null) return `Diplomacy: you may not activate ${pos}, which holds units of seat ${banned}`;
  const immune = immunityBan(s, seat, pos);
  if (immune !== null) return `Diplomatic Immunity: only seat ${immune} may activate ${pos} this round`;
  return activationBan(s, seat, pos);
}

export function activationChoices(s: Ti3State, seat: number): string[] {
  return Object.keys(s.galaxy).filter((pos) => activationRefusal(s, pos, seat) === null);
}

/** `first`: the turn's first tactical action (Fleet Logistics may follow it with a second). */
export function activate(ctx: Ctx, seat: number, pos: string, first: boolean): void {
  const s = ctx.s;
  const why = activationRefusal(s, pos, seat);
  if (why) throw new GameError('ILLEGAL_MOVE', why);
  s.players[seat].command -= 1;
  placeCounter(s, pos, seat);
  containmentToll(ctx, seat);
  s.activation = { seat, pos, moved: false, transfer: null, produced: false };
  ctx.ev.push({ type: 'activate', text: `seat ${seat} activates ${pos}`, data: { seat, pos } });
  at(ctx, 'after-activation', { seat, pos });
  s.tasks.unshift(
    { t: 'move', seat, pos, plan: [] },
    // Everywhere: ships that left may strand Fighters where they were.
    { t: 'supply-check', pos: null },
    { t: 'pds', seat, pos },
    { t: 'battle', seat, pos, round: 0 },
    { t: 'land', seat, pos, steps: [] },
    { t: 'produce', seat, pos, bought: {}, dock: null, imperial: false, steps: [] },
    first ? { t: 'end-turn', seat, after: 'tactical' } : { t: 'end-turn', seat },
  );
  if (trafficTariff(s, seat, pos)) s.tasks.unshift({ t: 'agenda-choice', seat, card: 'Traffic Tariffs', step: 'traffic-tariff' });
}
