/**
 * The Terraforming Mars table: global parameters, the open question, the
 * Tharsis map, milestones and awards, standard projects, MarsBot's panel
 * (against MarsBot), every player's board and the viewer's own cards.
 * Questions about spaces are answered on the map, questions about cards on
 * the cards, payments with steppers; the rest falls back to the generic
 * prompt panel's buttons.
 */
import './tm.css';
import type { Json, WireEvent } from '../../../client-sdk/src';
import { h, type Child } from '../ui/dom';
import { errorNote, pickHint, confirmButton, type PromptContext } from '../ui/prompt';
import type { GameUi, TableProps } from '../ui/table';
import { cardName, cardText } from './cards';
import { goalsPanel, standardPanel } from './goals';
import { globalsPanel } from './globals';
import { corporationChoice, handView, offerView, type CardAnswer } from './hand';
import { answerLabel, eventText } from './labels';
import { marsMap } from './map';
import { marsbotPanel } from './marsbot';
import { payPanel } from './pay';
import { finalScores } from './scores';
import { playerBoard } from './players';
import { isTmView, type PlayerView, type TmView } from './view';

const isObj = (c: Json): c is { [k: string]: Json } => typeof c === 'object' && c !== null && !Array.isArray(c);

/** Where each choice of the open question is answered: on a card, a space, a goal or standard project, or as a button. */
interface Routes {
  cards: Map<string, CardAnswer>;
  spaces: Set<string>;
  panel: Map<string, () => void>;
  /** Choices left for the prompt panel's buttons. */
  buttons: Json[];
}

const CARD_KINDS: Record<string, string> = {
  corporation: 'Take this corporation',
  'draft-pick': 'Keep this card and pass the rest',
  discard: 'Discard this card',
  'card-target': 'Choose this card',
  'order-effects': 'Resolve this effect first',
};

function route(ctx: PromptContext | null): Routes {
  const r: Routes = { cards: new Map(), spaces: new Set(), panel: new Map(), buttons: [] };
  if (!ctx?.prompt.choices) return r;
  const { prompt, send } = ctx;
  for (const c of prompt.choices) {
    const answer = () => send(c);
    if (prompt.kind === 'action' && isObj(c)) {
      const d = String(c.do);
      if (d === 'play') r.cards.set(String(c.card), { answer, hint: `Play ${cardName(String(c.card))}` });
      else if (d === 'act') r.cards.set(String(c.card), { answer, hint: `Use ${cardName(String(c.card))}: ${cardText(String(c.card))}` });
      else if (d === 'sp') r.panel.set(`sp:${String(c.sp)}`, answer);
      else if (d === 'milestone' || d === 'award') r.panel.set(`${d}:${String(c.id)}`, answer);
      else if (d === 'plants' || d === 'heat') r.panel.set(d, answer);
      else r.buttons.push(c);
    } else if ((prompt.kind === 'space' || prompt.kind === 'final-greenery') && typeof c === 'string' && /^\d\d$/.test(c)) r.spaces.add(c);
    else if (CARD_KINDS[prompt.kind] && typeof c === 'string' && c !== 'cancel' && c !== 'none' && c !== 'marsbot')
      r.cards.set(c, { answer, hint: CARD_KINDS[prompt.kind] });
    else r.buttons.push(c);
  }
  return r;
}

const ELSEWHERE: Record<string, string> = {
  action: 'Play a lit card from your hand, use a card action, or pick a standard project, milestone or award below.',
  space: 'Click a highlighted space on the map.',
  'final-greenery': 'Click a highlighted space on the map, or finish.',
  corporation: 'Click the corporation you want.',
  'initial-buy': 'Click the cards you want to buy (3 M€ each), then confirm.',
  'research-buy': 'Click the cards you want to buy (3 M€ each), then confirm.',
  'draft-pick': 'Click the card you keep.',
  keep: 'Click the cards you keep, then confirm.',
  sell: 'Click the cards in your hand to sell, then confirm.',
  discard: 'Click the card in your hand to discard.',
  'card-target': 'Click the card, or choose below.',
  'order-effects': 'Click the card whose effect comes first.',
};

function promptPanel(v: TmView, ctx: PromptContext, r: Routes, me: PlayerView | null): HTMLElement {
  const { prompt } = ctx;
  if (prompt.kind === 'pay' && prompt.choices) return payPanel(ctx, me);
  const pick = prompt.pick;
  const price = prompt.kind === 'initial-buy' || prompt.kind === 'research-buy' ? ctx.selection.count * 3 : null;
  const elsewhere = ELSEWHERE[prompt.kind];
  return h(
    'section',
    { class: 'prompt tm-prompt', 'data-prompt-id': prompt.id, 'data-prompt-kind': prompt.kind },
    h('div', { class: 'prompt-text' }, prompt.text),
    elsewhere && (r.cards.size || r.spaces.size || r.panel.size || pick) ? h('p', { class: 'muted hint-line' }, elsewhere) : null,
    r.buttons.length
      ? h(
          'div',
          { class: 'choices' },
          r.buttons.map((c) =>
            h(
              'button',
              { 'data-choice': (prompt.choices ?? []).indexOf(c), class: c === 'cancel' ? 'cancel' : null, onclick: () => ctx.send(c) },
              answerLabel(v, c, prompt),
            ),
          ),
        )
      : null,
    pick
      ? h(
          'div',
          { class: 'pick-bar' },
          h('span', { class: 'hint' }, pickHint(pick.min, pick.max, ctx.selection.count), price !== null ? ` · ${price} M€` : ''),
          confirmButton(ctx),
        )
      : null,
    errorNote(ctx.error),
  );
}

