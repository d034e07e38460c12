/**
 * Replays the reference engine's base-game logs (when the shared conformance
 * folder is present): start worlds and every draw are scripted per seat from
 * the log's draw events, every question is answered with the log's decision,
 * and the final scores, VP chips and tableaus must match the log.
 *
 * This is a first, small conformance runner: it maps each log decision type
 * onto our prompt kinds (see server/src/games/rftg/index.ts) and skips log
 * decisions our engine does not ask (a payment of 0 cards without powers).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Json, Prompt } from '../../server/src/engine';
import { rftg, type RftgState } from '../../server/src/games/rftg';

// shared/ sits beside the repository (as in CI's clone).
const DIR = path.resolve(__dirname, '../../../shared/conformance/rftg');
const files = fs.existsSync(DIR)
  ? ['public', 'random'].flatMap((sub) => {
      const d = path.join(DIR, sub);
      return fs.existsSync(d) ? fs.readdirSync(d).filter((f) => f.startsWith('base_')).map((f) => path.join(d, f)) : [];
    })
  : [];

interface CardRef {
  id: number;
}
interface Decision {
  t: 'decision';
  i: number;
  player: number;
  type: string;
  offered: { [k: string]: Json };
  answer: { [k: string]: Json };
}
interface LogEvent {
  t: string;
  reason?: string;
  player?: number;
  card?: CardRef;
}
interface Snapshot {
  t: 'round_start';
  round: number;
  vp_pool: number;
  draw_pile: number;
  discard_pile: number;
  players: { id: number; vp_chips: number; hand: CardRef[]; tableau: (CardRef & { goods: number })[] }[];
}
interface Log {
  options: { players: number; advanced: boolean };
  events: (LogEvent | Decision)[];
  final: { players: { id: number; vp_chips: number; score: { total: number }; tableau: (CardRef & { goods: number })[]; hand: CardRef[] }[] };
}

const ids = (x: Json): number[] => (x as unknown as CardRef[]).map((c) => c.id);
const idOrNull = (x: Json): number | null => (x === null ? null : (x as unknown as CardRef).id);

/** Our move for a prompt from the log decision, or undefined when the decision does not fit the prompt. */
function moveFor(prompt: Prompt, d: Decision): Json | undefined {
  const a = d.answer;
  switch (prompt.kind) {
    case 'initial-discard':
    case 'explore-discard':
    case 'round-discard':
      return d.type === 'CHOICE_DISCARD' ? ids(a.discards) : undefined;
    case 'action':
      return d.type === 'CHOICE_ACTION' ? (a.actions as string[]).join('+') : undefined;
    case 'develop':
    case 'settle':
      return d.type === 'CHOICE_PLACE' ? idOrNull(a.card) : undefined;
    case 'develop-pay':
    case 'settle-pay':
      return d.type === 'CHOICE_PAYMENT' ? ids(a.discards) : undefined;
    case 'settle-powers': {
      if (d.type !== 'CHOICE_PAYMENT') return undefined;
      const used = ids(a.powers_used).sort((x, y) => x - y);
      return (prompt.choices as number[][][]).find((set) => JSON.stringify(set.map(([c]) => c).sort((x, y) => x - y)) === JSON.stringify(used));
    }
    case 'trade':
    case 'windfall':
      return d.type === (prompt.kind === 'trade' ? 'CHOICE_TRADE' : 'CHOICE_WINDFALL') ? idOrNull(a.world) : undefined;
    case 'consume-power': {
      if (d.type !== 'CHOICE_CONSUME') return undefined;
      const p = a.power as { card: CardRef | null; power_index: number } | null;
      return p === null || p.card === null ? null : [p.card.id, p.power_index];
    }
    case 'consume-goods':
      return d.type === 'CHOICE_GOOD' ? ids(a.consume_from) : undefined;
    case 'consume-hand':
      return d.type === 'CHOICE_CONSUME_HAND' ? ids(a.discards) : undefined;
    case 'lucky':
      return d.type === 'CHOICE_LUCKY' ? (a.number as number) : undefined;
  }
  return undefined;
}

/** Our state in the shape of a log snapshot, to compare round by round. */
function snapshotOf(s: RftgState): Json {
  return {
    vp_pool: s.vpPool,
    draw_pile: s.drawPile.length,
    discard_pile: s.discard.length,
    players: s.players.map((p, id) => ({
      id,
      vp_chips: p.vp,
      hand: [...p.hand].sort((a, b) => a - b),
      tableau: p.tableau.map((c) => [c, p.goods[c]?.length ?? 0]),
    })),
  };
}

