/**
 * MarsBot's bonus cards for the base game on Tharsis: B01-B08 and nothing
 * else (the seed: "Devolva todas as outras cartas de bônus MarsBot à caixa").
 * None of them has a start-of-round effect or a use-case condition in the
 * base game; their effects are in ./bonus.ts. Plain data.
 */
export interface BonusCard {
  id: string;
  name: string;
}

export const BONUS_CARDS: readonly BonusCard[] = [
  { id: 'B01', name: 'Meteor Shower' },
  { id: 'B02', name: 'Invasive Species' },
  { id: 'B03', name: 'Research and Development' },
  { id: 'B04', name: 'Overachievement' },
  { id: 'B05', name: 'Expedited Construction' },
  { id: 'B06', name: 'Lobbyists' },
  { id: 'B07', name: 'Local Neural Instance' },
  { id: 'B08', name: 'Corporate Competition' },
];

export const BONUS_IDS: readonly string[] = BONUS_CARDS.map((c) => c.id);

export function isBonusCard(id: string): boolean {
  return BONUS_IDS.includes(id);
}

export function bonusName(id: string): string {
  const c = BONUS_CARDS.find((x) => x.id === id);
  if (!c) throw new RangeError(`no MarsBot bonus card ${id}`);
  return c.name;
}
