/**
 * 3 Political. Primary: draw 3 action cards, gain 1 command counter, the agenda (politics/agenda.ts: a
 * political card drawn, voted and resolved), then look at the top 3 political cards and put 1 on top, 2 on
 * the bottom — only the chooser knows which.
 * Secondary: draw 1 action card.
 */
import { drawActionCards } from '../cards';
import type { CardRules } from './card';

export const political: CardRules = {
  initiative: 3,
  name: 'Political',
  primary: {
    text: 'Political: choose the political card to put back on top (the other two go to the bottom)',
    choices: (_s, t) => t.look ?? null,
    resolve: (ctx, t, answer) => {
      const s = ctx.s;
      if (t.agenda === undefined) {
        drawActionCards(ctx, t.seat, 3);
        s.tasks.unshift({ t: 'gain-counters', seat: t.seat, n: 1 }, { t: 'agenda', step: 'open', active: t.seat }, { ...t, agenda: 'done' });
        return 'continued';
      }
      if (t.look === undefined) {
        t.look = s.politicalDeck.slice(0, 3);
        // He sees them now (after the agenda, often on another player's move): no longer hidden from him.
        s.politicalKnown[t.seat] = [...new Set([...(s.politicalKnown[t.seat] ?? []), ...t.look])];
        return t.look.length === 0;
      }
      const top = answer as string;
      const rest = t.look.filter((c) => c !== top);
      s.politicalDeck = [top, ...s.politicalDeck.slice(t.look.length), ...rest];
      // Whoever looked before no longer knows where these three are; the chooser does.
      for (const k of Object.keys(s.politicalKnown)) s.politicalKnown[Number(k)] = s.politicalKnown[Number(k)].filter((c) => !t.look!.includes(c));
      s.politicalKnown[t.seat] = [...(s.politicalKnown[t.seat] ?? []), ...t.look];
      ctx.ev.push({ type: 'political-look', data: { seat: t.seat } });
      return true;
    },
  },
  secondary: {
    text: 'Political: draw 1 action card',
    choices: () => null,
    resolve: (ctx, t) => {
      drawActionCards(ctx, t.seat, 1);
      return true;
    },
  },
  worthFollowing: () => true,
};
