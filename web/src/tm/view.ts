/** The Terraforming Mars view as the page receives it: the server's view type (server/src/games/tm/public.ts) with the seat's open prompt. */
import type { ViewMessage } from '../../../client-sdk/src';
import type { TmView as ServerView } from '../../../server/src/games/tm/public';

export type {
  AwardView,
  MarsbotView,
  MilestoneView,
  Owner,
  PlayerView,
  Resource,
  SpaceBonus,
  SpaceView,
  Tag,
  TmResultDetail,
} from '../../../server/src/games/tm/public';

export type TmView = ViewMessage<ServerView>['view'];

/** Whether a view the page received is a Terraforming Mars one: the server's TM view names its game. */
export function isTmView(view: object): view is TmView {
  return 'game' in view && view.game === 'tm';
}
