/**
 * The load benchmark's baseline game ("Tally"): as little rules work as a
 * game can have while keeping the traffic shape of a real one. Every round
 * each seat secretly picks a number at the same time (like choosing actions
 * in Race for the Galaxy), so several prompts are open at once and every
 * accepted move still sends one small JSON view to each client.
 */
import { GameError, type GameDefinition, type Json, type Prompt, type Viewer } from '../../server/src/engine';

interface TallyOptions {
  rounds: number;
}

interface TallyState {
  rounds: number;
  round: number;
  picks: (number | null)[];
  totals: number[];
}

const CHOICES = [1, 2, 3, 4, 5, 6];

export const tally: GameDefinition<TallyState, TallyOptions> = {
  id: 'tally',
  name: 'Tally (load benchmark baseline)',
  engineVersion: '1',
  minSeats: 1,
  maxSeats: 6,
  // Long enough that no benchmark run reaches the end at the target move rate.
  optionsSchema: { rounds: { type: 'number', default: 100_000, label: 'Rounds', description: 'rounds before the game ends' } },

  parseOptions(raw) {
    const rounds = raw && typeof raw === 'object' && 'rounds' in raw ? raw.rounds : 100_000;
    if (!Number.isInteger(rounds) || (rounds as number) < 1) throw new GameError('BAD_OPTIONS', 'rounds must be a positive integer');
    return { rounds: rounds as number };
  },

  setup(options, seats) {
    return { rounds: options.rounds, round: 1, picks: seats.map(() => null), totals: seats.map(() => 0) };
  },

  pending(s) {
    if (s.round > s.rounds) return [];
    const out: Prompt[] = [];
    s.picks.forEach((p, seat) => {
      if (p === null) out.push({ seat, kind: 'pick', text: 'Pick a number', choices: CHOICES });
    });
    return out;
  },

  apply(s, seat, move) {
    if (s.picks[seat] !== null) throw new GameError('ILLEGAL_MOVE', 'already picked this round');
    if (!CHOICES.includes(move as number)) throw new GameError('BAD_MOVE', 'pick one of 1-6');
    s.picks[seat] = move as number;
    if (s.picks.every((p) => p !== null)) {
      s.picks.forEach((p, i) => (s.totals[i] += p));
      s.picks = s.picks.map(() => null);
      s.round++;
      return { state: s, events: [{ type: 'round', data: { round: s.round - 1 } }] };
    }
    return { state: s, events: [] };
  },

  view(s, viewer: Viewer): Json {
    return {
      round: s.round,
      over: s.round > s.rounds,
      totals: s.totals,
      picked: s.picks.map((p, seat) => (p === null ? null : viewer.kind === 'seat' && viewer.seat === seat ? p : 'hidden')),
    };
  },

  result(s) {
    if (s.round <= s.rounds) return null;
    return { scores: [...s.totals], ranks: s.totals.map((x) => 1 + s.totals.filter((y) => y > x).length) };
  },
};
