/** The political deck: voting (votes.ts, voting.ts), the agenda procedure (agenda.ts), card effects (cards.ts), laws (effects.ts, rules.ts, modifiers.ts). */
export { votes } from './votes';
export { lawsInPlay } from './effects';
