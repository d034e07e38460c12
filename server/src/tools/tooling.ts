/**
 * What the tools (sim, conformance, the leak fuzzer, the benchmarks) know of
 * a game beyond its engine definition. Each game exports one `GameTooling`
 * from its own folder (`games/<id>/tooling.ts`) and `games/tooling.ts` lists
 * them, one line per game, so the tools dispatch on `--game` and a new game
 * touches only its folder and that line.
 *
 * Kept apart from `GameDefinition` on purpose: the server (games/index.ts)
 * and the web pages never import a game's tooling, so its conformance
 * runner (file reading, reference logs) and presets stay out of what rooms
 * and browsers load.
 */
import type { GameDefinition, Json } from '../engine';

/** A named setup the tools play: `npm run sim -- --preset NAME`, the random-games bench, the load bench. */
export interface SimPreset {
  /** Unique within the game, e.g. `4p` or `6p Rebel vs Imperium`; the bench prints `<game id> <name>`. */
  name: string;
  seats: number;
  /** Raw options, as a match creator passes them. */
  options: Record<string, Json>;
  /** Random games a sim run of this preset plays when `--games` is not given (default 10). */
  games?: number;
  /** Timed by `npm run bench -- <game>` (when no preset of the game says so, all are). */
  bench?: boolean;
  /** Played by the bots of `npm run bench:load -- --game <game>` (default: the game's first preset). */
  load?: boolean;
}

/** How the leak fuzzer covers the game's option sets (tools/leak-fuzz/suites.ts). */
export interface LeakFuzzPlan {
  /** Option fields to vary; the others keep their defaults (default: every boolean and enum field). */
  vary?: string[];
  /**
   * Complete random games: per complete-game suite of the jest test (default 10), and per option set
   * in the bench (default 3; `BENCH_LEAK_GAMES` overrides every game's).
   */
  completeGames?: { test?: number; bench?: number };
}

/** What a conformance run found; the CLI prints `closing` last and exits 1 when `failed` > 0. */
export interface ConformanceSummary {
  passed: number;
  failed: number;
  /** The closing line, e.g. `88 passed, 0 failed`. */
  closing: string;
  /** Remarks for stderr, so stdout stays one line per checked game plus the closing line. */
  notes: string[];
}

/**
 * Checks a game against reference material (another engine's logs…) found
 * under `targets` (files or folders, which exist); `log` gets one line per
 * game. `flags` are the command line's `--name value` pairs other than
 * `--game`; an unknown flag or bad input throws UsageError.
 */
export type ConformanceRunner = (targets: string[], log: (line: string) => void, flags: ReadonlyMap<string, string>) => Promise<ConformanceSummary>;

/** What `npm run cards -- --game ID` prints of a game's card tables. */
export interface CardTooling {
  /** Counts; `repoRoot` lets the tool scan the game's per-card tests. */
  cardReport(repoRoot: string): Record<string, unknown>;
  /** The tables in the game's neutral form, for outside checks. */
  cardDump(): Record<string, unknown>;
}

export interface GameTooling {
  game: GameDefinition;
  presets: SimPreset[];
  /** Recorded games per preset in the replay corpus (`npm run replays`); 1 when absent. */
  corpusGamesPerPreset?: number;
  /** Absent: every boolean and enum option varied, the default sizes. */
  leakFuzz?: LeakFuzzPlan;
  conformance?: ConformanceRunner;
  cards?: CardTooling;
}

/** A command line the tool cannot run: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** The tooling of game `id` among `list`. */
export function toolingFor(list: readonly GameTooling[], id: string): GameTooling {
  const found = list.find((t) => t.game.id === id);
  if (!found) throw new UsageError(`no game with id ${JSON.stringify(id)}; known: ${list.map((t) => t.game.id).join(', ') || 'none'}`);
  return found;
}

/** The preset called `name` (case-insensitive), or every preset for `all`. */
export function presetsNamed(tooling: GameTooling, name: string): SimPreset[] {
  if (name.toLowerCase() === 'all') return tooling.presets;
  const found = tooling.presets.find((p) => p.name.toLowerCase() === name.toLowerCase());
  if (!found) {
    const known = tooling.presets.map((p) => JSON.stringify(p.name)).join(', ') || 'none';
    throw new UsageError(`${tooling.game.id} has no preset ${JSON.stringify(name)}; its presets: ${known} (or all)`);
  }
  return [found];
}

/** The presets `npm run bench -- <game>` times. */
export function benchPresets(tooling: GameTooling): SimPreset[] {
  const marked = tooling.presets.filter((p) => p.bench);
  return marked.length > 0 ? marked : tooling.presets;
}

/** The preset the load benchmark's bots play. */
export function loadPreset(tooling: GameTooling): SimPreset {
  const preset = tooling.presets.find((p) => p.load) ?? tooling.presets[0];
  if (!preset) throw new UsageError(`${tooling.game.id} has no presets for the load benchmark to play (games/${tooling.game.id}/tooling.ts)`);
  return preset;
}
