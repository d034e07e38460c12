/** The game log: readable lines from `events`, newest at the bottom. */
import type { WireEvent, ViewMessage } from '../../../client-sdk/src';
import { h } from './dom';
import type { GameUi } from './table';

export interface LogLine {
  v: number;
  text: string;
  type: string;
}

/** Lines for one view message's events (a game's own wording first); events with nothing to say are left out. */
export function logLines(msg: ViewMessage, ui: GameUi): LogLine[] {
  return msg.events.map((e: WireEvent) => ({ v: msg.v, type: e.type, text: ui.eventText?.(e, msg.view) ?? e.text ?? '' })).filter((l) => l.text !== '');
}

export function renderLog(lines: LogLine[], title = 'Game log'): HTMLElement {
  const list = h(
    'ol',
    { class: 'log-lines' },
    lines.map((l) => h('li', { class: `ev-${l.type}` }, l.text)),
  );
  const box = h('aside', { class: 'log' }, h('h3', null, title), list);
  // Keep the newest line in sight after each re-render.
  requestAnimationFrame(() => (list.scrollTop = list.scrollHeight));
  return box;
}
