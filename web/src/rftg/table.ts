/** The Race for the Galaxy table: board, every player's area, the open question and the hand. */
import type { GameEvent, Json, Prompt } from '../../../client-sdk/src';
import { h } from '../ui/dom';
import { errorNote, renderPrompt, type PromptContext } from '../ui/prompt';
import type { GameUi, TableProps } from '../ui/table';
import { actionPicker, isActionPrompt } from './actions';
import { goalsPanel, phaseTrack, statusBar } from './board';
import { cardName, levelOf } from './cards';
import { handView, picksFromHand } from './hand';
import { actionLabel, answerLabel, stageLabel } from './labels';
import { playerArea } from './players';
import { scorePanel } from './scores';
import type { RftgView } from './view';

function promptPanel(v: RftgView, ctx: PromptContext, hand: number[]): HTMLElement {
  const level = levelOf(v.expansion);
  if (isActionPrompt(ctx.prompt)) {
    return h('section', { class: 'prompt', 'data-prompt-id': ctx.prompt.id, 'data-prompt-kind': ctx.prompt.kind },
      h('div', { class: 'prompt-text' }, v.advanced ? 'Choose two actions for this round' : 'Choose your action for this round'),
      actionPicker(ctx),
      errorNote(ctx.error));
  }
  return renderPrompt(ctx, { label: (value, prompt) => answerLabel(level, value, prompt), picksElsewhere: picksFromHand(ctx.prompt, hand) });
}

function table(props: TableProps): HTMLElement {
  const v = props.msg.view as unknown as RftgView;
  const level = levelOf(v.expansion);
  const prompt = v.prompt as Prompt | null;
  const me = props.seat !== null ? v.players[props.seat] : null;
  const toMove = new Set(props.meta?.toMove ?? v.players.filter((p) => p.waiting).map((p) => p.seat));
  // Seen from a seat: the others first, in seat order after mine, then my own area at the bottom.
  const seats = v.players.map((p) => p.seat);
  const start = props.seat ?? 0;
  const others = [...seats.slice(start + (me ? 1 : 0)), ...seats.slice(0, start)].map((s) => v.players[s]);
  const ctx: PromptContext | null = prompt && props.send
    ? { prompt, selection: props.selection, send: props.send, rerender: props.rerender, error: props.error }
    : null;
  const myHand = me?.hand ?? [];
  return h('div', { class: 'rftg' },
    statusBar(v),
    phaseTrack(v),
    goalsPanel(v),
    v.over ? scorePanel(v, props.result) : null,
    h('div', { class: 'others' }, others.map((p) => playerArea(v, level, p, { me: false, toMove: toMove.has(p.seat) }))),
    me && playerArea(v, level, me, { me: true, toMove: toMove.has(me.seat) }),
    ctx ? promptPanel(v, ctx, myHand) : me && !v.over ? h('section', { class: 'prompt idle' }, h('div', { class: 'prompt-text muted' }, 'Waiting for the other players…')) : null,
    me?.hand && handView(level, me.hand, ctx));
}

/** Events only their seat receives carry cards, not text: say them with names; and actions with their table names. */
function eventText(e: GameEvent, view: { [key: string]: Json }): string | null {
  const v = view as unknown as RftgView;
  const level = levelOf(v.expansion);
  const d = (e.data ?? {}) as { seat?: number; cards?: number[]; actions?: string[]; card?: number; world?: number; worlds?: number[] };
  const who = d.seat !== undefined ? v.players?.[d.seat]?.name ?? `Seat ${d.seat + 1}` : 'You';
  const names = (cs: number[] | undefined) => (cs ?? []).map((c) => cardName(level, c)).join(', ');
  switch (e.type) {
    case 'drew-cards':
      return `${who} drew ${names(d.cards)}.`;
    case 'action-choice':
      return `${who} chose ${(d.actions ?? []).map(actionLabel).join(' + ')}.`;
    case 'placement-choice':
      return d.card === null || d.card === undefined ? `${who} will place nothing.` : `${who} will place ${cardName(level, d.card)}.`;
    case 'start-offer':
      return `${who} may start with ${names(d.worlds)}.`;
    case 'actions': {
      const all = (e.data as { actions?: (string[] | null)[] } | null)?.actions ?? [];
      return `Actions revealed — ${all.map((a, seat) => `${v.players?.[seat]?.name ?? `Seat ${seat + 1}`}: ${(a ?? []).map(actionLabel).join(' + ')}`).join('; ')}.`;
    }
    case 'phase':
      return `${stageLabel(String((e.data as { phase?: string } | null)?.phase ?? ''))} phase.`;
    case 'takeover-choice':
      return d.world === undefined ? null : `${who} will try to take over ${cardName(level, d.world)}.`;
    default:
      return null;
  }
}

export const rftgUi: GameUi = { table, eventText };
