/**
 * Words for the generic prompt panel's buttons and for the log: a choice or event names races, systems,
 * planets, units and cards instead of seat numbers and JSON.
 */
import type { Json, WireEvent, WirePrompt } from '../../../client-sdk/src';
import { cardName, raceShort, strategyName, tileName } from './names';
import { outcomeLabel } from './politics';
import { windowTiming } from './windows';
import type { Ti3View } from './view';

type Obj = { [k: string]: Json };
const isObj = (c: Json): c is Obj => typeof c === 'object' && c !== null && !Array.isArray(c);

const race = (v: Ti3View, seat: unknown): string => (typeof seat === 'number' && v.players[seat] ? raceShort(v.players[seat].race) : `seat ${String(seat)}`);

/** Where a system is, by its tile: "Lodor (203)". */
export function systemName(v: Ti3View, pos: string): string {
  const tile = v.galaxy[pos];
  return tile ? `${tileName(tile).replace(/ \(home system\)$/, '')} (${pos})` : pos;
}

type Fields = Readonly<Record<string, unknown>>;

function cargo(c: Fields): string {
  const parts = [
    Number(c.fighters) > 0 ? `${String(c.fighters)} Fighter(s)` : '',
    Number(c.groundForces) > 0 ? `${String(c.groundForces)} Ground Force(s)` : '',
    Number(c.pds) > 0 ? `${String(c.pds)} PDS` : '',
  ].filter(Boolean);
  return parts.length ? ` with ${parts.join(', ')}` : '';
}

/** A step of a movement plan: "Carrier from Arinam / Meer (104) with 2 Fighter(s), picking up 1 Ground Force(s) in 201". */
export function moveStepLabel(v: Ti3View, c: Fields): string {
  const via = c.via && typeof c.via === 'object' ? viaLabel(v, c.via as Fields) : '';
  return `${String(c.unit)} from ${systemName(v, String(c.from))}${cargo(c)}${via}`;
}

const viaLabel = (v: Ti3View, via: Fields) => `, picking up${cargo(via).replace(/^ with/, '')} in ${systemName(v, String(via.pos))}`;

const CONTROL: Record<string, string> = {
  confirm: 'Confirm',
  'undo-step': 'Undo the last step',
  reset: 'Start over',
  done: 'Done',
  none: 'None',
  no: 'No',
  yes: 'Yes',
  fire: 'Fire',
  hold: 'Hold fire',
  pass: 'Pass',
  'pass-window': 'Pass until this window closes',
  'pass-round': 'Pass for this round',
  abstain: 'Abstain',
};

const SHEET_AREA: Record<string, string> = { strategy: 'Strategy Allocation', command: 'Command Pool', fleet: 'Fleet Supply' };

/** How one choice of a TI3 question reads on its button. */
export function answerLabel(v: Ti3View, c: Json, prompt: WirePrompt): string {
  if (typeof c === 'string') {
    if (CONTROL[c] && !(prompt.kind === 'claim-objective' && c !== 'none')) return CONTROL[c];
    if (/^\d{3}$/.test(c)) return systemName(v, c);
    if (prompt.kind === 'discard') return cardName(c);
    if (prompt.kind === 'primary-trade') return c === 'a' ? 'Take 3 Trade Goods' : 'Cancel trade agreements';
    return c;
  }
  if (typeof c === 'number') {
    if (prompt.kind === 'pick-strategy') return `${c}. ${strategyName(c)}${v.bonus[c] ? ` (+${v.bonus[c]} bonus)` : ''}`;
    if (prompt.kind === 'primary-diplomacy') return race(v, c);
    return String(c);
  }
  if (Array.isArray(c)) {
    if (prompt.kind === 'place-tile') return `${tileName(String(c[0]))} on ${String(c[1])}`;
    return c.length ? c.map(String).join(', ') : 'None';
  }
  if (isObj(c)) {
    if (c.do === 'strategic') return `Strategic action: ${strategyName(Number(c.card))}`;
    if (c.do === 'tactical') return `Activate ${systemName(v, String(c.pos))}`;
    if (c.do === 'transfer') return `Transfer between ${systemName(v, String(c.from))} and ${systemName(v, String(c.to))}`;
    if (c.do === 'pass') return 'Pass';
    if (c.do === 'play' && typeof c.card === 'string') return `Play ${cardName(c.card)}`;
    if (typeof c.play === 'string') return `Play ${cardName(c.play)}`;
    if (typeof c.x89 === 'string') return `X-89 Bacterial Weapon on ${c.x89}`;
    if (typeof c.to === 'number' && typeof c.tradeGoods === 'number') return `Give ${c.tradeGoods} Trade Good(s) to ${race(v, c.to)}`;
    if (prompt.kind === 'move' && c.unit) return moveStepLabel(v, c);
    if (prompt.kind === 'land' && c.planet)
      return `Land ${String(c.groundForces)} Ground Force(s)${Number(c.pds) > 0 ? ` and ${String(c.pds)} PDS` : ''} on ${String(c.planet)}`;
    if (prompt.kind === 'produce' && c.unit) return `Build a ${String(c.unit)}`;
    if (prompt.kind === 'produce' && c.dock) return `Build a Space Dock on ${String(c.dock)}`;
    if (prompt.kind === 'secondary-warfare') return `${String(c.unit)} from ${String(c.from)} to ${String(c.to)}`;
    if (prompt.kind === 'move' && typeof c.via === 'string') return `Pick up${cargo(c)} in ${systemName(v, c.via)}`;
    if (prompt.kind === 'pay' && typeof c.planet === 'string') return `Exhaust ${c.planet}`;
    if (prompt.kind === 'pay' && typeof c.tradeGoods === 'number') return `Spend ${c.tradeGoods} Trade Good(s)`;
    if (prompt.kind === 'redistribute' && typeof c.from === 'string')
      return `One counter from ${SHEET_AREA[c.from] ?? c.from} to ${SHEET_AREA[String(c.to)] ?? String(c.to)}`;
  }
  return JSON.stringify(c);
}

