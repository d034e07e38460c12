/**
 * Invariants of any TI3 state (issue 23 "Invariants"): every command counter (16 per race), Trade Good
 * (40), planet card, card and unit in exactly one place; component limits; Fleet Supply and Fighter
 * capacity after each check (with the technologies that change them); VP the sum of their sources.
 */
import { ACTION_CARDS, POLITICAL_CARDS, UNITS, type UnitId } from '../../server/src/games/ti3/data';
import { fighterRoom, onBoard, carryCapacity, sharedGroundForces, supplyUsed } from '../../server/src/games/ti3/board';
import { allows, fleetSupply } from '../../server/src/games/ti3/modifiers';
import { actionCardIds } from '../../server/src/games/ti3/setup';
import { lawsInPlay } from '../../server/src/games/ti3/politics';
import { countersOnBoard, reinforcements, vp, type Ti3State } from '../../server/src/games/ti3/state';

export function checkInvariants(s: Ti3State, afterCheck: boolean): void {
  const fail = (why: string) => {
    throw new Error(`round ${s.round} ${s.phase}: ${why}`);
  };
  s.players.forEach((p, seat) => {
    const r = reinforcements(s, seat);
    if (r < 0 || p.strategy < 0 || p.command < 0 || p.fleet < 0) fail(`seat ${seat} counters ${p.strategy}/${p.command}/${p.fleet}, reinforcements ${r}`);
    if (p.strategy + p.command + p.fleet + countersOnBoard(s, seat) + r !== 16) fail(`seat ${seat} counters do not add up to 16`);
    if (p.tradeGoods < 0) fail(`seat ${seat} has ${p.tradeGoods} Trade Goods`);
    if (
      vp(p) !==
      Math.max(
        0,
        p.scored.reduce((n, x) => n + x.vp, 0),
      )
    )
      fail(`seat ${seat} VP`);
    for (const u of UNITS) if (u.limit !== null && onBoard(s, seat, u.name) > u.limit) fail(`seat ${seat} has ${onBoard(s, seat, u.name)} ${u.name}`);
  });
  if (s.players.reduce((n, p) => n + p.tradeGoods, 0) > 40) fail('more than 40 Trade Goods');
  // Action cards: deck, discard and hands hold every copy once.
  const cards = [
    ...s.actionDeck,
    ...s.actionDiscard,
    ...s.actionPlayed,
    ...s.players.flatMap((p) => p.hand),
    ...s.politicalEffects.flatMap((e) => e.pool ?? []),
  ].sort();
  if (JSON.stringify(cards) !== JSON.stringify(actionCardIds(s.seats).sort())) fail('action cards lost or doubled');
  // Political cards: deck, discard, laws in play and the agenda being voted hold every card once.
  const political = [...s.politicalDeck, ...s.politicalDiscard, ...lawsInPlay(s).map((e) => e.card), ...(s.agenda ? [s.agenda.card] : [])];
  if (ACTION_CARDS.length !== 72 || political.length !== POLITICAL_CARDS.length || new Set(political).size !== POLITICAL_CARDS.length)
    fail('political cards lost or doubled');
  for (const [name, pl] of Object.entries(s.planets)) {
    for (const [u, n] of Object.entries(pl.units)) if ((n ?? 0) <= 0) fail(`${name}: ${u} ${n}`);
    if (pl.owner === null && Object.keys(pl.units).length > 0) fail(`neutral ${name} holds units`);
    if ((pl.units.PDS ?? 0) > 2) fail(`${name} holds more than 2 PDS`);
    if ((pl.units['Space Dock'] ?? 0) > 1) fail(`${name} holds two Space Docks`);
  }
  for (const [pos, fleets] of Object.entries(s.space)) {
    if (s.galaxy[pos] === undefined) fail(`units off the map at ${pos}`);
    const seats = fleets.map((f) => f.seat);
    if (new Set(seats).size !== seats.length) fail(`two fleets of one seat in ${pos}`);
    for (const f of fleets) {
      for (const [u, n] of Object.entries(f.units)) if ((n ?? 0) <= 0) fail(`${pos}: ${u} ${n}`);
      for (const [u, n] of Object.entries(f.damaged)) if ((n ?? 0) > (f.units[u as UnitId] ?? 0)) fail(`${pos}: more damaged ${u} than ${u}`);
      if (!afterCheck) continue;
      // Advanced Fighters: Fighters beyond capacity count against Fleet Supply instead (errata).
      if (supplyUsed(s, pos, f.seat) > fleetSupply(s, f.seat, pos)) fail(`${pos}: seat ${f.seat} over Fleet Supply`);
      if (!allows(s, f.seat, 'fightersNeedNoSupport') && (f.units.Fighter ?? 0) > fighterRoom(s, pos, f.seat))
        fail(`${pos}: seat ${f.seat} Fighters without capacity`);
      // Stasis Capsules: Cruisers and Dreadnoughts hold a Ground Force each besides the shared capacity.
      if (sharedGroundForces(s, f.seat, f.units) + (f.units.PDS ?? 0) > carryCapacity(s, f)) fail(`${pos}: Ground Forces in space without a ship`);
    }
  }
}
