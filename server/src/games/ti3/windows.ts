/**
 * The action-card windows (issue 24, "Windows" and "The protocol"): generic for every window id.
 *
 * - Opening: a timing point (timing.ts) opens the window of its id (HANDLERS below); folded windows (`action`)
 *   are not opened: their cards are extra choices of the prompt the player is answering anyway.
 * - Eligibility, by public information only, worked out when the window is reached: a seat the window's
 *   table names (CANDIDATES), holding at least one action card, without a standing pass for it, such that
 *   some implemented kind of the window has a copy not publicly accounted for (discard pile, played and
 *   not yet resolved, removed with 4 players) and its public conditions hold for the seat. Never "holds a
 *   playable card".
 * - Asking: every eligible seat at once, prompt kind `window-<id>`, choices "pass", "pass-window",
 *   "pass-round" and one {"play": card} per card of the seat's own hand playable now. Standing passes are
 *   public (view.ts). The server never passes for a seat.
 * - Besides the window's own kinds: the "at any time" kinds are playable in every window asked (they never
 *   open one; the standing offer, offers.ts, is their own place), and Touch of Genius in any window or folded
 *   prompt while a card of that timing lies in the discard pile (action-cards/genius.ts).
 * - Folded windows (`action`, `before-own-vote`, `after-tech-primary`, `before-tech-purchase`) add
 *   {play: card} to the prompt of the player deciding anyway (`foldedPlays`); the card resolves, then that
 *   question is asked again (`playFolded`; the action prompt ends the turn instead, action/turns.ts).
 * - Resolution: when all have answered, the cards played resolve in order of play from the active player,
 *   each after its own `after-action-card` window (Sabotage; none for a Sabotage); then the window is asked
 *   again, until a round without a play. RULE-READING: a player may not play two copies of one card in one
 *   window (rules_surface.md "never two identical cards on the same situation in one round").
 */
import { GameError, type Json, type Prompt } from '../../engine';
import { CARD_EFFECTS, CARD_HANDLERS, effectOf, kindOf } from './action-cards';
import { GENIUS, isAnyTime, windowsOf } from './action-cards/kinds';
import { shipCount } from './board';
import type { UnitId, WindowId } from './data';
import { orderOfPlay } from './order';
import { IMPERIAL, INITIATIVE } from './strategy-phase';
import { actionCardIds } from './setup';
import { activeSeats, clockwiseFrom, type Ctx, type Ti3State } from './state';
import { HANDLERS, openAt, type TimingPoint } from './timing';
import type { Play, Task, TaskOf, WindowInfo } from './tasks';

export const PASSES = ['pass', 'pass-window', 'pass-round'] as const;

/** The Trade strategy card's initiative number. */
const TRADE = 5;

/** The implemented kinds playable in each window. */
const KINDS = new Map<WindowId, string[]>();
for (const kind of Object.keys(CARD_EFFECTS)) for (const w of windowsOf(kind)) KINDS.set(w, [...(KINDS.get(w) ?? []), kind]);

const IN_GAME = new Map<number, Map<string, number>>();
/** Copies of a kind in this game (4 players: Strategic Flexibility and Strategic Shift removed). */
function copiesInGame(seats: number, kind: string): number {
  let m = IN_GAME.get(seats);
  if (!m) {
    m = new Map();
    for (const id of actionCardIds(seats)) m.set(kindOf(id), (m.get(kindOf(id)) ?? 0) + 1);
    IN_GAME.set(seats, m);
  }
  return m.get(kind) ?? 0;
}

/** Copies of a kind nobody can see: in hands or in the deck. */
export function unaccounted(s: Ti3State, kind: string): number {
  const seen = [...s.actionDiscard, ...s.actionPlayed].filter((c) => kindOf(c) === kind).length;
  return copiesInGame(s.seats, kind) - seen;
}

const everyone = (s: Ti3State) => activeSeats(s);
const others = (s: Ti3State, w: WindowInfo) => activeSeats(s).filter((x) => x !== w.subject);
const inSpace = (s: Ti3State, w: WindowInfo) => (w.pos === undefined ? [] : (s.space[w.pos] ?? []).filter((f) => shipCount(f) > 0).map((f) => f.seat));
/** The two sides of a space battle still going on in `w.pos` (none once one side is gone). */
const battling = (s: Ti3State, w: WindowInfo) => (inSpace(s, w).length >= 2 ? inSpace(s, w) : []);

/** The two sides of the combat: an invasion's (named when opened), or a space battle's. */
const fighting = (s: Ti3State, w: WindowInfo) => w.sides ?? battling(s, w);

