/**
 * Strategy-phase action cards about races and the galaxy's capital: Cultural Crisis and Multiculturalism
 * (racial abilities for the round, abilities.ts), Usurper (stays in play on Mecatol Rex: votes, and its
 * discard when Mecatol Rex changes hands).
 */
import { RACIAL_ABILITIES } from '../abilities';
import { planetValue } from '../payment';
import { activeSeats, type Ti3State } from '../state';
import type { TimingEntry } from '../timing-types';
import { kindOf } from './kinds';
import { forTheRound, onAPlayerForTheRound } from './lasting';
import type { CardEffects } from './types';

export const MECATOL_REX = 'Mecatol Rex';

/** The Usurper card in play (resolved, not discarded), or undefined. */
function usurperInPlay(s: Ti3State): string | undefined {
  return s.actionPlayed.find((c) => kindOf(c) === 'Usurper' && !s.tasks.some((t) => t.t === 'card-effect' && t.card === c));
}

/**
 * The votes Mecatol Rex gives `seat` in place of its influence: twice that, exhausted or not, while its
 * Usurper is in play (only its player can hold Mecatol Rex then: it is discarded when the planet changes
 * hands); null without a Usurper.
 */
export function usurperVotes(s: Ti3State, seat: number): number | null {
  if (usurperInPlay(s) === undefined || s.planets[MECATOL_REX]?.owner !== seat) return null;
  return 2 * planetValue(s, MECATOL_REX, 'influence');
}

export const CULTURE_CARDS: CardEffects = {
  // The player (oneself allowed) loses all racial abilities this round (abilities.ts); a Letnev fleet may
  // then hold more ships than its Fleet Supply allows, so Fleet Supply is checked everywhere.
  'Cultural Crisis': {
    ...onAPlayerForTheRound('Cultural Crisis', 'choose the player who loses all racial special abilities this round'),
    resolve: (ctx, _seat, _w, target) => {
      forTheRound(ctx, 'Cultural Crisis', Number(target));
      ctx.s.tasks.unshift({ t: 'supply-check', pos: null });
    },
  },
  // One racial ability of an opponent's race, gained this round (abilities.ts lists them by race).
  Multiculturalism: {
    ask: 'choose the racial special ability of an opponent you gain this round',
    choices: (s, seat) => [
      ...new Set(
        activeSeats(s)
          .filter((x) => x !== seat && s.players[x].race !== s.players[seat].race)
          .flatMap((x) => RACIAL_ABILITIES[s.players[x].race] ?? []),
      ),
    ],
    resolve: (ctx, seat, _w, ability) => forTheRound(ctx, 'Multiculturalism', seat, { ability: String(ability) }),
  },
  // Only by the holder of Mecatol Rex; it stays in play (politics/votes.ts counts `usurperVotes`).
  Usurper: {
    eligible: (s, seat) => s.planets[MECATOL_REX]?.owner === seat,
    resolve: () => 'in-play',
  },
};

/** Mecatol Rex changing hands discards the Usurper in play. */
export const CULTURE_HANDLERS: TimingEntry[] = [
  {
    id: 'usurper-discarded',
    source: 'Usurper: discarded when its player loses control of Mecatol Rex',
    point: 'planet-changed-hands',
    run: (ctx, d) => {
      const card = usurperInPlay(ctx.s);
      if (d.planet !== MECATOL_REX || card === undefined) return;
      ctx.s.actionPlayed = ctx.s.actionPlayed.filter((c) => c !== card);
      ctx.s.actionDiscard.push(card);
      ctx.ev.push({ type: 'discard', text: `${card} leaves play: Mecatol Rex changed hands`, data: { seat: d.from ?? null, card } });
    },
  },
];
