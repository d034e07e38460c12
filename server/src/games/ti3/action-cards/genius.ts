/**
 * Touch of Genius (window `as-duplicated`): "spend three influence to duplicate the effects of any other
 * Action Card in the discard pile", at that card's time: playable in a window while a kind of that window
 * lies in the discard pile and its effect could resolve for the player now. On resolution the player pays
 * 3 influence (`pay`), then the duplicated effect resolves as if he had played that card (its question,
 * if any, is his); the card stays in the discard pile.
 */
import { requestPayment, spendable } from '../payment';
import type { Ti3State } from '../state';
import type { WindowInfo } from '../tasks';
import { GENIUS, kindOf, windowsOf } from './kinds';
import type { CardEffect, CardEffects } from './types';

export const GENIUS_COST = 3;

/** The kinds in the discard pile that Touch of Genius could duplicate for `seat` in `w`. */
export function duplicable(s: Ti3State, seat: number, w: WindowInfo, effects: CardEffects): string[] {
  const kinds = [...new Set(s.actionDiscard.map(kindOf))].filter((k) => k !== GENIUS && windowsOf(k).includes(w.id));
  return kinds
    .filter((k) => {
      const e = effects[k];
      return e !== undefined && (e.eligible?.(s, seat, w) ?? true) && (e.choices === undefined || e.choices(s, seat, w).length > 0);
    })
    .sort();
}

/** Touch of Genius over the effects built (`effects` is read when it is played, so it may include itself). */
export function touchOfGenius(effects: () => CardEffects): CardEffect {
  return {
    eligible: (s, seat, w) => spendable(s, seat, 'influence') >= GENIUS_COST && duplicable(s, seat, w, effects()).length > 0,
    ask: 'choose the action card in the discard pile to duplicate',
    choices: (s, seat, w) => (spendable(s, seat, 'influence') >= GENIUS_COST ? duplicable(s, seat, w, effects()) : []),
    resolve(ctx, seat, w, kind) {
      const card = ctx.s.actionDiscard.find((c) => kindOf(c) === kind);
      if (card === undefined) return;
      ctx.ev.push({ type: 'action-card-duplicated', text: `seat ${seat}'s Touch of Genius duplicates ${String(kind)}`, data: { seat, card } });
      requestPayment(ctx, seat, 'influence', GENIUS_COST, [{ t: 'card-effect', seat, card, w, copy: true }]);
    },
  };
}
