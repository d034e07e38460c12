/** The Race for the Galaxy table: board, every player's area, the open question and the hand. */
import type { WireEvent, Json, WirePrompt } from '../../../client-sdk/src';
import { h, type Child } from '../ui/dom';
import { errorNote, renderPrompt, type PromptContext } from '../ui/prompt';
import type { GameUi, TableProps } from '../ui/table';
import { actionPicker, isActionPrompt } from './actions';
import { goalsPanel, phaseTrack, statusBar } from './board';
import { lastChooserNote, prestigePanel, searchPanel, takeoverPanel } from './bow';
import { cardName, levelOf } from './cards';
import { cardTile } from './card-tile';
import { cardDetailHost, cardDetailPanel } from './card-detail';
import { draftPanel, isDraftPick } from './draft';
import { combinedPanel } from './combined';
import { combinedChoice, comboControls, inHand, type CardControls } from './combos';
import { handView, pickControls, picksFromHand } from './hand';
import { actionLabel, answerLabel, stageLabel } from './labels';
import { playerArea } from './players';
import { robotArea } from './robot';
import { scorePanel } from './scores';
import { isRftgView, type PlayerView, type RftgView } from './view';

/**
 * How one answer reads in the prompt panel. A card the player cannot see
 * elsewhere on the table (a card just paid or flipped) is shown as a small
 * tile inside its button; other cards, pairs and named answers as text.
 */
function answerContent(v: RftgView, me: PlayerView | null, value: Json, prompt: WirePrompt): Child {
  const level = levelOf(v.expansion);
  const onTable = (c: number) => (me?.hand ?? []).includes(c) || !!me?.tableau.some((t) => t.card === c);
  if (prompt.choices && typeof value === 'number' && prompt.kind !== 'lucky' && !onTable(value)) return cardTile(level, value, { classes: ['small'] });
  return answerLabel(level, value, prompt);
}

function promptPanel(v: RftgView, ctx: PromptContext, me: PlayerView | null): HTMLElement {
  const combined = combinedChoice(ctx.prompt);
  if (combined) return combinedPanel(levelOf(v.expansion), combined, ctx, me?.hand ?? []);
  if (isActionPrompt(ctx.prompt)) {
    const text =
      v.lastChooser === me?.seat && me !== null ? ctx.prompt.text : v.advanced ? 'Choose two actions for this round' : 'Choose your action for this round';
    return h(
      'section',
      { class: 'prompt', 'data-prompt-id': ctx.prompt.id, 'data-prompt-kind': ctx.prompt.kind },
      h('div', { class: 'prompt-text' }, text),
      actionPicker(ctx),
      errorNote(ctx.error),
    );
  }
  return renderPrompt(ctx, { label: (value, prompt) => answerContent(v, me, value, prompt), picksElsewhere: picksFromHand(ctx.prompt, me?.hand ?? []) });
}

/** The hand's cards are the controls for a pick of hand cards, and for the part of a combined answer taken from the hand. */
function handControls(ctx: PromptContext | null, hand: number[]): CardControls | null {
  if (!ctx) return null;
  const combined = combinedChoice(ctx.prompt);
  if (combined) return combined.groups.some((g) => inHand(g, hand)) ? comboControls(combined, ctx.selection, ctx.rerender) : null;
  return picksFromHand(ctx.prompt, hand) ? pickControls(ctx) : null;
}