/** Who a window may ask (the table's "who is asked"); every seat when the table names no one in particular. */
const CANDIDATES: Partial<Record<WindowId, (s: Ti3State, w: WindowInfo) => number[]>> = {
  'after-pick': others,
  'after-primary': others,
  'after-action-card': others,
  'before-space-battle': battling,
  'before-round': fighting,
  'after-roll': fighting,
  'before-bombardment': (_s, w) => (w.subject === undefined ? [] : [w.subject]),
  'after-hits': (s, w) => battling(s, w).filter((seat) => s.tasks.some((t) => t.t === 'assign-hits' && t.seat === seat && t.pos === w.pos)),
  'after-damaged': (s, w) => battling(s, w).filter((seat) => seat !== w.subject),
  'after-planet-lost': (_s, w) => (w.subject === undefined ? [] : [w.subject]),
  'after-neutral-capture': (_s, w) => (w.subject === undefined ? [] : [w.subject]),
  'after-move-in': others,
  'after-political-primary': others,
  'after-vote': others,
  // Political Stability may not be played by whoever chose Imperial or Initiative this round.
  status: (s) => activeSeats(s).filter((seat) => !s.players[seat].cards.includes(INITIATIVE) && !s.players[seat].cards.includes(IMPERIAL)),
};

function standing(s: Ti3State, seat: number, w: WindowInfo): boolean {
  return s.standingPasses.some((p) => p.seat === seat && p.window === w.id && (p.until === 'round' ? p.round === s.round : p.serial === w.serial));
}

/**
 * The seats a window asks now (public information only; see the header). Touch of Genius counts as a kind
 * of every window while it is unaccounted for and a card of the window lies in the discard pile.
 */
export function eligibleSeats(s: Ti3State, w: WindowInfo): number[] {
  return [...(CANDIDATES[w.id] ?? everyone)(s, w)].sort((a, b) => a - b).filter((seat) => !standing(s, seat, w) && mayPlayIn(s, seat, w));
}

/** Whether, by public information, `seat` might hold a card playable in `w` (the protocol's (a)-(c)). */
export function mayPlayIn(s: Ti3State, seat: number, w: WindowInfo): boolean {
  if (s.players[seat].eliminated || s.players[seat].hand.length === 0) return false;
  return [...(KINDS.get(w.id) ?? []), GENIUS].some((k) => unaccounted(s, k) > 0 && (CARD_EFFECTS[k].eligible?.(s, seat, w) ?? true));
}

/** The cards of the seat's hand it may play in `w` now, given what was played in it already. */
export function playableCards(s: Ti3State, seat: number, w: WindowInfo, played: Play[]): string[] {
  return s.players[seat].hand.filter((card) => refusalToPlay(s, seat, w, played, card) === null);
}

/** Whether a kind is played in `w`: its own windows; Touch of Genius in any (its condition decides); the "at any time" kinds in any window asked (not folded into another prompt). */
function playedIn(kind: string, w: WindowInfo): boolean {
  return windowsOf(kind).includes(w.id) || kind === GENIUS || (isAnyTime(kind) && w.serial > 0);
}

function refusalToPlay(s: Ti3State, seat: number, w: WindowInfo, played: Play[], card: string): string | null {
  const kind = kindOf(card);
  const effect = effectOf(card);
  if (!s.players[seat].hand.includes(card)) return `${card} is not in your hand`;
  if (!effect) return `${kind}: this card's effect is not built in this server; it cannot be played`;
  if (!playedIn(kind, w)) return `${kind} is not played at this timing (${w.id})`;
  if (played.some((p) => p.seat === seat && kindOf(p.card) === kind)) return `you already played ${kind} in this window (never two identical cards)`;
  if (!(effect.eligible?.(s, seat, w) ?? true)) return `${kind}: its condition does not hold now`;
  if (effect.choices && effect.choices(s, seat, w).length === 0) return `${kind}: it has no legal target now`;
  return null;
}

/** A window task for `id`, or null when no implemented card could ever be played in it (or it would answer a Sabotage). */
export function windowTask(s: Ti3State, id: WindowId, info: Partial<WindowInfo> = {}): TaskOf<'window'> | null {
  if (!KINDS.has(id)) return null;
  if (id === 'after-action-card' && info.card !== undefined && kindOf(info.card) === 'Sabotage') return null;
  s.windowSerial += 1;
  const active = info.active ?? s.activation?.seat ?? s.turn ?? s.speaker;
  return { t: 'window', w: { ...info, id, serial: s.windowSerial, active }, waiting: null, plays: [], played: [] };
}

