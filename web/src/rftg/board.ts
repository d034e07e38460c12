/** The shared parts of the table: round and phase track, piles, goals. */
import { h } from '../ui/dom';
import { ACTIONS, stageLabel } from './labels';
import { PHASE_MARKS, PHASE_NAMES } from './powers';
import type { RftgView } from './view';

const STAGE_PHASE: Record<string, number> = { explore: 1, develop: 2, develop2: 2, settle: 3, settle2: 3, consume: 4, produce: 5 };

/** Phases this round: the ones somebody chose light up once actions are revealed. */
export function phaseTrack(v: RftgView): HTMLElement {
  const chosen = new Set<number>();
  if (v.actionsRevealed) for (const p of v.players) if (Array.isArray(p.actions)) for (const a of p.actions) chosen.add(ACTIONS[a]?.phase ?? 0);
  const current = STAGE_PHASE[v.stage] ?? 0;
  return h('div', { class: 'phase-track' }, [1, 2, 3, 4, 5].map((ph) =>
    h('span', { class: `phase ph${ph}${chosen.has(ph) ? ' chosen' : ''}${ph === current ? ' current' : ''}${current && ph < current ? ' done' : ''}` },
      h('b', null, PHASE_MARKS[ph]), ' ', PHASE_NAMES[ph])));
}

export function statusBar(v: RftgView): HTMLElement {
  return h('div', { class: 'status-bar' },
    h('span', { class: 'round' }, `Round ${v.round}`),
    h('span', { class: 'stage', 'data-stage': v.stage }, stageLabel(v.stage)),
    h('span', { title: 'cards left in the draw pile' }, `Deck ${v.drawPileCount}`),
    h('span', { title: 'cards in the discard pile' }, `Discards ${v.discardCount}`),
    h('span', { title: 'VP chips left (the game ends when they run out)' }, `VP pool ${v.vpPool}`),
    v.advanced ? h('span', { class: 'chip' }, 'advanced 2-player') : null,
    v.expansion !== 'base' ? h('span', { class: 'chip' }, v.expansion.toUpperCase()) : null);
}

export function goalsPanel(v: RftgView): HTMLElement | null {
  if (!v.goals?.length) return null;
  const name = (seat: number) => v.players[seat]?.name ?? `Seat ${seat + 1}`;
  return h('div', { class: 'goals' }, v.goals.map((g) =>
    h('div', { class: `goal ${g.kind}${g.held.length ? ' held' : ''}`, 'data-goal': g.id },
      h('b', null, g.name),
      h('small', null, g.kind === 'most' ? `Most (5 VP), at least ${g.min}` : `First (3 VP), reach ${g.min}`),
      h('span', { class: 'holder' }, g.held.length ? `held by ${g.held.map(name).join(', ')}` : 'unclaimed'),
      h('span', { class: 'progress' }, g.progress.map((n, seat) => `${name(seat)} ${n}`).join(' · ')))));
}