function table(props: TableProps): HTMLElement {
  const v = props.msg.view;
  if (!isRftgView(v)) return h('p', { class: 'muted' }, 'Loading the table…');
  const level = levelOf(v.expansion);
  const prompt = v.prompt;
  const me = props.seat !== null ? v.players[props.seat] : null;
  const toMove = new Set(props.meta?.toMove ?? v.players.filter((p) => p.waiting).map((p) => p.seat));
  // Seen from a seat: the others first, in seat order after mine, then my own area at the bottom.
  const seats = v.players.map((p) => p.seat);
  const start = props.seat ?? 0;
  const others = [...seats.slice(start + (me ? 1 : 0)), ...seats.slice(0, start)].map((s) => v.players[s]);
  const ctx: PromptContext | null =
    prompt && props.send ? { prompt, selection: props.selection, send: props.send, rerender: props.rerender, error: props.error } : null;
  const drafting = !!v.draft && !v.draft.over;
  // A draft pick is answered on the pack's tiles inside the draft panel, not in the prompt panel.
  const draftPick = isDraftPick(ctx);
  const detail = cardDetailPanel(level);
  return h(
    'div',
    { class: 'rftg', ...cardDetailHost(level, detail) },
    detail,
    statusBar(v),
    drafting ? null : phaseTrack(v),
    goalsPanel(v),
    prestigePanel(v),
    lastChooserNote(v),
    searchPanel(v, level),
    takeoverPanel(v, level),
    draftPanel(v, level, me, ctx),
    v.over ? scorePanel(v, props.result) : null,
    robotArea(v, level),
    h(
      'div',
      { class: 'others' },
      others.map((p) => playerArea(v, level, p, { me: false, toMove: toMove.has(p.seat) })),
    ),
    me && playerArea(v, level, me, { me: true, toMove: toMove.has(me.seat) }),
    ctx && !draftPick
      ? promptPanel(v, ctx, me)
      : me && !v.over && !draftPick
        ? h(
            'section',
            { class: 'prompt idle' },
            h('div', { class: 'prompt-text muted' }, drafting ? 'Waiting for the others to pick…' : 'Waiting for the other players…'),
          )
        : null,
    me?.hand && handView(level, me.hand, draftPick ? null : ctx, draftPick ? null : handControls(ctx, me.hand)),
  );
}

/** Events only their seat receives carry cards, not text: say them with names; and actions with their table names. */
function eventText(e: WireEvent, view: { [key: string]: Json }): string | null {
  // Before the first view arrives the log is drawn against an empty one: no names yet.
  const v: Partial<RftgView> = isRftgView(view) ? view : {};
  const level = levelOf(v.expansion);
  const d = (e.data ?? {}) as { seat?: number; cards?: number[]; actions?: string[]; card?: number; world?: number; worlds?: number[] };
  const who = d.seat !== undefined ? (v.players?.[d.seat]?.name ?? `Seat ${d.seat + 1}`) : 'You';
  const names = (cs: number[] | undefined) => (cs ?? []).map((c) => cardName(level, c)).join(', ');
  switch (e.type) {
    case 'drew-cards':
      return `${who} drew ${names(d.cards)}.`;
    case 'action-choice': {
      const boosted = (e.data as { boosted?: string | null } | null)?.boosted ?? null;
      return `${who} chose ${(d.actions ?? []).map((a) => actionLabel(a === boosted ? `PRESTIGE_${a}` : a)).join(' + ')}.`;
    }
    case 'placement-choice':
      return d.card === null || d.card === undefined ? `${who} will place nothing.` : `${who} will place ${cardName(level, d.card)}.`;
    case 'start-offer':
      return `${who} may start with ${names(d.worlds)}.`;
    case 'actions': {
      // BoW: `boosted` names each seat's prestige-boosted action (one of its actions), or null.
      const { actions: all = [], boosted = [] } = (e.data ?? {}) as { actions?: (string[] | null)[]; boosted?: (string | null)[] };
      const said = (a: string, seat: number) => actionLabel(boosted[seat] === a ? `PRESTIGE_${a}` : a);
      return `Actions revealed — ${all.map((a, seat) => `${v.players?.[seat]?.name ?? `Seat ${seat + 1}`}: ${(a ?? []).map((x) => said(x, seat)).join(' + ')}`).join('; ')}.`;
    }
    case 'phase':
      return `${stageLabel(String((e.data as { phase?: string } | null)?.phase ?? ''))} phase.`;
    case 'takeover-choice':
      return d.world === undefined ? null : `${who} will try to take over ${cardName(level, d.world)}.`;
    // Seat-only events of the draft and the Search carry a card, not text (a new pack is on the table, not in the log).
    case 'draft-picked':
      return d.card === undefined ? null : `You drafted ${cardName(level, d.card)}.`;
    case 'search-kept':
      return d.card === undefined ? null : `${who} kept ${cardName(level, d.card)}.`;
    default:
      return null;
  }
}

export const rftgUi: GameUi = { table, eventText };
