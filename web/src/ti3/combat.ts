/**
 * The combat panel: the system fought over, both fleets (damaged ships marked), every roll of the current
 * activation grouped by space-battle round with each die marked hit or miss, and the combat question when
 * it is this seat's (assign hits, withdraw or retreat, PDS fire, Assault Cannon) answered right under the dice.
 */
import { dieHits, type Fleet, type Roll } from '../../../server/src/games/ti3/public';
import { h, type Child } from '../ui/dom';
import { renderPrompt, type PromptContext, type PromptLabels } from '../ui/prompt';
import { systemName } from './labels';
import { raceShort, seatColour, UNIT_ORDER } from './names';
import type { Ti3View } from './view';

/** Questions asked in the middle of a fight: answered on this panel. */
export const COMBAT_KINDS: ReadonlySet<string> = new Set(['assign-hits', 'withdraw', 'retreat', 'pds-fire', 'assault-cannon']);

const chip = (v: Ti3View, seat: number) =>
  h('span', { class: `seat-chip owner-${seatColour(seat)}`, 'data-seat-chip': seat }, raceShort(v.players[seat]?.race ?? ''));

function fleetLine(v: Ti3View, f: Fleet): HTMLElement {
  const units = UNIT_ORDER.filter((u) => (f.units[u] ?? 0) > 0).map((u) => {
    const damaged = f.damaged[u] ?? 0;
    return `${f.units[u] ?? 0} ${u}${damaged ? ` (${damaged} damaged)` : ''}`;
  });
  return h('div', { class: 'combat-fleet', 'data-combat-fleet': f.seat }, chip(v, f.seat), ' ', units.join(', ') || 'no ships');
}

function rollLine(v: Ti3View, r: Roll): HTMLElement {
  return h(
    'li',
    { class: 'combat-roll', 'data-roll-seat': r.seat, 'data-roll-hits': r.hits },
    chip(v, r.seat),
    ` ${r.what}: `,
    r.dice.map((d, i) =>
      h('span', { class: `die ${dieHits(d, r.needs[i], r.even) ? 'hit' : 'miss'}`, title: r.even ? 'needs an even number' : `needs ${r.needs[i]}` }, d),
    ),
    ` — ${r.hits} hit${r.hits === 1 ? '' : 's'}`,
  );
}

/** Rolls in the order made, one group per space-battle round (pre-combat as round 0) and one per run outside a battle. */
function rollGroups(rolls: readonly Roll[]): { title: string; round: number | null; rolls: Roll[] }[] {
  const groups: { title: string; round: number | null; rolls: Roll[] }[] = [];
  for (const r of rolls) {
    const last = groups[groups.length - 1];
    if (last && last.round === r.round) last.rolls.push(r);
    else groups.push({ title: r.round === null ? 'Fire and invasion' : r.round === 0 ? 'Before the battle' : `Round ${r.round}`, round: r.round, rolls: [r] });
  }
  return groups;
}

function battleTitle(v: Ti3View): Child {
  const a = v.activation;
  const b = a?.battle;
  if (!a) return 'Combat';
  if (!b) return `Combat in ${systemName(v, a.pos)}`;
  const state = b.over
    ? b.winner === null
      ? ' — over, no winner'
      : [' — won by ', chip(v, b.winner)]
    : b.round > 0
      ? ` — round ${b.round}`
      : ' — before round 1';
  return [`Space battle in ${systemName(v, b.pos)}: `, chip(v, b.attacker), ' attacks ', chip(v, b.defender), state];
}

/** The panel, or null when there is neither a fight in this activation nor a combat question for this seat. */
export function combatPanel(v: Ti3View, ctx: PromptContext | null, labels: PromptLabels): HTMLElement | null {
  const a = v.activation;
  const rolls = a?.rolls ?? [];
  const asked = ctx && COMBAT_KINDS.has(ctx.prompt.kind) ? ctx : null;
  if (!a?.battle && rolls.length === 0 && !asked) return null;
  const pos = a?.battle?.pos ?? a?.pos ?? null;
  const fleets = pos ? (v.space[pos] ?? []) : [];
  return h(
    'section',
    { class: 'ti3-combat', 'data-combat-panel': pos ?? true, 'data-battle-round': a?.battle?.round ?? null },
    h('h3', null, battleTitle(v)),
    fleets.length
      ? h(
          'div',
          { class: 'combat-fleets' },
          fleets.map((f) => fleetLine(v, f)),
        )
      : null,
    rollGroups(rolls).map((g) =>
      h(
        'div',
        { class: 'combat-round', 'data-combat-round': g.round ?? 'none' },
        h('h4', null, g.title),
        h(
          'ul',
          null,
          g.rolls.map((r) => rollLine(v, r)),
        ),
      ),
    ),
    asked ? renderPrompt(asked, labels) : null,
  );
}
