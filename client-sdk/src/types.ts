/** The wire protocol as a client sees it: the protocol's own types (server/src/protocol), and the SDK's. */

export type {
  AmountItem,
  AmountsSpec,
  AutoplayData,
  ClockSpec,
  ErrorCode,
  ErrorMessage,
  GameInfo,
  Json,
  LobbyEntry,
  LogEntry,
  LogMessage,
  MatchMeta,
  MatchResult,
  MatchStatus,
  MatchSummary,
  MoveMessage,
  OptionField,
  PickSpec,
  Prompt,
  ReplayChapter,
  ReplayStep,
  SeatMessage,
  SeatMeta,
  ViewMessage,
  Visibility,
  WireEvent,
  WirePrompt,
} from '../../server/src/protocol';
import type { ClockSpec, Json } from '../../server/src/protocol';

/** One seat's clock and bot status, from the match metadata. */
export interface SeatClock {
  /** When the open prompt runs out (epoch ms, server clock), or null. */
  deadline: number | null;
  bot: boolean;
}

export interface MatchSpec {
  game: string;
  seats?: number;
  options?: Record<string, Json>;
  name?: string;
  /** Quick match only pairs players who asked for the same clock. */
  clock?: ClockSpec;
}

export type ConnectionStatus = 'connected' | 'reconnecting' | 'closed';

export class OrreryError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'OrreryError';
  }
}
