import type { Json } from './json';

/**
 * Something that happened, for the game log. `audience` lists the seats that
 * may see it; absent means everyone (spectators included). It never travels:
 * each client receives only the events meant for it, without the field.
 */
export interface GameEvent {
  type: string;
  text?: string;
  data?: Json;
  audience?: number[];
}

/** An event as a client receives it. */
export type WireEvent = Omit<GameEvent, 'audience'>;
