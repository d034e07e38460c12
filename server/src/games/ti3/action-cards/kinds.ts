/** Action-card ids and kinds: "Sabotage#2" is a copy of the kind "Sabotage"; a kind's windows come from the data. */
import { ACTION_CARDS, type WindowId } from '../data';

const KINDS = new Map<string, string>();
const MAX_KINDS_KEPT = 512;

/** The kind of a card id ("Sabotage#2" → "Sabotage"). */
export function kindOf(card: string): string {
  const known = KINDS.get(card);
  if (known !== undefined) return known;
  const i = card.lastIndexOf('#');
  const kind = i < 0 ? card : card.slice(0, i);
  // Asked for every card in every hand whenever a window's eligibility is worked out: the 103 copies' kinds
  // are kept instead of sliced again each time; anything else (never more than a bounded few) is not kept.
  if (KINDS.size < MAX_KINDS_KEPT) KINDS.set(card, kind);
  return kind;
}

const WINDOWS_OF = new Map(ACTION_CARDS.map((c) => [c.name, [c.window, ...(c.windowAlso ?? [])]]));

/** The windows a kind is played in (its `window`, then its `windowAlso`). */
export const windowsOf = (kind: string): WindowId[] => WINDOWS_OF.get(kind) ?? [];

/** Touch of Genius: played at the time of the card it duplicates. */
export const GENIUS = 'Touch of Genius';

/** Whether a kind is played "at any time" (the standing offer, and every window its holder is asked in). */
export const isAnyTime = (kind: string): boolean => windowsOf(kind).includes('any-time');
