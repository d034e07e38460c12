/** A stored match seen at any step, through the same projection as live play. */
import { eventsFor, GameError, replay, type GameEvent, type GameRegistry, type MatchRunner, type Viewer } from '../engine';
import type { Json } from '../engine';
import type { LogEntry, ReplayChapter, ReplayStep } from '../protocol';

/** A ReplayStep as the server makes it: the game's view is any JSON to the server. */
export type ServedReplayStep = Omit<ReplayStep, 'view'> & { view: Json };
import type { MatchStore } from '../matches/match-store';
import { tokenMatches } from '../matches/tokens';
import { rulesFor } from '../matches/rules-version';

export interface ReplayRequest {
  matchId: string;
  viewer: string;
  step: number | undefined;
  seatToken: string | undefined;
  /** Also the game log up to the step, as this viewer saw it (a replay of the match from its start). */
  withLog?: boolean;
  /** A verified account: opens the viewpoint of the seat it holds. */
  account?: { id: string } | null;
}

/** The one wording for a step out of range, wherever it is found. */
export const stepRange = (last: number | string): string => `step must be a whole number from 0 to ${last}`;

export async function replayStep(store: MatchStore, registry: GameRegistry, req: ReplayRequest): Promise<ServedReplayStep> {
  const found = await store.getMatch(req.matchId);
  if (!found) throw new GameError('NOT_FOUND', `no match ${req.matchId}`);
  const { match, seats } = found;
  if (match.status === 'waiting' || (match.status === 'aborted' && match.startedAt === null)) {
    throw new GameError('NOT_ACTIVE', 'the match never started: there is nothing to replay');
  }
  const step = req.step ?? match.moveCount;
  if (!Number.isInteger(step) || step < 0 || step > match.moveCount) throw new GameError('BAD_REQUEST', stepRange(match.moveCount));
  let viewer: Viewer;
  if (req.viewer === 'spectator') viewer = { kind: 'spectator' };
  else if (req.viewer === 'omniscient') {
    if (match.status !== 'finished') throw new GameError('FORBIDDEN', 'the full view opens when the match ends');
    viewer = { kind: 'omniscient' };
  } else if (/^\d+$/.test(req.viewer)) {
    const seat = Number(req.viewer);
    if (seat >= match.seatCount) throw new GameError('BAD_REQUEST', `there is no seat ${seat}: this match has seats 0 to ${match.seatCount - 1}`);
    const holder = seats.find((s) => s.seat === seat);
    const owner = Boolean(req.account && holder?.accountId === req.account.id);
    if (!holder || !(owner || tokenMatches(req.seatToken, holder.tokenHash))) {
      throw new GameError('FORBIDDEN', `seat ${seat}'s viewpoint needs that seat's token or account`);
    }
    viewer = { kind: 'seat', seat };
  } else throw new GameError('BAD_REQUEST', 'viewer is spectator, omniscient or a seat number');

  const game = await rulesFor(store, registry, { ...match, seats });
  const playedBy = seats.map((s) => ({ name: s.name }));
  const answer = (runner: MatchRunner, lastEvents: GameEvent[], log?: LogEntry[], chapters?: ReplayChapter[]): ServedReplayStep => ({
    matchId: match.id,
    status: match.status,
    step,
    steps: match.moveCount,
    viewer: req.viewer,
    v: runner.v,
    view: runner.view(viewer),
    events: eventsFor(lastEvents, viewer),
    ...(log ? { log } : {}),
    ...(chapters ? { chapters } : {}),
  });
  if (req.withLog) {
    // The log needs every move's events: from the start, not from the nearest snapshot.
    const moves = await store.movesAfter(match.id, 0, step);
    const log: LogEntry[] = [];
    const chapters: ReplayChapter[] = [];
    const onMove = (v: number, events: GameEvent[]) => {
      const seen = eventsFor(events, viewer);
      if (seen.length > 0) log.push({ v, events: seen });
      // Chapters from what every spectator sees, whoever asks: the same list for every viewpoint.
      for (const e of game.chapter ? eventsFor(events, { kind: 'spectator' }) : []) {
        const title = game.chapter!(e);
        if (title !== null) chapters.push({ step: v, title });
      }
    };
    const { runner, lastEvents } = replay(game, { options: match.options, seats: playedBy, seed: match.seed, moves }, { upTo: step, onMove });
    return answer(runner, lastEvents, log, chapters);
  }
  const { snapshot, moves } = await store.loadHistory(match.id, step, true);
  const { runner, lastEvents } = replay(
    game,
    { options: match.options, seats: playedBy, seed: match.seed, moves },
    { upTo: step, ...(snapshot ? { from: snapshot } : {}) },
  );
  return answer(runner, lastEvents);
}
