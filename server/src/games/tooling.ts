/**
 * Each hosted game's tooling (tools/tooling.ts), one line per game as in
 * GAMES: what the sim, conformance, the leak fuzzer and the benchmarks
 * dispatch on. The server never imports this file.
 */
import type { GameTooling } from '../tools/tooling';
import { rftgTooling } from './rftg/tooling';
import { tmTooling } from './tm/tooling';
import { ti3Tooling } from './ti3/tooling';

export const TOOLING: GameTooling[] = [rftgTooling, tmTooling, ti3Tooling];
