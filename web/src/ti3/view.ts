/** The TI3 view as the page receives it: the server's view type (server/src/games/ti3/public.ts) with the seat's open prompt. */
import type { ViewMessage } from '../../../client-sdk/src';
import type { Ti3View as ServerView } from '../../../server/src/games/ti3/public';

export type { Fleet, PlanetState, Ti3Draft, Ti3OwnView, Ti3PlayerView } from '../../../server/src/games/ti3/public';

export type Ti3View = ViewMessage<ServerView>['view'];

/**
 * Whether a view the page received is a TI3 one (the table is only given those; the log may be drawn
 * before the first view arrives). The server's TI3 view always carries the galaxy and the players.
 */
export function isTi3View(view: object): view is Ti3View {
  return 'galaxy' in view && 'players' in view && 'planets' in view;
}
