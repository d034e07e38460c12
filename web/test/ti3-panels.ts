/**
 * A page of the TI3 table's panels, bundled for Chromium by test/e2e/web-ti3-panels.test.ts: it draws one
 * panel (or the whole table) from a real engine view and prompt, and keeps what its controls send in `window.sent`.
 */
import '../src/style.css';
import '../src/ti3/ti3.css';
import type { Json, ViewMessage, WirePrompt } from '../../client-sdk/src';
import { mount } from '../src/ui/dom';
import { PickSelection } from '../src/ui/selection';
import type { PromptContext } from '../src/ui/prompt';
import type { TableProps } from '../src/ui/table';
import { combatPanel } from '../src/ti3/combat';
import { commonArea } from '../src/ti3/common';
import { answerLabel } from '../src/ti3/labels';
import { offerPanel } from '../src/ti3/offer';
import { ownPanel } from '../src/ti3/own';
import { playerBoard } from '../src/ti3/players';
import { politicalPanel } from '../src/ti3/politics';
import { isTi3View } from '../src/ti3/view';
import { ti3Ui } from '../src/ti3/table';
import { windowBar } from '../src/ti3/windows';

export type Panel = 'combat' | 'politics' | 'window' | 'offer' | 'own' | 'common' | 'board' | 'table';

const sent: Json[] = [];
const selection = new PickSelection();

/** Draws `panel` for `view` (with its prompt or offer) into the body; answers go to `sent`. */
function render(panel: Panel, raw: ViewMessage['view'], seat: number): void {
  const view = raw;
  if (!isTi3View(view)) throw new Error('not a TI3 view');
  const draw = () => {
    const prompt: WirePrompt | null = view.prompt;
    selection.sync(prompt);
    const ctx: PromptContext | null = prompt ? { prompt, selection, send: (m) => sent.push(m), rerender: draw, error: null } : null;
    const props: TableProps = {
      msg: { v: 1, view: raw, events: [] },
      seat,
      names: ['Ann', 'Bob', 'Cy', 'Di'],
      meta: null,
      selection,
      send: null,
      offer: { selection: new PickSelection(), send: (m) => sent.push(m), error: null },
      rerender: draw,
      error: null,
      result: null,
    };
    if (panel === 'table') {
      mount(document.body, ti3Ui.table({ ...props, send: (m) => sent.push(m) }));
      return;
    }
    const el =
      panel === 'combat'
        ? combatPanel(view, ctx, { label: (c, p) => answerLabel(view, c, p) })
        : panel === 'politics'
          ? politicalPanel(view, ctx)
          : panel === 'window'
            ? ctx && windowBar(ctx)
            : panel === 'offer'
              ? offerPanel(view, props)
              : panel === 'own'
                ? view.me && ownPanel(view.me, { placeable: new Set(), chosen: null, choose: null })
                : panel === 'common'
                  ? commonArea(view)
                  : playerBoard(view, seat, { name: 'Ann', me: true, toMove: false });
    // Inside the table's own root, as on the match page, so its styles apply.
    const root = document.createElement('div');
    root.className = 'ti3';
    mount(root, h3(panel), el ?? 'nothing drawn');
    mount(document.body, root);
  };
  draw();
}

function h3(text: string): HTMLElement {
  const e = document.createElement('h3');
  e.textContent = text;
  return e;
}

Object.assign(window, { ti3Panels: { render, sent } });
