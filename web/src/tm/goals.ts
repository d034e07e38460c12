/**
 * Milestones and awards (who claimed or funded which, everyone's standing)
 * and the standard projects; while the action question is open, the ones it
 * offers are buttons.
 */
import { STANDARD_ACTIONS, STANDARD_PROJECTS } from '../../../server/src/games/tm/public';
import { h } from '../ui/dom';
import { ownerDot } from './glyphs';
import type { AwardView, MilestoneView, TmView } from './view';

/** The action choices a panel answers, by key ("milestone:mayor", "sp:aquifer", "plants"). */
export type Offered = ReadonlyMap<string, () => void>;

function holderName(v: TmView, who: number | 'marsbot' | null): string | null {
  if (who === null) return null;
  return who === 'marsbot' ? (v.marsbot?.name ?? 'MarsBot') : (v.players[who]?.name ?? `seat ${who + 1}`);
}

function standings(v: TmView, values: number[], marsbot: number | undefined): HTMLElement {
  return h(
    'span',
    { class: 'standings' },
    values.map((n, seat) => h('span', { class: 'standing', title: v.players[seat]?.name }, ownerDot(seat), n)),
    marsbot !== undefined ? h('span', { class: 'standing', title: v.marsbot?.name }, ownerDot('marsbot'), marsbot) : null,
  );
}

function goalRow(
  v: TmView,
  kind: 'milestone' | 'award',
  g: MilestoneView | AwardView,
  holder: number | 'marsbot' | null,
  offered: Offered,
  cost: number | null,
): HTMLElement {
  const take = offered.get(`${kind}:${g.id}`);
  const who = holderName(v, holder);
  return h(
    'li',
    { class: `tm-goal${holder !== null ? ' taken' : ''}`, [`data-${kind}`]: g.id },
    holder !== null ? ownerDot(holder) : h('i', { class: 'tm-dot empty' }),
    h('span', { class: 'goal-name' }, g.name),
    who ? h('span', { class: 'goal-holder' }, kind === 'milestone' ? `claimed by ${who}` : `funded by ${who}`) : null,
    standings(v, g.values, g.marsbot),
    take
      ? h('button', { class: 'small primary', [`data-${kind}-take`]: g.id, onclick: take }, kind === 'milestone' ? `Claim (${cost} M€)` : `Fund (${cost} M€)`)
      : null,
  );
}

export function goalsPanel(v: TmView, offered: Offered): HTMLElement | null {
  if (v.milestones.length === 0 && v.awards.length === 0) return null;
  const claimed = v.milestones.filter((m) => m.claimedBy !== null).length;
  const funded = v.awards.filter((a) => a.fundedBy !== null).length;
  return h(
    'section',
    { class: 'tm-goals', 'data-goals': true },
    h(
      'div',
      null,
      h('h3', null, `Milestones `, h('span', { class: 'muted' }, `${claimed}/3 claimed · ${v.milestoneCost} M€ · 5 VP`)),
      h(
        'ul',
        null,
        v.milestones.map((m) => goalRow(v, 'milestone', m, m.claimedBy, offered, v.milestoneCost)),
      ),
    ),
    h(
      'div',
      null,
      h('h3', null, `Awards `, h('span', { class: 'muted' }, `${funded}/3 funded${v.awardCost !== null ? ` · next ${v.awardCost} M€` : ''} · 5 / 2 VP`)),
      h(
        'ul',
        null,
        v.awards.map((a) => goalRow(v, 'award', a, a.fundedBy, offered, v.awardCost)),
      ),
    ),
  );
}

const ACTION_TEXT: Record<string, string> = { 'convert-plants': 'plants → greenery', 'convert-heat': 'heat → temperature' };
const SP_TEXT: Record<string, string> = {
  'sell-patents': 'cards → 1 M€ each',
  'power-plant': 'energy prod +1',
  asteroid: 'temperature +1',
  aquifer: 'ocean',
  greenery: 'greenery',
  city: 'city · M€ prod +1',
};

export function standardPanel(offered: Offered, show: boolean): HTMLElement | null {
  if (!show) return null;
  const button = (key: string, name: string, cost: string, text: string, attr: string, id: string) => {
    const take = offered.get(key);
    return h(
      'button',
      { class: `tm-sp${take ? ' offered' : ''}`, disabled: !take, [attr]: id, onclick: take ?? null, title: text },
      h('span', { class: 'sp-name' }, name),
      cost ? h('span', { class: 'tm-cost' }, cost) : null,
      h('span', { class: 'sp-text' }, text),
    );
  };
  return h(
    'section',
    { class: 'tm-standard', 'data-standard': true },
    h('h3', null, 'Standard projects'),
    h(
      'div',
      { class: 'tm-sp-row' },
      STANDARD_PROJECTS.map((p) => button(`sp:${p.id}`, p.name, p.cost ? String(p.cost) : '', SP_TEXT[p.id] ?? '', 'data-sp', p.id)),
      STANDARD_ACTIONS.map((a) => button(a.id === 'convert-plants' ? 'plants' : 'heat', a.name, '', `${a.spend} ${ACTION_TEXT[a.id]}`, 'data-convert', a.id)),
    ),
  );
}