function openWindow(ctx: Ctx, id: WindowId, info: Partial<WindowInfo> = {}): void {
  const task = windowTask(ctx.s, id, info);
  if (task) openAt(ctx, task);
}

/** The prompts of a window's round: one per seat still to answer. */
export function windowPrompts(s: Ti3State, task: TaskOf<'window'>): Prompt[] {
  return (task.waiting ?? []).map((seat) => ({
    seat,
    kind: `window-${task.w.id}`,
    text: `Action cards (${task.w.id}): play a card, or pass (now, until this window closes, or for this round)`,
    choices: [...PASSES, ...playableCards(s, seat, task.w, [...task.played]).map((card) => ({ play: card }))],
  }));
}

/** Names a card to everyone and puts it in play until it resolves. */
export function playActionCard(ctx: Ctx, seat: number, card: string): void {
  const p = ctx.s.players[seat];
  p.hand = p.hand.filter((c) => c !== card);
  ctx.s.actionPlayed.push(card);
  ctx.s.cardsPlayed += 1;
  ctx.ev.push({ type: 'action-card', text: `seat ${seat} plays ${kindOf(card)}`, data: { seat, card } });
}

/** One seat's answer to the window's round. Checked before anything changes. */
export function answerWindow(ctx: Ctx, task: TaskOf<'window'>, seat: number, move: Json): void {
  const s = ctx.s;
  if (!task.waiting?.includes(seat)) throw new GameError('NOT_YOUR_TURN', `seat ${seat} is not asked in this window`);
  if (move === 'pass-window' || move === 'pass-round') {
    s.standingPasses.push(
      move === 'pass-window'
        ? { seat, window: task.w.id, until: 'window', serial: task.w.serial }
        : { seat, window: task.w.id, until: 'round', round: s.round },
    );
    ctx.ev.push({ type: 'standing-pass', data: { seat, window: task.w.id, until: move === 'pass-window' ? 'window' : 'round' } });
  } else if (typeof move === 'object' && move !== null && !Array.isArray(move) && typeof move.play === 'string') {
    const why = refusalToPlay(s, seat, task.w, task.played, move.play);
    if (why) throw new GameError('ILLEGAL_MOVE', why);
    playActionCard(ctx, seat, move.play);
    task.plays.push({ seat, card: move.play });
    task.played.push({ seat, card: move.play });
  } else if (move !== 'pass') throw new GameError('BAD_MOVE', `window-${task.w.id}: answer "pass", "pass-window", "pass-round" or {"play": card}`);
  task.waiting = task.waiting.filter((x) => x !== seat);
}

/**
 * Plays resolve in order of play starting with the active player. RULE-READING: outside the action and
 * status phases (no order of play yet) the order is clockwise from the Speaker, rotated to the active seat.
 */
function inOrder(s: Ti3State, w: WindowInfo, plays: Play[]): Play[] {
  const base = s.phase === 'action' || s.phase === 'status' ? orderOfPlay(s) : clockwiseFrom(s, s.speaker);
  const i = Math.max(0, base.indexOf(w.active));
  const order = [...base.slice(i), ...base.slice(0, i)];
  return [...plays].sort((a, b) => order.indexOf(a.seat) - order.indexOf(b.seat));
}

/** The tasks that resolve a card just played: its `after-action-card` window (Sabotage), then its effect. */
export function resolution(s: Ti3State, play: Play, w: WindowInfo): Task[] {
  const sabotage = windowTask(s, 'after-action-card', { active: w.active, subject: play.seat, card: play.card });
  return [...(sabotage ? [sabotage] : []), { t: 'card-effect', seat: play.seat, card: play.card, w }];
}

/**
 * The window task when it is reached or its round is answered: true when it is done. Reached: its seats
 * are worked out (none: it closes). Answered: the plays resolve, then it is asked again; no play: it closes.
 */
export function windowStep(s: Ti3State, task: TaskOf<'window'>): boolean {
  if (task.waiting === null) {
    s.standingPasses = s.standingPasses.filter((p) => p.until !== 'round' || p.round === s.round);
    task.waiting = eligibleSeats(s, task.w);
    if (task.waiting.length > 0) return false;
  } else if (task.waiting.length > 0) return false;
  if (task.plays.length === 0) {
    s.standingPasses = s.standingPasses.filter((p) => !(p.until === 'window' && p.serial === task.w.serial));
    return true;
  }
  const again: Task = { t: 'window', w: task.w, waiting: null, plays: [], played: task.played };
  s.tasks.unshift(...inOrder(s, task.w, task.plays).flatMap((p) => resolution(s, p, task.w)), again);
  return true;
}

