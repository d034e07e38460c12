/** Card ids name a copy of a kind: "Sabotage#2". */

/** The kind of a card id ("Sabotage#2" → "Sabotage"). */
export function kindOf(card: string): string {
  const i = card.lastIndexOf('#');
  return i < 0 ? card : card.slice(0, i);
}
