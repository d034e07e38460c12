/**
 * 2 Diplomacy. Primary: name an opponent; for the rest of the action phase neither may activate a system
 * containing the other's units (Ground Forces and PDS included); PDS fire is not restricted.
 * Secondary: refresh up to two of one's exhausted non-home planets.
 */
import { planetsOf } from '../board';
import { homePlanets } from '../home';
import { activeSeats, type Ti3State } from '../state';
import type { CardRules } from './card';

function exhaustedNonHome(s: Ti3State, seat: number): string[] {
  const home = homePlanets(s, seat);
  return planetsOf(s, seat).filter((n) => s.planets[n].exhausted && !home.includes(n));
}

export const diplomacy: CardRules = {
  initiative: 2,
  name: 'Diplomacy',
  primary: {
    text: 'Diplomacy: name an opponent',
    choices: (s, t) => activeSeats(s).filter((x) => x !== t.seat),
    resolve: (ctx, t, answer) => {
      ctx.s.diplomacy.push([t.seat, answer as number]);
      ctx.ev.push({ type: 'diplomacy', data: { seat: t.seat, opponent: answer } });
      return true;
    },
  },
  secondary: {
    text: 'Diplomacy: refresh up to two exhausted non-home planets',
    choices: (s, t) => {
      const planets = exhaustedNonHome(s, t.seat);
      const out: string[][] = [[]];
      planets.forEach((a, i) => {
        out.push([a]);
        for (const b of planets.slice(i + 1)) out.push([a, b]);
      });
      return out;
    },
    resolve: (ctx, t, answer) => {
      for (const name of answer as string[]) ctx.s.planets[name].exhausted = false;
      ctx.ev.push({ type: 'refresh', data: { seat: t.seat, planets: answer } });
      return true;
    },
  },
  worthFollowing: (s, seat) => exhaustedNonHome(s, seat).length > 0,
};
