/** The 8 strategy cards' rules, by initiative number. Initiative (1) has no strategic action. */
import type { CardRules } from './card';
import type { Ti3State } from '../state';
import { freeSecondary, secondaryBan } from '../politics/rules';
import { diplomacy } from './diplomacy';
import { imperial } from './imperial';
import { logistics } from './logistics';
import { political } from './political';
import { technologyCard } from './technology';
import { trade } from './trade';
import { warfare } from './warfare';

export const CARD_RULES: Readonly<Record<number, CardRules>> = {
  2: diplomacy,
  3: political,
  4: logistics,
  5: trade,
  6: warfare,
  7: technologyCard,
  8: imperial,
};

export type { CardRules } from './card';

/**
 * A seat that cannot follow (no Strategy Allocation counter, not holding Initiative, not Logistics) or
 * could gain nothing is not asked; both are public, so skipping it leaks nothing. Checked when its turn
 * to answer comes, since earlier followers may have changed the board.
 */
export function canFollow(s: Ti3State, seat: number, card: number, freeOfCharge = false): boolean {
  const rules = CARD_RULES[card];
  if (secondaryBan(s) !== null) return false;
  const free = followIsFree(s, seat, card, freeOfCharge);
  // Policy Paralysis: barred from this card's secondary.
  if (s.cardEffects.some((e) => e.card === 'Policy Paralysis' && e.seat === seat)) return false;
  return (free || s.players[seat].strategy > 0) && rules.worthFollowing(s, seat);
}

/** Following costs no Strategy Allocation counter: Logistics, Initiative's holder, the card's own exception (Hacan on Trade), laws. */
export function followIsFree(s: Ti3State, seat: number, card: number, freeOfCharge = false): boolean {
  const rules = CARD_RULES[card];
  return freeOfCharge || rules.freeSecondary === true || rules.freeFor?.(s, seat) === true || s.players[seat].cards.includes(1) || freeSecondary(s, seat, card);
}
