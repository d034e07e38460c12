/** Action-card ids and kinds: "Sabotage#2" is a copy of the kind "Sabotage"; a kind's windows come from the data. */
import { ACTION_CARDS, type WindowId } from '../data';

/** The kind of a card id ("Sabotage#2" → "Sabotage"). */
export function kindOf(card: string): string {
  const i = card.lastIndexOf('#');
  return i < 0 ? card : card.slice(0, i);
}

const WINDOWS_OF = new Map(ACTION_CARDS.map((c) => [c.name, [c.window, ...(c.windowAlso ?? [])]]));

/** The windows a kind is played in (its `window`, then its `windowAlso`). */
export const windowsOf = (kind: string): WindowId[] => WINDOWS_OF.get(kind) ?? [];

/** Touch of Genius: played at the time of the card it duplicates. */
export const GENIUS = 'Touch of Genius';

/** Whether a kind is played "at any time" (the standing offer, and every window its holder is asked in). */
export const isAnyTime = (kind: string): boolean => windowsOf(kind).includes('any-time');