function logSnapshot(e: Snapshot): Json {
  return {
    vp_pool: e.vp_pool,
    draw_pile: e.draw_pile,
    discard_pile: e.discard_pile,
    players: [...e.players]
      .sort((a, b) => a.id - b.id)
      .map((p) => ({ id: p.id, vp_chips: p.vp_chips, hand: p.hand.map((c) => c.id).sort((a, b) => a - b), tableau: p.tableau.map((c) => [c.id, c.goods]) })),
  };
}

function replay(file: string): { state: RftgState; log: Log; compared: number } {
  const log = JSON.parse(fs.readFileSync(file, 'utf8')) as Log;
  const n = log.options.players;
  const startWorlds: number[] = new Array(n).fill(-1);
  const drawsBySeat: number[][] = Array.from({ length: n }, () => []);
  const decisions: Decision[][] = Array.from({ length: n }, () => []);
  const snapshots = new Map<number, Snapshot>();
  for (const e of log.events) {
    if (e.t === 'round_start') snapshots.set((e as unknown as Snapshot).round, e as unknown as Snapshot);
    if (e.t === 'draw') {
      const ev = e as LogEvent;
      if (ev.reason === 'start_world') startWorlds[ev.player!] = ev.card!.id;
      else drawsBySeat[ev.player!].push(ev.card!.id);
    } else if (e.t === 'decision') decisions[(e as Decision).player].push(e as Decision);
  }
  const options = rftg.parseOptions({ advanced: log.options.advanced, startWorlds, drawsBySeat }, n);
  let state = rftg.setup(options, Array.from({ length: n }, (_, i) => ({ name: `P${i}` })), 'conformance');
  let checkedRound = 0;
  let compared = 0;
  for (let guard = 0; guard < 5000; guard++) {
    // Each round begins in the same state as the reference engine's (localises any divergence to one round).
    if (state.stage === 'action' && state.round > checkedRound && state.players.every((p) => p.actions === null)) {
      checkedRound = state.round;
      const snap = snapshots.get(state.round);
      if (snap) compared++;
      if (snap) expect({ file: path.basename(file), round: state.round, ...(snapshotOf(state) as object) }).toEqual({ file: path.basename(file), round: state.round, ...(logSnapshot(snap) as object) });
    }
    const prompts = rftg.pending(state);
    if (prompts.length === 0) break;
    // Answer in the log's order: the open question whose seat's next logged decision comes first.
    prompts.sort((x, y) => (decisions[x.seat][0]?.i ?? Infinity) - (decisions[y.seat][0]?.i ?? Infinity));
    const prompt = prompts[0];
    const queue = decisions[prompt.seat];
    let move: Json | undefined;
    for (;;) {
      const d = queue[0];
      if (!d) throw new Error(`${path.basename(file)}: seat ${prompt.seat} asked ${prompt.kind} but the log has no decision left`);
      move = moveFor(prompt, d);
      if (move !== undefined) {
        // A payment answers two of our prompts (powers, then discards) when powers were offered.
        const keep = prompt.kind === 'settle-powers' && (d.answer.discards as Json[]).length > 0;
        if (!keep) queue.shift();
        break;
      }
      // Decisions our engine does not ask: a payment with nothing to discard and no power used.
      if (d.type === 'CHOICE_PAYMENT' && (d.answer.discards as Json[]).length === 0 && (d.answer.powers_used as Json[]).length === 0) {
        queue.shift();
        continue;
      }
      throw new Error(`${path.basename(file)}: seat ${prompt.seat} asked ${prompt.kind} (${JSON.stringify(prompt.choices ?? prompt.pick)}) but the log's decision ${d.i} is ${d.type} ${JSON.stringify(d.answer)} (round ${state.round}, ${state.stage})`);
    }
    state = rftg.apply(state, prompt.seat, move).state;
  }
  return { state, log, compared };
}

(files.length > 0 ? describe : describe.skip)('conformance: base-game logs of the reference engine', () => {
  it.each(files.map((f) => [path.basename(f), f]))('%s', (_name, file) => {
    const { state, log, compared } = replay(file);
    expect(compared).toBe(state.round);
    const result = rftg.result(state);
    expect(result).not.toBeNull();
    for (const fp of log.final.players) {
      const p = state.players[fp.id];
      const goods = Object.fromEntries(Object.entries(p.goods).map(([w, g]) => [w, g.length]));
      expect({ seat: fp.id, tableau: p.tableau, goods, hand: [...p.hand].sort((a, b) => a - b), vp: p.vp, score: result!.scores[fp.id] }).toEqual({
        seat: fp.id,
        tableau: fp.tableau.map((c) => c.id),
        goods: Object.fromEntries(fp.tableau.filter((c) => c.goods > 0).map((c) => [String(c.id), c.goods])),
        hand: fp.hand.map((c) => c.id).sort((a, b) => a - b),
        vp: fp.vp_chips,
        score: fp.score.total,
      });
    }
  });
});
