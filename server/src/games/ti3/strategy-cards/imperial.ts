/**
 * 8 Imperial. Primary: turn the top objective face up, then gain 2 VP; if it is Imperium Rex the game
 * ends at once, before the 2 VP; reaching 10 VP this way wins at once. Secondary: produce at one of one's
 * Space Dock systems without activating it (even one already activated); no new Space Dock.
 */
import { IMPERIUM_REX } from '../data';
import { producingDocks } from '../action/production';
import { endImperiumRex, scoreVp } from '../scoring';
import type { Ti3State } from '../state';
import type { CardRules } from './card';

function dockSystems(s: Ti3State, seat: number): string[] {
  return Object.keys(s.galaxy).filter((pos) => producingDocks(s, pos, seat).length > 0);
}

export const imperial: CardRules = {
  initiative: 8,
  name: 'Imperial',
  primary: {
    text: 'Imperial',
    choices: () => null,
    resolve: (ctx, t) => {
      const s = ctx.s;
      const top = s.objectiveDeck.shift();
      if (top !== undefined) {
        s.revealed.push(top);
        ctx.ev.push({ type: 'objective', text: `objective revealed: ${top}`, data: { objective: top } });
        if (top === IMPERIUM_REX) {
          endImperiumRex(ctx);
          return true;
        }
      }
      scoreVp(ctx, t.seat, 'Imperial', 2);
      return true;
    },
  },
  secondary: {
    text: 'Imperial: produce at a Space Dock system without activating it',
    choices: (s, t) => dockSystems(s, t.seat),
    resolve: (ctx, t, answer) => {
      ctx.s.tasks.unshift({ t: 'produce', seat: t.seat, pos: answer as string, bought: {}, dock: null, imperial: true, steps: [] });
      return true;
    },
  },
  worthFollowing: (s, seat) => dockSystems(s, seat).length > 0,
};