/** The cards this viewer is choosing among, above the map. */
function offers(v: TmView, me: PlayerView | null, ctx: PromptContext | null, r: Routes): Child {
  if (!me) return null;
  const kind = ctx?.prompt.kind;
  const out: Child[] = [];
  if (kind === 'corporation')
    out.push(
      corporationChoice(
        (ctx!.prompt.choices ?? []).filter((c): c is string => typeof c === 'string'),
        r.cards,
      ),
    );
  if (me.offer?.length) {
    const buying = kind === 'initial-buy' || kind === 'research-buy';
    const title = v.phase === 'setup' ? 'Your first cards' : v.phase === 'draft' ? 'Your drafted cards' : 'Research';
    out.push(offerView(title, me.offer, r.cards, buying ? ctx : null));
  }
  if (me.pack?.length) out.push(offerView(`Draft pack (${me.pack.length})`, me.pack, r.cards, ctx));
  if (me.looking?.length) out.push(offerView('Cards you look at', me.looking, r.cards, kind === 'keep' ? ctx : null));
  if (me.bought && !ctx) out.push(offerView('You bought', me.bought, new Map(), null));
  // Chosen while the others still choose: only this seat knows.
  if (me.chosenCorporation && !me.corporation && !ctx)
    out.push(corporationChoice([me.chosenCorporation], new Map(), 'Your corporation (revealed when everyone has chosen)'));
  if (me.pick && !ctx) out.push(offerView('Your pick (passed on when everyone has picked)', [me.pick], new Map(), null));
  return out;
}

/** What MarsBot did in the view's own events (its turn runs right after the move that hands it the turn). */
const lastBotTurn = { lines: [] as string[], v: -1 };

function marsbotLines(events: WireEvent[], v: number): string[] {
  // An earlier version than the one remembered: another match (or a replay stepping back); forget.
  if (v < lastBotTurn.v) Object.assign(lastBotTurn, { lines: [], v: -1 });
  const lines = events.filter((e) => (e.data as { marsbot?: boolean } | null)?.marsbot && e.text).map((e) => e.text!.replace(/^MarsBot: /, ''));
  if (lines.length && v !== lastBotTurn.v) Object.assign(lastBotTurn, { lines, v });
  return lastBotTurn.lines;
}

function table(props: TableProps): HTMLElement {
  const v = props.msg.view;
  if (!isTmView(v)) return h('p', { class: 'muted' }, 'Loading the table…');
  const prompt = v.prompt;
  const me = props.seat !== null ? (v.players[props.seat] ?? null) : null;
  const ctx: PromptContext | null =
    prompt && props.send ? { prompt, selection: props.selection, send: props.send, rerender: props.rerender, error: props.error } : null;
  const r = route(ctx);
  const toMove = new Set(props.meta?.toMove ?? []);
  // Seen from a seat: the others in seat order after mine, my own board last.
  const start = props.seat ?? 0;
  const order = v.players.map((_, i) => v.players[(start + i + (me ? 1 : 0)) % v.players.length]).filter((p) => p !== me);
  const board = (p: PlayerView) =>
    playerBoard(v, p, { me: p === me, toMove: toMove.has(p.seat), actable: new Set(r.cards.keys()), act: (id) => r.cards.get(id)?.answer() });
  const pickFromHand = prompt?.kind === 'sell';
  const showStandard = v.phase === 'action' || v.phase === 'final';
  return h(
    'div',
    { class: 'tm' },
    globalsPanel(v),
    finalScores(v, props.result ?? v.result),
    ctx
      ? promptPanel(v, ctx, r, me)
      : me && v.phase !== 'over'
        ? h('section', { class: 'prompt idle' }, h('div', { class: 'prompt-text muted' }, prompt ? `Asked: ${prompt.text}` : 'Waiting for the other players…'))
        : null,
    offers(v, me, ctx, r),
    h(
      'div',
      { class: 'tm-middle' },
      marsMap(v, r.spaces, ctx ? (id) => ctx.send(id) : null),
      h('div', { class: 'tm-side' }, goalsPanel(v, r.panel), standardPanel(r.panel, showStandard)),
    ),
    v.marsbot ? marsbotPanel(v.marsbot, marsbotLines(props.msg.events, props.msg.v)) : null,
    h('div', { class: 'tm-players' }, [...order, ...(me ? [me] : [])].map(board)),
    me?.hand ? handView(me.hand, r.cards, ctx, pickFromHand) : null,
  );
}

export const tmUi: GameUi = { table, eventText: (e) => eventText(e) };
