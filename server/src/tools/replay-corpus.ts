/**
 * A game's replay corpus: random games recorded under one rules version
 * (seed, options, seats, moves) with fingerprints of what they produced — the
 * state and every viewer's view at a few steps, and the result. Replaying the
 * corpus tells whether a rules change alters anything a stored match depends
 * on: if nothing differs, the change keeps `engineVersion` and matches in
 * progress stay playable after a deploy; if anything differs, the version is
 * bumped and the corpus recorded anew (README, "Rules versions").
 */
import { createHash } from 'node:crypto';
import { applyRecorded, canonicalJson, MatchRunner, playRandomGame, type GameDefinition, type Json, type RecordedMove, type Viewer } from '../engine';
import type { SimPreset } from './tooling';

export interface CorpusGame {
  preset: string;
  seats: number;
  options: Json;
  seed: string;
  /** [seat, move] per accepted move; [seat, move, "offer"] for an answer to a standing offer. */
  moves: CorpusMove[];
  /** Fingerprints at a few steps (and the last): the state, then each viewer's view (spectator, seat 0, 1, …). */
  checkpoints: { step: number; state: string; views: string[] }[];
  result: Json;
}

export type CorpusMove = [number, Json] | [number, Json, 'offer'];

export interface Corpus {
  game: string;
  engineVersion: string;
  games: CorpusGame[];
}

/** Checkpoints per game besides the last step: enough to place a difference, few enough to keep the file small. */
const CHECKPOINTS = 4;

const fingerprint = (x: unknown): string => createHash('sha256').update(canonicalJson(x)).digest('base64url').slice(0, 22);

function viewers(seats: number): Viewer[] {
  return [{ kind: 'spectator' }, ...Array.from({ length: seats }, (_, seat): Viewer => ({ kind: 'seat', seat }))];
}

function checkpointSteps(total: number): Set<number> {
  const steps = new Set<number>([total]);
  for (let i = 0; i < CHECKPOINTS; i++) steps.add(Math.floor((total * i) / CHECKPOINTS));
  return steps;
}

function checkpoint(runner: MatchRunner, seats: number): CorpusGame['checkpoints'][number] {
  return { step: runner.v, state: fingerprint(runner.currentState), views: runner.views(viewers(seats)).map(fingerprint) };
}

/** One complete random game per preset (`perPreset` of them), from seeds named after the preset. */
export function recordCorpus(game: GameDefinition, presets: readonly SimPreset[], perPreset = 1): Corpus {
  const games: CorpusGame[] = [];
  for (const preset of presets) {
    for (let i = 0; i < perPreset; i++) {
      const seed = `corpus:${preset.name}:${i}`;
      const names = Array.from({ length: preset.seats }, (_, n) => ({ name: `P${n + 1}` }));
      const played = playRandomGame(game, preset.options, names, seed);
      if (!played.finished) throw new Error(`${game.id} ${preset.name}: the recorded game did not finish (${played.error?.message ?? 'no result'})`);
      const steps = checkpointSteps(played.moves.length);
      const runner = MatchRunner.start(game, game.parseOptions(preset.options, preset.seats), names, seed);
      const checkpoints = [];
      for (let m = 0; m <= played.moves.length; m++) {
        if (steps.has(m)) checkpoints.push(checkpoint(runner, preset.seats));
        if (m < played.moves.length) applyRecorded(runner, played.moves[m]);
      }
      games.push({
        preset: preset.name,
        seats: preset.seats,
        options: preset.options,
        seed,
        moves: played.moves.map((mv: RecordedMove): CorpusMove => (mv.offer ? [mv.seat, mv.move, 'offer'] : [mv.seat, mv.move])),
        checkpoints,
        result: JSON.parse(JSON.stringify(runner.result())),
      });
    }
  }
  return { game: game.id, engineVersion: game.engineVersion, games };
}

/** What differs when the corpus is replayed under today's rules: empty when nothing does. */
export function verifyCorpus(game: GameDefinition, corpus: Corpus): string[] {
  const differences: string[] = [];
  for (const g of corpus.games) {
    const where = `${g.preset} (${g.seed})`;
    const names = Array.from({ length: g.seats }, (_, n) => ({ name: `P${n + 1}` }));
    try {
      const runner = MatchRunner.start(game, game.parseOptions(g.options, g.seats), names, g.seed);
      const wanted = new Map(g.checkpoints.map((c) => [c.step, c]));
      for (let m = 0; m <= g.moves.length; m++) {
        const expected = wanted.get(m);
        if (expected) {
          const got = checkpoint(runner, g.seats);
          if (got.state !== expected.state) differences.push(`${where}: the state differs at step ${m}`);
          got.views.forEach((v, i) => {
            if (v !== expected.views[i]) differences.push(`${where}: the ${i === 0 ? 'spectator' : `seat ${i - 1}`} view differs at step ${m}`);
          });
        }
        if (m < g.moves.length) runner.apply(g.moves[m][0], g.moves[m][1], { offer: g.moves[m][2] === 'offer' });
      }
      if (canonicalJson(runner.result()) !== canonicalJson(g.result)) differences.push(`${where}: the result differs`);
    } catch (e) {
      differences.push(`${where}: the recorded moves no longer replay (${e instanceof Error ? e.message : String(e)})`);
    }
  }
  return differences;
}
