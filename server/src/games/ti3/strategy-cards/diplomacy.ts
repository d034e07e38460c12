/**
 * 2 Diplomacy. Primary: name an opponent; for the rest of the action phase neither may activate a system
 * containing the other's units (Ground Forces and PDS included); PDS fire is not restricted.
 * Secondary: refresh up to two of one's exhausted non-home planets. Xxcha (races/modifiers.ts): the primary in
 * place of the secondary, {"primary": opponent} among its answers (the counter is still paid: errata ruling).
 */
import { planetsOf } from '../board';
import { homePlanets } from '../home';
import { allows } from '../modifiers';
import { activeSeats, type Ctx, type Ti3State } from '../state';
import type { CardRules } from './card';

const opponents = (s: Ti3State, seat: number) => activeSeats(s).filter((x) => x !== seat);

function ban(ctx: Ctx, seat: number, opponent: number): void {
  ctx.s.diplomacy.push([seat, opponent]);
  ctx.ev.push({ type: 'diplomacy', data: { seat, opponent } });
}

/** Xxcha: the primary's answers, offered in the secondary. */
const primaryInstead = (s: Ti3State, seat: number) =>
  allows(s, seat, 'diplomacyPrimaryAsSecondary') ? opponents(s, seat).map((primary) => ({ primary })) : [];

function exhaustedNonHome(s: Ti3State, seat: number): string[] {
  const home = homePlanets(s, seat);
  return planetsOf(s, seat).filter((n) => s.planets[n].exhausted && !home.includes(n));
}

export const diplomacy: CardRules = {
  initiative: 2,
  name: 'Diplomacy',
  primary: {
    text: 'Diplomacy: name an opponent',
    choices: (s, t) => opponents(s, t.seat),
    resolve: (ctx, t, answer) => {
      ban(ctx, t.seat, answer as number);
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
      return [...out, ...primaryInstead(s, t.seat)];
    },
    resolve: (ctx, t, answer) => {
      if (typeof answer === 'object' && answer !== null && !Array.isArray(answer)) {
        ban(ctx, t.seat, Number(answer.primary));
        return true;
      }
      for (const name of answer as string[]) ctx.s.planets[name].exhausted = false;
      ctx.ev.push({ type: 'refresh', data: { seat: t.seat, planets: answer } });
      return true;
    },
  },
  worthFollowing: (s, seat) => exhaustedNonHome(s, seat).length > 0 || primaryInstead(s, seat).length > 0,
};