/** A log line for a TI3 event, naming races and systems; null where the server's text (or silence) will do. */
export function eventText(e: WireEvent, v: Ti3View): string | null {
  const d = (e.data ?? {}) as Obj;
  const who = race(v, d.seat);
  switch (e.type) {
    case 'home':
      return `${who} takes the home position ${String(d.pos)}.`;
    case 'tile':
      return `${who} places ${tileName(String(d.tile))} on ${String(d.pos)}.`;
    case 'round':
      return `Round ${String(d.round)} begins: the strategy phase.`;
    case 'pick':
      return `${who} takes ${strategyName(Number(d.card))}.`;
    case 'speaker':
      return `${who} becomes the Speaker.`;
    case 'strategic':
      return `${who} takes the strategic action of ${strategyName(Number(d.card))}.`;
    case 'follow':
      return `${who} follows the secondary ability${d.paid ? ' (with a Strategy Allocation counter)' : ''}.`;
    case 'pass':
      return `${who} passes.`;
    case 'activate':
      return `${who} activates ${systemName(v, String(d.pos))}.`;
    case 'transfer':
      return `${who} transfers between ${systemName(v, String(d.from))} and ${systemName(v, String(d.to))}.`;
    case 'move':
      return `${who} moves a ${String(d.unit)}${cargo(d)} from ${String(d.from)} to ${systemName(v, String(d.to))}.`;
    case 'produce': {
      const units = isObj(d.units ?? null) ? Object.entries(d.units as Obj).map(([u, n]) => `${String(n)} ${u}`) : [];
      return `${who} produces ${units.join(', ') || 'nothing'}${d.dock ? ` and a Space Dock on ${String(d.dock)}` : ''} in ${systemName(v, String(d.pos))}.`;
    }
    case 'pay':
      return `${who} pays ${String(d.amount)} ${String(d.what)}.`;
    case 'planet':
      return `${who} takes ${String(d.planet)}.`;
    case 'roll':
      return `${who} rolls ${String(d.what)}: ${Array.isArray(d.dice) ? d.dice.join(' ') : ''} — ${String(d.hits)} hit(s).`;
    case 'trade-goods':
      return `${who} gains ${String(d.n)} Trade Good(s).`;
    case 'counters':
      return `${who} gains ${String(d.n)} command counter(s) (${String(d.area)}).`;
    case 'draws':
      return `${who} draws an action card.`;
    case 'draw':
      return `You draw ${cardName(String(d.card))}.`;
    case 'discard':
      return `${who} discards ${cardName(String(d.card))}.`;
    case 'vp':
      return `${who} scores ${String(d.vp)} VP (${String(d.source)}).`;
    case 'objective':
      return `Objective revealed: ${String(d.objective)}.`;
    case 'technology':
      return `${who} gains ${String(d.technology)}.`;
    case 'status':
      return `Round ${String(d.round)}: action cards drawn and command counters gained.`;
    case 'phase':
      return `Round ${String(d.round)}: the ${String(d.phase)} phase begins.`;
    case 'redistribute':
      return `${who} redistributes command counters: ${String(d.strategy)} strategy, ${String(d.command)} command, ${String(d.fleet)} fleet.`;
    case 'agenda':
      return `The agenda: ${String(d.card)}.`;
    case 'vote':
      return d.outcome === null ? `${who} abstains.` : `${who} casts ${String(d.votes)} vote(s) for ${outcomeLabel(v, d.outcome ?? null)}.`;
    case 'agenda-result':
      return `${String(d.card)}: ${outcomeLabel(v, d.outcome ?? null)}.`;
    case 'action-card':
      return `${who} plays ${cardName(String(d.card))}.`;
    case 'standing-pass':
      return `${who} passes ${d.until === 'round' ? 'for the round' : 'while the window lasts'} (${windowTiming(String(d.window))})`;
    case 'gave-trade-goods':
      return `${who} gives ${String(d.tradeGoods)} Trade Good(s) to ${race(v, d.to)}.`;
    case 'game-over':
      return `Game over: ${Array.isArray(d.winners) ? d.winners.map((w) => race(v, w)).join(', ') : ''} win${d.reason ? ` (${String(d.reason)})` : ''}.`;
    default:
      return e.text ? e.text.replace(/\bseat (\d+)/g, (_, n: string) => race(v, Number(n))) : null;
  }
}
