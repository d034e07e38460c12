/** The shared parts of the table: round and phase track, piles, goals. */
import { h } from '../ui/dom';
import { EXPANSION_NAMES, GOAL_COUNTS } from '../../../server/src/games/rftg/public';
import { ACTIONS, stageLabel } from './labels';
import { PHASE_MARKS, PHASE_NAMES } from '../../../server/src/games/rftg/public';
import type { RftgView } from './view';

const STAGE_PHASE: Record<string, number> = { search: 0, explore: 1, develop: 2, develop2: 2, settle: 3, settle2: 3, consume: 4, produce: 5 };

// The solitaire robot's dice choose phases too, read as the phase they stand for (solo view `dice[].read`).
const DIE_PHASE: Record<string, number> = { explore: 1, develop: 2, settle: 3, trade: 4, x2: 4, produce: 5 };

/**
 * Phases this round: the ones somebody (or the robot's dice) chose light up once actions are revealed.
 * BoW's Search runs before them all and gets a place of its own (0) only in rounds where someone searches.
 */
export function phaseTrack(v: RftgView): HTMLElement {
  const chosen = new Set<number>();
  if (v.actionsRevealed) for (const p of v.players) if (Array.isArray(p.actions)) for (const a of p.actions) chosen.add(ACTIONS[a]?.phase ?? 0);
  if (v.actionsRevealed) for (const d of v.robot?.dice ?? []) chosen.add(DIE_PHASE[d.read] ?? 0);
  const current = STAGE_PHASE[v.stage] ?? 0;
  const phases = chosen.has(0) || v.stage === 'search' ? [0, 1, 2, 3, 4, 5] : [1, 2, 3, 4, 5];
  return h(
    'div',
    { class: 'phase-track' },
    phases.map((ph) =>
      h(
        'span',
        {
          class: `phase ph${ph}${chosen.has(ph) ? ' chosen' : ''}${ph === current && v.stage in STAGE_PHASE ? ' current' : ''}${v.stage in STAGE_PHASE && ph < current ? ' done' : ''}`,
        },
        h('b', null, ph === 0 ? '★' : PHASE_MARKS[ph]),
        ' ',
        ph === 0 ? 'Search' : PHASE_NAMES[ph],
      ),
    ),
  );
}

export function statusBar(v: RftgView): HTMLElement {
  return h(
    'div',
    { class: 'status-bar' },
    v.round > 0 ? h('span', { class: 'round' }, `Round ${v.round}`) : null,
    h('span', { class: 'stage', 'data-stage': v.stage }, stageLabel(v.stage)),
    // Drafting variant: the shared piles only feed the draft; afterwards every player has their own (players.ts).
    v.draft && !v.draft.over ? h('span', { 'data-draft-round': v.draft.round }, `Draft round ${v.draft.round} of ${v.draft.rounds}`) : null,
    v.draft ? null : h('span', { title: 'cards left in the draw pile' }, `Deck ${v.drawPileCount}`),
    v.draft ? null : h('span', { title: 'cards in the discard pile' }, `Discards ${v.discardCount}`),
    // The pool may run below 0 in the last round (chips are still paid out); on the table it is simply empty.
    h(
      'span',
      { title: 'VP chips left (the game ends when they run out)', 'data-vp-pool': Math.max(0, v.vpPool) },
      v.vpPool > 0 ? `VP pool ${v.vpPool}` : 'VP pool exhausted',
    ),
    v.solitaire ? h('span', { class: 'chip' }, 'solitaire vs the robot') : v.advanced ? h('span', { class: 'chip' }, 'advanced 2-player') : null,
    v.draft ? h('span', { class: 'chip' }, 'draft') : null,
    v.takeoversAllowed ? h('span', { class: 'chip', title: 'takeovers are on in this match' }, 'takeovers') : null,
    h('span', { class: 'chip', 'data-expansion': v.expansion }, EXPANSION_NAMES[v.expansion] ?? v.expansion),
  );
}

export function goalsPanel(v: RftgView): HTMLElement | null {
  if (!v.goals?.length) return null;
  const name = (seat: number) => v.players[seat]?.name ?? `Seat ${seat + 1}`;
  return h(
    'div',
    { class: 'goals' },
    v.goals.map((g) =>
      h(
        'div',
        { class: `goal ${g.kind}${g.held.length ? ' held' : ''}`, 'data-goal': g.id },
        h('b', null, g.name),
        h('small', null, g.kind === 'most' ? `Most (5 VP), at least ${g.min}` : `First (3 VP), reach ${g.min}`),
        GOAL_COUNTS[g.id] ? h('small', { class: 'goal-counts', 'data-goal-counts': g.id }, `Counts ${GOAL_COUNTS[g.id]}`) : null,
        h('span', { class: 'holder' }, g.held.length ? `held by ${g.held.map(name).join(', ')}` : 'unclaimed'),
        h('span', { class: 'progress' }, g.progress.map((n, seat) => `${name(seat)} ${n}`).join(' · ')),
      ),
    ),
  );
}
