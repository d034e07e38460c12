/**
 * MarsBot's difficulty levels as plain data (MB-56): the six changes of
 * "NÍVEIS DE DIFICULDADE" and which ones each level switches on by default.
 * Apart from ../options.ts (which parses them with engine code) so that the
 * web page's lobby can show the real defaults through ../public.ts.
 */
export type Difficulty = 'easy' | 'normal' | 'hard' | 'brutal';
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard', 'brutal'];

/** The six changes of "NÍVEIS DE DIFICULDADE", in the seed's order. */
export const CHANGES = ['easyNoAdvance', 'easyFailure3', 'easyAwardsMinus5', 'hardCardVp', 'hardEarlyMilestone', 'brutalFourCards'] as const;
export type Change = (typeof CHANGES)[number];

/** Which changes each difficulty switches on (MB-56). */
export const DIFFICULTY_CHANGES: Record<Difficulty, readonly Change[]> = {
  easy: ['easyNoAdvance', 'easyFailure3', 'easyAwardsMinus5'],
  normal: [],
  hard: ['hardCardVp', 'hardEarlyMilestone'],
  brutal: ['hardCardVp', 'hardEarlyMilestone', 'brutalFourCards'],
};
