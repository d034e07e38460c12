/** Replay chapters of TI3: galaxy building, then each round's strategy, action and status phases, from public events. */
import { eventsFor } from '../../server/src/engine';
import { fallbackAnswer, ti3 } from '../../server/src/games/ti3';

test('a game to round 2 opens galaxy building, round 1 and its action and status phases, then round 2 — in that order, each once', () => {
  let s = ti3.setup({}, [{ name: 'a' }, { name: 'b' }, { name: 'c' }], 'chapters');
  const titles: string[] = [];
  for (let n = 0; n < 1000 && s.round < 2; n++) {
    const [prompt] = ti3.pending(s);
    const out = ti3.apply(s, prompt.seat, fallbackAnswer(s, prompt));
    s = out.state;
    for (const e of eventsFor(out.events, { kind: 'spectator' })) {
      const t = ti3.chapter!(e);
      if (t !== null) titles.push(t);
    }
  }
  expect(titles).toEqual(['Galaxy building', 'Round 1', 'Round 1: action phase', 'Round 1: status phase', 'Round 2']);
});
