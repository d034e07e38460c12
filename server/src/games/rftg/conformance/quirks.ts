/**
 * Defects of the reference engine (Keldon Jones's RftG 0.9.5) that its logs record and that no decision
 * mapping can absorb, because they change the game state against the printed rules. Our engine follows
 * the printed rules; a game started with the test/conformance-only option `referenceQuirks` (which the
 * conformance runner sets to every name below) reproduces the named defects instead, so that the
 * reference's logs replay move by move. Real matches never set it.
 *
 * Each entry: what the printed rules say, what the reference engine does, and where our engine checks it.
 */
export const REFERENCE_QUIRKS = {
  /**
   * Rebel Fuel Refinery: "may discard a Rare good for +2 military until the end of this phase" (BoW rules,
   * temporary military). In a takeover DEFENCE the reference engine adds the military but never discards
   * the good (its defence payment only looks the good up for Alien-good powers), so the good stays and can
   * be consumed later. takeovers.ts (payBoostGoods).
   */
  'defence-keeps-rare-good': 'a defender spending a Rare good for military keeps the good',
  /**
   * Takeover targets are those the attacker could beat with every temporary military it may add. For a
   * non-military target (taken with Imperium Invasion Fleet's conquest) the reference engine also counts
   * the +2 of Imperium Cloaking Technology's conquest, which its card forbids in a takeover, and so offers
   * targets the attack cannot reach (the attempt then fails). takeovers.ts (takeoverChoices).
   */
  'takeover-targets-count-cloaking': "takeover targets also counting Imperium Cloaking Technology's conquest bonus",
  /**
   * The printed rules end a game only on the VP pool, a 12-card tableau (14 with Hidden Fortress) or, in
   * BoW, 15 prestige. The reference engine also ends it after round 30, as a safety limit (FORMAT.md §4.3);
   * some random-play logs stop there. flow.ts (endRound).
   */
  'round-limit-30': 'the game ends after round 30',
} as const;

export type ReferenceQuirk = keyof typeof REFERENCE_QUIRKS;

export const ALL_REFERENCE_QUIRKS = Object.keys(REFERENCE_QUIRKS) as ReferenceQuirk[];

export function isReferenceQuirk(x: unknown): x is ReferenceQuirk {
  return typeof x === 'string' && x in REFERENCE_QUIRKS;
}