/** Whether the task is a window waiting for answers (the machine stops there). */
export function isOpenWindow(task: Task): boolean {
  return task.t === 'window' && task.waiting !== null && task.waiting.length > 0;
}

/** A card's decision, as a question (null: nothing to decide, or a single choice). */
export function cardQuestion(s: Ti3State, task: TaskOf<'card-effect'>): Prompt | null {
  const effect = effectOf(task.card);
  const choices = effect?.choices?.(s, task.seat, task.w) ?? [];
  if (choices.length < 2) return null;
  return { seat: task.seat, kind: 'card-choice', text: `${kindOf(task.card)}: ${effect?.ask ?? 'choose'}`, choices };
}

export function cardAutoAnswer(s: Ti3State, task: TaskOf<'card-effect'>): Json {
  return effectOf(task.card)?.choices?.(s, task.seat, task.w)[0] ?? null;
}

/** Resolves a card played (not cancelled), then discards it; a copy (Touch of Genius) stays in the discard pile. */
export function resolveCard(ctx: Ctx, task: TaskOf<'card-effect'>, move: Json): void {
  const s = ctx.s;
  const effect = effectOf(task.card);
  const choices = effect?.choices?.(s, task.seat, task.w);
  // No choice left (its targets gone since it was played): nothing to check, the card resolves without effect.
  const legal = choices === undefined || choices.length === 0 || choices.some((c) => JSON.stringify(c) === JSON.stringify(move));
  if (!legal) throw new GameError('ILLEGAL_MOVE', `${kindOf(task.card)}: ${JSON.stringify(move)} is not a legal choice`);
  const fate = effect && (choices === undefined || choices.length > 0) ? effect.resolve(ctx, task.seat, task.w, move) : undefined;
  // A duplicate (Touch of Genius) leaves the card it copied in the discard pile.
  if (task.copy) return;
  ctx.ev.push({ type: 'action-card-resolved', data: { seat: task.seat, card: task.card, to: fate ?? 'discard' } });
  // Staying in play, it stays among the cards played (public, accounted for) until discarded.
  if (fate === 'in-play') return;
  s.actionPlayed = s.actionPlayed.filter((c) => c !== task.card);
  if (fate === 'hand') s.players[task.seat].hand.push(task.card);
  else s.actionDiscard.push(task.card);
}

/** The `action` window folded into the action prompt: the window as the active player sees it. */
export function actionWindow(seat: number): WindowInfo {
  return foldedWindow('action', seat);
}

/** A window folded into the prompt of the player deciding anyway (serial 0: never asked of anyone). */
export function foldedWindow(id: WindowId, seat: number): WindowInfo {
  return { id, serial: 0, active: seat };
}

/** The extra choices a folded window adds to its prompt: {play: card} per playable card of the seat's hand. */
export function foldedPlays(s: Ti3State, seat: number, id: WindowId): Json[] {
  return playableCards(s, seat, foldedWindow(id, seat), []).map((card) => ({ play: card }));
}

export const isPlayMove = (move: Json): move is { play: string } =>
  typeof move === 'object' && move !== null && !Array.isArray(move) && typeof move.play === 'string';

/** A card played from a folded window: it resolves (after its Sabotage window), then `resume` asks the interrupted question again. */
export function playFolded(ctx: Ctx, seat: number, id: WindowId, card: string, resume: Task): void {
  const w = foldedWindow(id, seat);
  const why = refusalToPlay(ctx.s, seat, w, [], card);
  if (why) throw new GameError('ILLEGAL_MOVE', why);
  playActionCard(ctx, seat, card);
  ctx.s.tasks.unshift(...resolution(ctx.s, { seat, card }, w), resume);
}

const seatIn = (d: Record<string, unknown>): number | undefined => (typeof d.seat === 'number' ? d.seat : undefined);
const posIn = (d: Record<string, unknown>): string | undefined => (typeof d.pos === 'string' ? d.pos : undefined);
const unitsIn = (d: Record<string, unknown>): UnitId[] | undefined =>
  Array.isArray(d.units) ? d.units.filter((u): u is UnitId => typeof u === 'string') : undefined;

const planetIn = (d: Record<string, unknown>): string | undefined => (typeof d.planet === 'string' ? d.planet : undefined);

