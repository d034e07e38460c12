/**
 * The leak fuzzer (fuzzer.ts) wired to the real replay endpoint:
 * `replayStep` from http/replay.ts, the function behind
 * `GET /api/matches/:id/replay`, run over an in-memory stand-in for the
 * MatchStore that holds exactly what the match service would have stored
 * (match row, seats with hashed tokens, moves, snapshots). Tests and the
 * bench both go through `fuzzGameLeaks`.
 */
import { GameRegistry, isGameError, type GameDefinition, type RecordedMove, type RunnerSnapshot } from '../../engine';
import { replayStep } from '../../http/replay';
import type { MatchStore } from '../../matches/match-store';
import { hashToken } from '../../matches/tokens';
import { fuzzLeaks, type LeakFuzzOptions, type LeakFuzzResult, type ReplayProbe } from './fuzzer';
import { isKnownLeak } from './suites';

/** Snapshot cadence of the stand-in store: small, so that each replay request stays cheap. */
const SNAPSHOT_EVERY = 10;

interface StoredMatch {
  match: Record<string, unknown>;
  seats: Record<string, unknown>[];
  moves: RecordedMove[];
  snapshots: Map<number, RunnerSnapshot>;
}

/** A replay probe over `replayStep` for games of `game` (registered alone, as the route looks games up by id). */
export function replayEndpointProbe(game: GameDefinition): ReplayProbe {
  const registry = new GameRegistry([game]);
  let current: StoredMatch | null = null;
  // Only the two reads replayStep makes; the shapes follow MatchStore's rows.
  const store = {
    async getMatch(id: string) {
      return current && current.match.id === id ? { match: current.match, seats: current.seats } : null;
    },
    async loadHistory(_id: string, seq: number, withLastMove = false) {
      const m = current!;
      let at = -1;
      for (const k of m.snapshots.keys()) if ((withLastMove && seq > 0 ? k < seq : k <= seq) && k > at) at = k;
      return { snapshot: at >= 0 ? m.snapshots.get(at)! : null, moves: m.moves.slice(Math.max(at, 0), seq) };
    },
  } as unknown as MatchStore;
  return {
    open(match) {
      current = {
        match: {
          id: match.id,
          game: match.game,
          engineVersion: game.engineVersion,
          options: match.options,
          seed: match.seed,
          seatCount: match.seats.length,
          visibility: 'public',
          status: 'active',
          moveCount: 0,
          result: null,
          startedAt: new Date(),
          finishedAt: null,
        },
        seats: match.seats.map((s, seat) => ({ matchId: match.id, seat, name: s.name, tokenHash: hashToken(match.tokens[seat]), accountId: null })),
        moves: [],
        snapshots: new Map([[0, match.initial]]),
      };
    },
    recorded(move, snapshot, finished) {
      const m = current!;
      m.moves.push(move);
      m.match.moveCount = m.moves.length;
      if (finished) m.match.status = 'finished';
      if (m.moves.length % SNAPSHOT_EVERY === 0 || finished) m.snapshots.set(m.moves.length, snapshot());
    },
    async fetch(req) {
      try {
        const out = await replayStep(store, registry, {
          matchId: current!.match.id as string,
          viewer: req.viewer,
          step: req.step,
          seatToken: req.seatToken,
          account: null,
        });
        return { view: out.view, events: out.events as unknown as never };
      } catch (e) {
        if (isGameError(e)) return { code: e.code };
        throw e;
      }
    },
  };
}

/**
 * Fuzzes one game and option set, the replay endpoint included unless
 * `replayEvery` is 0; the leaks in KNOWN_LEAKS go to `known`.
 */
export function fuzzGameLeaks(game: GameDefinition, opts: Omit<LeakFuzzOptions, 'replay'>): Promise<LeakFuzzResult> {
  return fuzzLeaks(game, { isKnown: isKnownLeak, ...opts, replay: opts.replayEvery === 0 ? undefined : replayEndpointProbe(game) });
}
