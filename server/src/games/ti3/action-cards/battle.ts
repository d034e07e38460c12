/**
 * Action cards of the combats' own windows: Into the Breach (`before-space-battle`), Recheck (`after-roll`,
 * a space battle's or an invasion combat's round), Dug In (`before-bombardment`, the defender's).
 */
import { count, fleetOf, planetsIn, roundEffect } from '../state';
import { openRolls, rerollDie } from '../dice';
import type { CardEffects } from './types';

export const BATTLE_CARDS: CardEffects = {
  // Choose a Dreadnought: its fleet +1 on all combat rolls for the rest of the battle (modifiers.ts), and the
  // first two hits on the fleet go to it (combat/casualties.ts). RULE-READING (README): the Dreadnought chosen is
  // an undamaged one when the fleet has one (it then takes both hits), else a damaged one (it takes one).
  'Into the Breach': {
    eligible: (s, seat, w) => w.pos !== undefined && count(fleetOf(s, w.pos, seat)?.units, 'Dreadnought') > 0,
    resolve(ctx, seat, w) {
      const f = fleetOf(ctx.s, w.pos!, seat);
      if (!f || count(f.units, 'Dreadnought') === 0) return;
      const n = count(f.damaged, 'Dreadnought') < count(f.units, 'Dreadnought') ? 2 : 1;
      ctx.s.cardEffects.push({ card: 'Into the Breach', seat, pos: w.pos!, round: ctx.s.round, n });
      ctx.ev.push({ type: 'into-the-breach', data: { seat, pos: w.pos!, hits: n } });
    },
  },
  // Force any one combat die of the round just rolled (either side's) to be re-rolled: [seat, die index].
  Recheck: {
    eligible: (s, _seat, w) => openRolls(s, w.pos).some((r) => r.dice.length > 0),
    ask: 'choose [player, die]: the die to re-roll (its position in that player’s roll, from 0)',
    choices: (s, _seat, w) => openRolls(s, w.pos).flatMap((r) => r.dice.map((_d, i) => [r.seat, i])),
    resolve(ctx, seat, w, choice) {
      if (!Array.isArray(choice)) return;
      const r = openRolls(ctx.s, w.pos).find((x) => x.seat === choice[0]);
      const i = Number(choice[1]);
      if (r && i >= 0 && i < r.dice.length) rerollDie(ctx, r, i, `seat ${seat}'s Recheck`);
    },
  },
  // Your Ground Forces on a planet are immune to bombardment this round. RULE-READING (README): a planet of
  // yours with Ground Forces in the system being bombarded (the one aimed at, or another there).
  'Dug In': {
    eligible: (s, seat, w) => w.planet !== undefined && s.planets[w.planet].owner === seat,
    ask: 'choose your planet whose Ground Forces are immune to bombardment this round',
    choices: (s, seat, w) =>
      w.pos === undefined
        ? []
        : planetsIn(s, w.pos).filter(
            (n) => s.planets[n].owner === seat && count(s.planets[n].units, 'Ground Force') > 0 && !roundEffect(s, 'Dug In', (e) => e.planet === n),
          ),
    resolve(ctx, seat, _w, planet) {
      ctx.s.cardEffects.push({ card: 'Dug In', seat, round: ctx.s.round, planet: String(planet) });
      ctx.ev.push({ type: 'dug-in', data: { seat, planet: String(planet) } });
    },
  },
};
