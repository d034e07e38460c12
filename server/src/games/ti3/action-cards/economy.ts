/**
 * Action cards about Trade Goods and command counters: Good Year, Privateers, Command Summit,
 * Insubordination, Unexpected Action, Signal Jamming.
 */
import { systemTile } from '../data';
import { placeCounter } from '../action/activation';
import { activeSeats, gainCounters, reinforcements, type Ti3State } from '../state';
import { gainTradeGoods } from '../gains';
import type { CardEffects } from './types';

const opponents = (s: Ti3State, seat: number) => activeSeats(s).filter((x) => x !== seat);
const isHome = (s: Ti3State, pos: string) => systemTile(s.galaxy[pos]).kind === 'home';

export const ECONOMY_CARDS: CardEffects = {
  // Receive one Trade Good for each planet you control outside your Home System.
  'Good Year': {
    resolve(ctx, seat) {
      const home = ctx.s.players[seat].home;
      const n = Object.values(ctx.s.planets).filter((pl) => pl.owner === seat && pl.at !== home).length;
      gainTradeGoods(ctx, seat, n);
    },
  },
  // Take all of an opponent's Trade Goods: half (round down) to you, the rest to the supply.
  Privateers: {
    ask: 'choose an opponent whose Trade Goods you take',
    choices: (s, seat) => opponents(s, seat),
    resolve(ctx, seat, _w, victim) {
      const v = ctx.s.players[Number(victim)];
      const taken = v.tradeGoods;
      v.tradeGoods = 0;
      ctx.ev.push({ type: 'trade-goods', data: { seat: Number(victim), n: -taken } });
      gainTradeGoods(ctx, seat, Math.floor(taken / 2));
    },
  },
  // Receive two command counters into the Command Pool.
  'Command Summit': {
    eligible: (s, seat) => reinforcements(s, seat) > 0,
    resolve: (ctx, seat) => void gainCounters(ctx, seat, 2, 'command'),
  },
  // Remove one command counter from an opponent's Command Pool (to his reinforcements).
  Insubordination: {
    ask: 'choose an opponent who loses a command counter from his Command Pool',
    choices: (s, seat) => opponents(s, seat).filter((x) => s.players[x].command > 0),
    resolve(ctx, _seat, _w, victim) {
      ctx.s.players[Number(victim)].command -= 1;
      ctx.ev.push({ type: 'counters', data: { seat: Number(victim), n: -1, area: 'command' } });
    },
  },
  // Remove one of your command counters from the board, to your reinforcements.
  'Unexpected Action': {
    ask: 'choose the system whose command counter of yours returns to your reinforcements',
    choices: (s, seat) => Object.keys(s.counters).filter((pos) => s.counters[pos].includes(seat)),
    resolve(ctx, seat, _w, pos) {
      const s = ctx.s;
      const at = String(pos);
      s.counters[at] = s.counters[at].filter((x) => x !== seat);
      if (s.counters[at].length === 0) delete s.counters[at];
      ctx.ev.push({ type: 'counter-removed', data: { seat, pos: at } });
    },
  },
  // Take a command counter from another player's reinforcements and place it on a non-Home system.
  'Signal Jamming': {
    ask: 'choose [system, player]: a non-Home system and the player whose reinforcement counter goes there',
    choices(s, seat) {
      const out: [string, number][] = [];
      for (const pos of Object.keys(s.galaxy).filter((p) => !isHome(s, p)))
        for (const x of opponents(s, seat)) if (reinforcements(s, x) > 0 && !(s.counters[pos] ?? []).includes(x)) out.push([pos, x]);
      return out;
    },
    resolve(ctx, _seat, _w, choice) {
      if (!Array.isArray(choice)) return;
      const [pos, victim] = [String(choice[0]), Number(choice[1])];
      placeCounter(ctx.s, pos, victim);
      ctx.ev.push({ type: 'counter-placed', data: { seat: victim, pos } });
    },
  },
};