/** A combat's window: its system; an invasion's also its planet and its two sides. */
function combatIn(d: Record<string, unknown>): Partial<WindowInfo> {
  const planet = planetIn(d);
  if (planet === undefined || typeof d.attacker !== 'number' || typeof d.defender !== 'number') return { pos: posIn(d) };
  return { pos: posIn(d), planet, sides: [d.attacker, d.defender] };
}

/** The timing points that open a window, with the public facts it keeps. */
const OPENS: [TimingPoint, WindowId, (d: Record<string, unknown>) => Partial<WindowInfo>][] = [
  ['strategy-start', 'strategy-start', () => ({})],
  [
    'after-pick',
    'after-pick',
    (d) => ({
      subject: seatIn(d),
      active: seatIn(d),
      strategyCard: typeof d.card === 'number' ? d.card : undefined,
      speakerBefore: typeof d.speakerBefore === 'number' ? d.speakerBefore : undefined,
    }),
  ],
  ['after-all-picks', 'after-all-picks', () => ({})],
  ['after-primary', 'after-primary', (d) => ({ subject: seatIn(d), active: seatIn(d) })],
  ['before-space-battle', 'before-space-battle', (d) => ({ pos: posIn(d) })],
  ['before-combat-round', 'before-round', combatIn],
  [
    'before-bombardment',
    'before-bombardment',
    (d) => ({ pos: posIn(d), planet: planetIn(d), subject: typeof d.defender === 'number' ? d.defender : undefined }),
  ],
  ['before-casualties', 'after-hits', (d) => ({ pos: posIn(d) })],
  ['after-damage', 'after-damaged', (d) => ({ pos: posIn(d), subject: seatIn(d), units: unitsIn(d) })],
  ['after-political-primary', 'after-political-primary', (d) => ({ subject: seatIn(d), active: seatIn(d) })],
  ['before-political-draw', 'before-political-draw', (d) => ({ active: seatIn(d) })],
  ['after-political-read', 'after-political-read', (d) => ({ active: seatIn(d) })],
  ['after-vote', 'after-vote', (d) => ({ subject: seatIn(d) })],
];

for (const [point, id, info] of OPENS)
  HANDLERS.push({ id: `window-${id}`, source: `action-card window ${id}`, point, run: (ctx, d) => openWindow(ctx, id, info(d)) });

// A planet lost to an opponent: its former owner's window; a neutral one taken by landing: the invader's.
HANDLERS.push({
  id: 'window-planet-changed-hands',
  source: 'action-card windows after-planet-lost and after-neutral-capture',
  point: 'planet-changed-hands',
  run: (ctx, d) => {
    const [seat, planet] = [seatIn(d), typeof d.planet === 'string' ? d.planet : undefined];
    if (typeof d.from === 'number' && d.from !== seat) openWindow(ctx, 'after-planet-lost', { subject: d.from, planet });
    else if (d.from === null && seat !== undefined && ctx.s.activation?.seat === seat) openWindow(ctx, 'after-neutral-capture', { subject: seat, planet });
  },
});

// A combat round's dice (the point names its round): Recheck's window. The other rolls pass the same point
// for Jol Nar (combat/open-dice.ts) and open none.
HANDLERS.push({
  id: 'window-after-roll',
  source: 'action-card window after-roll',
  point: 'after-roll',
  run: (ctx, d) => {
    if (d.round !== undefined) openWindow(ctx, 'after-roll', combatIn(d));
  },
});

// Ships moved into the activated system: the other players' window.
HANDLERS.push({
  id: 'window-after-move-in',
  source: 'action-card window after-move-in',
  point: 'after-move',
  run: (ctx, d) => {
    const a = ctx.s.activation;
    if (a?.moved) openWindow(ctx, 'after-move-in', { pos: posIn(d), subject: a.seat, active: a.seat });
  },
});

// A player's Trade secondary: the window of the seats with an agreement with him (Ruinous Tariffs' own condition).
HANDLERS.push({
  id: 'window-after-trade-secondary',
  source: 'action-card window after-trade-secondary',
  point: 'after-secondary',
  run: (ctx, d) => {
    if (d.card === TRADE && d.seat !== undefined) openWindow(ctx, 'after-trade-secondary', { subject: d.seat, active: d.seat });
  },
});

// What ends or discards the cards that last (War Footing, Grand Armada, Usurper).
HANDLERS.push(...CARD_HANDLERS);

// The status phase's window (Political Stability), at its start.
HANDLERS.push({
  id: 'window-status',
  source: 'action-card window status',
  point: 'status-step',
  run: (ctx, d) => {
    if (d.step === 1) openWindow(ctx, 'status');
  },
});
