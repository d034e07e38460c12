/**
 * What a game's table is given, and the registry of game tables. A game
 * without its own table is still playable through the generic one.
 */
import type { WireEvent, Json, MatchMeta, MatchResult, ViewMessage } from '../../../client-sdk/src';
import { h } from './dom';
import { jsonView } from './json-view';
import { renderOffer, renderPrompt } from './prompt';
import type { PickSelection } from './selection';

export interface TableProps {
  msg: ViewMessage;
  /** The seat whose view this is (null for spectators and the omniscient replay). */
  seat: number | null;
  names: string[];
  meta: MatchMeta | null;
  selection: PickSelection;
  /** Absent when nothing can be answered here (spectating, replaying). */
  send: ((move: Json) => void) | null;
  /** The seat's standing offer (`view.offer`), when it may answer it now: its own selection, sender and last refusal. */
  offer?: { selection: PickSelection; send: ((move: Json) => void) | null; error: { code: string; message: string } | null };
  rerender(): void;
  error: { code: string; message: string } | null;
  /** The stored result once the match is over (`GET /api/matches/:id`). */
  result: MatchResult | null;
}

export interface GameUi {
  table(props: TableProps): HTMLElement;
  /** The game's own wording for an event (e.g. cards only this viewer may see), or null for the server's text. */
  eventText?(event: WireEvent, view: ViewMessage['view']): string | null;
}

/** Scores and ranks from any game's result (`{ scores, ranks }`). */
export function resultTable(r: MatchResult | null, names: string[]): HTMLElement | null {
  if (!r) return null;
  return h(
    'table',
    { class: 'scores', 'data-scores': true },
    h('thead', null, h('tr', null, h('th', null, 'Rank'), h('th', null, 'Player'), h('th', null, 'Score'))),
    h(
      'tbody',
      null,
      r.scores.map((s, seat) => h('tr', null, h('td', null, r.ranks[seat] ?? ''), h('td', null, names[seat] ?? `Seat ${seat + 1}`), h('td', null, s))),
    ),
  );
}

export const genericUi: GameUi = {
  table(props) {
    const prompt = props.msg.view.prompt;
    return h(
      'div',
      { class: 'generic-table' },
      props.result ? [h('h2', null, 'Final scores'), resultTable(props.result, props.names)] : null,
      !props.result && props.send && !prompt && h('p', { class: 'muted' }, 'Waiting for the other players…'),
      prompt && props.send && renderPrompt({ prompt, selection: props.selection, send: props.send, rerender: props.rerender, error: props.error }),
      offerPanel(props),
      jsonView(props.msg.view as Json),
    );
  },
};

/** The seat's standing offer as a secondary panel, for any table: null when it has none or may not answer now. */
export function offerPanel(props: TableProps): HTMLElement | null {
  const offer = props.msg.view.offer;
  if (!offer || !props.offer?.send) return null;
  return renderOffer({ prompt: offer, selection: props.offer.selection, send: props.offer.send, rerender: props.rerender, error: props.offer.error });
}

const tables = new Map<string, GameUi>();

export function registerGameUi(game: string, ui: GameUi): void {
  tables.set(game, ui);
}

export function gameUi(game: string | undefined): GameUi {
  return (game && tables.get(game)) || genericUi;
}
