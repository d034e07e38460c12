/** The global parameters (temperature, oxygen, oceans) as tracks, with the generation, phase and decks. */
import { h } from '../ui/dom';
import type { TmView } from './view';

const PHASE: Record<TmView['phase'], string> = {
  setup: 'Setup: corporations and first cards',
  draft: 'Research draft',
  research: 'Research',
  action: 'Action phase',
  final: 'Final greeneries',
  over: 'Game over',
};

/** The printed tracks' bonus steps: heat production at −24 and −20 °C, an ocean at 0 °C, a temperature step at 8 % oxygen. */
const BONUS_STEPS: Record<string, Record<number, string>> = {
  temperature: { [-24]: '+1 heat prod', [-20]: '+1 heat prod', 0: 'ocean' },
  oxygen: { 8: 'temperature +1' },
  oceans: {},
};

function track(id: 'temperature' | 'oxygen' | 'oceans', label: string, value: number, from: number, to: number, step: number, unit: string): HTMLElement {
  const cells: HTMLElement[] = [];
  for (let x = from; x <= to; x += step) {
    const bonus = BONUS_STEPS[id][x];
    cells.push(
      h(
        'span',
        { class: `cell${x <= value ? ' on' : ''}${x === value ? ' now' : ''}${bonus ? ' bonus' : ''}`, title: `${x}${unit}${bonus ? `: ${bonus}` : ''}` },
        x === value ? String(x) : '',
      ),
    );
  }
  const done = value >= to;
  return h(
    'div',
    { class: `tm-track track-${id}${done ? ' done' : ''}`, [`data-${id}`]: value },
    h('span', { class: 'track-label' }, label),
    h('span', { class: 'track-cells' }, cells),
    h('span', { class: 'track-value' }, `${value}${unit}${done ? ' ✓' : ''}`),
  );
}

export function globalsPanel(v: TmView): HTMLElement {
  const first = v.players[v.firstPlayer]?.name;
  const generation = v.solo
    ? `Generation ${v.generation} of ${v.solo.of}`
    : v.marsbot
      ? `Generation ${v.generation} (at most ${v.marsbot.lastGeneration})`
      : `Generation ${v.generation}`;
  return h(
    'section',
    { class: 'tm-globals', 'data-globals': true },
    h(
      'div',
      { class: 'tm-status' },
      h('strong', { 'data-generation': v.generation }, generation),
      h('span', { class: 'tm-phase' }, PHASE[v.phase]),
      v.players.length > 1 && first ? h('span', { class: 'muted' }, `first player: ${first}`) : null,
      h('span', { class: 'muted' }, `deck ${v.deckCount} · discard ${v.discardCount}`),
    ),
    track('temperature', 'Temperature', v.temperature, -30, 8, 2, ' °C'),
    track('oxygen', 'Oxygen', v.oxygen, 0, 14, 1, ' %'),
    track('oceans', 'Oceans', v.oceans, 0, 9, 1, ''),
  );
}
