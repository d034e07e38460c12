/** The games a server hosts. Rooms and HTTP look games up here and nowhere else. */
import { GameError } from './errors';
import { quote } from './quote';
import type { GameDefinition, Json } from './types';

export class GameRegistry {
  private readonly games = new Map<string, GameDefinition>();

  constructor(games: GameDefinition[] = []) {
    for (const g of games) this.register(g);
  }

  register(game: GameDefinition): void {
    if (this.games.has(game.id)) throw new Error(`game ${game.id} registered twice`);
    this.games.set(game.id, game);
  }

  get(id: unknown): GameDefinition {
    const g = typeof id === 'string' ? this.games.get(id) : undefined;
    if (!g) throw new GameError('UNKNOWN_GAME', `no game with id ${quote(id, 40)}; known: ${[...this.games.keys()].join(', ') || 'none'}`);
    return g;
  }

  list(): GameDefinition[] {
    return [...this.games.values()];
  }

  /** Checks the seat count and options together; returns the canonical options. */
  resolve(id: unknown, seatCount: unknown, rawOptions: unknown): { game: GameDefinition; seats: number; options: Json } {
    const game = this.get(id);
    const seats = seatCount === undefined ? (game.defaultSeats ?? game.minSeats) : seatCount;
    if (!Number.isInteger(seats) || (seats as number) < game.minSeats || (seats as number) > game.maxSeats) {
      throw new GameError('BAD_SEATS', `${game.id} takes ${game.minSeats}-${game.maxSeats} seats, not ${quote(seatCount, 40)}`);
    }
    // Players may only set the options a game publishes; anything else (e.g. scripted draws that
    // tests and conformance runs use) would let a match creator stack the deck.
    if (rawOptions !== undefined && rawOptions !== null && typeof rawOptions === 'object' && !Array.isArray(rawOptions)) {
      const unknown = Object.keys(rawOptions).find((k) => !(k in game.optionsSchema));
      if (unknown !== undefined) throw new GameError('BAD_OPTIONS', `${game.id} has no option ${quote(unknown, 40)}`);
    }
    // Options are stored, compared (quick match) and shown as plain JSON: made so here, once.
    const options: Json = JSON.parse(JSON.stringify(game.parseOptions(rawOptions ?? {}, seats as number)));
    return { game, seats: seats as number, options };
  }
}

/** A stable text form of JSON (sorted keys): equal options give equal keys. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}
