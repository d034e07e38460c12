/** The RftG view as the page receives it: the server's view type (server/src/games/rftg/public.ts) with the seat's open prompt. */
import type { ViewMessage } from '../../../client-sdk/src';
import type { RftgView as ServerView, ScoreSheet as ServerScoreSheet } from '../../../server/src/games/rftg/public';

export type { DraftSeatView, DraftView, GoalView, PlayerView, RobotView, TableauCard } from '../../../server/src/games/rftg/public';

export type RftgView = ViewMessage<ServerView>['view'];

/** The server's score sheet; `prestige` may be missing from results stored before it existed. */
export type ScoreSheet = Omit<ServerScoreSheet, 'prestige'> & Partial<Pick<ServerScoreSheet, 'prestige'>>;

/** Whether a view the page received is an RftG one: the server's RftG view names its game. */
export function isRftgView(view: object): view is RftgView {
  return 'game' in view && view.game === 'rftg';
}
