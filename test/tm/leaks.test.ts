/**
 * Terraforming Mars under the leak fuzzer: test/fuzz/leaks.test.ts runs its
 * plan (games/tm/tooling.ts: every seat count, Corporate Era on and off, the
 * draft) with every other game's; here, injected TM leaks the fuzzer must
 * catch, and a peek at each kind of TM secret to prove the shuffle varies it.
 */
import type { GameDefinition, GameEvent, Json, Prompt, Viewer } from '../../server/src/engine';
import { tm, type TmState } from '../../server/src/games/tm';
import { fuzzGameLeaks } from '../../server/src/tools/leak-fuzz';

function leaky(patch: Partial<GameDefinition<TmState>>): GameDefinition<TmState> {
  return { ...tm, ...patch };
}

describe('TM leak fuzzing fails on injected leaks', () => {
  test('a TM view that shows the top card of the deck', async () => {
    const game = leaky({ view: (s: TmState, v: Viewer) => ({ ...(tm.view(s, v) as { [k: string]: Json }), top: s.deck[s.deck.length - 1] ?? null }) });
    const r = await fuzzGameLeaks(game, { options: {}, seats: 2, games: 1, seed: 'inject', maxMoves: 30, replayEvery: 0, maxFindings: 1 });
    expect(r.findings.some((f) => f.check === 'view' && /top/.test(f.detail))).toBe(true);
  });

  test('a TM event that announces a research pick before all have chosen', async () => {
    const game = leaky({
      apply: (s: TmState, seat: number, move: Json) => {
        const before = s.phase;
        const out = tm.apply(s, seat, move);
        const events: GameEvent[] =
          before === 'research' && out.state.phase === 'research'
            ? [...out.events, { type: 'picked', data: { seat, count: Array.isArray(move) ? move.length : 0 } }]
            : out.events;
        return { state: out.state, events };
      },
    });
    const r = await fuzzGameLeaks(game, { options: {}, seats: 3, games: 1, seed: 'inject', maxMoves: 80, replayEvery: 0, maxFindings: 1 });
    expect(r.findings.some((f) => f.check === 'choice-event' || f.check === 'event')).toBe(true);
  });

  test('a TM prompt that exists only when another player holds a certain card', async () => {
    const game = leaky({
      pending: (s: TmState): Prompt[] => {
        const out = tm.pending(s);
        const waiting = s.players.map((_, seat) => seat).filter((seat) => !out.some((p) => p.seat === seat));
        const holder = s.players.some((p, seat) => seat !== waiting[0] && p.hand.some((c) => c < '104'));
        if (waiting.length > 0 && holder && s.phase === 'action')
          out.push({ seat: waiting[0], kind: 'nudge', text: 'someone holds a low card', choices: ['ok'] });
        return out;
      },
    });
    const r = await fuzzGameLeaks(game, { options: {}, seats: 2, games: 1, seed: 'inject', maxMoves: 60, replayEvery: 0, maxFindings: 1 });
    expect(r.findings.length).toBeGreaterThan(0);
  });

  // The TM hook must vary every kind of secret the rules name, or a view showing it would pass.
  const PEEKS: [string, Record<string, Json>, number, (s: TmState) => unknown][] = [
    ['other hands', {}, 2, (s) => s.players.map((p) => p.hand)],
    ['dealt corporations', {}, 2, (s) => s.players.map((p) => p.dealt)],
    ['a corporation chosen before all have chosen', {}, 3, (s) => s.players.map((p) => p.chosenCorp)],
    ['cards on offer', {}, 2, (s) => s.players.map((p) => p.offer)],
    ['the deck', {}, 2, (s) => s.deck.slice(-3)],
    ['the discard pile', {}, 2, (s) => s.discard.slice(-3)],
    ['the RNG state', {}, 2, (s) => s.rng[0] % 3],
    ['draft packs', { draft: true }, 3, (s) => s.players.map((p) => p.pack)],
    ['a draft pick before all have picked', { draft: true }, 3, (s) => s.players.map((p) => p.pick)],
    ['cards bought before all have chosen', {}, 3, (s) => s.players.map((p) => p.bought)],
  ];
  for (const [what, options, seats, peek] of PEEKS) {
    test(`a TM view that shows ${what}`, async () => {
      const game = leaky({ view: (s: TmState, v: Viewer) => ({ ...(tm.view(s, v) as { [k: string]: Json }), peek: peek(s) as Json }) });
      const r = await fuzzGameLeaks(game, { options, seats, games: 1, seed: 'peek', maxFindings: 1, replayEvery: 0, maxMoves: 200 });
      expect(r.findings.map((f) => `${f.check}: ${f.detail}`)).toEqual([expect.stringMatching(/^view: .*\.peek/)]);
    }, 60_000);
  }
});
