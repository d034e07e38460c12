/**
 * The rules-version policy: each game's recorded corpus must replay exactly
 * under today's rules while `engineVersion` stays the same. A change that
 * alters any recorded game needs a version bump (and a new recording); one
 * that alters none keeps the version, so stored matches stay playable.
 */
import * as fs from 'node:fs';
import { TOOLING } from '../../server/src/games/tooling';
import { recordCorpus, verifyCorpus, type Corpus } from '../../server/src/tools/replay-corpus';
import { corpusFile } from '../../server/src/tools/replays';
import { highCard, highCardTooling } from '../fixtures/high-card';

describe.each(TOOLING.map((t) => [t.game.id, t] as const))('the %s replay corpus', (id, tooling) => {
  const file = corpusFile(id);

  it('exists and covers every preset, as many games each as the tooling asks', () => {
    expect(fs.existsSync(file)).toBe(true);
    const corpus = JSON.parse(fs.readFileSync(file, 'utf8')) as Corpus;
    const perPreset = tooling.corpusGamesPerPreset ?? 1;
    expect(corpus.games.map((g) => g.preset).sort()).toEqual(tooling.presets.flatMap((p) => Array<string>(perPreset).fill(p.name)).sort());
  });

  it('replays exactly under the rules version it was recorded with', () => {
    const corpus = JSON.parse(fs.readFileSync(file, 'utf8')) as Corpus;
    if (corpus.engineVersion !== tooling.game.engineVersion) {
      throw new Error(
        `${id} rules version is ${tooling.game.engineVersion}, the corpus was recorded with ${corpus.engineVersion}: record it anew (npm run replays -- --game ${id} --record)`,
      );
    }
    const differences = verifyCorpus(tooling.game, corpus);
    if (differences.length > 0) {
      throw new Error(`a rules change alters recorded games: bump ${id}'s engineVersion and record the corpus anew.\n${differences.slice(0, 10).join('\n')}`);
    }
  });
});

describe('the corpus check', () => {
  const corpus = recordCorpus(highCard, highCardTooling.presets);

  it('passes for the rules it was recorded with', () => {
    expect(verifyCorpus(highCard, corpus)).toEqual([]);
  });

  it('catches a change to what a move does, to what a viewer sees, and to the result', () => {
    // Ties now go to the lower seat: only rounds with equal cards would differ, so scores are changed outright.
    const scoring = {
      ...highCard,
      result: (s: Parameters<typeof highCard.result>[0]) => {
        const r = highCard.result(s);
        return r && { ...r, scores: r.scores.map((x) => x + 1) };
      },
    };
    expect(verifyCorpus(scoring, corpus)).toEqual(expect.arrayContaining([expect.stringContaining('the result differs')]));
    const peeking = {
      ...highCard,
      view: (s: Parameters<typeof highCard.view>[0], v: Parameters<typeof highCard.view>[1]) => ({ ...(highCard.view(s, v) as object), deck: 0 }),
    };
    expect(verifyCorpus(peeking, corpus)).toEqual(expect.arrayContaining([expect.stringContaining('view differs')]));
    // Every recorded game opens with the swap step, which this version no longer has.
    const noSwaps = {
      ...highCard,
      apply: (s: Parameters<typeof highCard.apply>[0], seat: number, move: Parameters<typeof highCard.apply>[2]) => {
        if (Array.isArray(move)) throw new Error('there is no swap step any more');
        return highCard.apply(s, seat, move);
      },
    };
    expect(verifyCorpus(noSwaps, corpus).filter((d) => d.includes('no longer replay'))).toHaveLength(corpus.games.length);
  });
});
