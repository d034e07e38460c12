/** End-of-game scores with their breakdown, from the stored result (or the view's running totals). */
import type { Json } from '../../../client-sdk/src';
import { h } from '../ui/dom';
import type { RftgView, ScoreSheet } from './view';

export function scorePanel(v: RftgView, result: Json | null): HTMLElement {
  const r = result as { ranks?: number[]; detail?: { sheets?: ScoreSheet[] } } | null;
  const sheets = r?.detail?.sheets;
  const rows = v.players.map((p, seat) => {
    const s = sheets?.[seat];
    return { p, rank: r?.ranks?.[seat] ?? null, s, total: s?.total ?? p.score };
  }).sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || b.total - a.total);
  const cell = (x: number | undefined) => h('td', null, x ?? '–');
  return h('section', { class: 'final-scores', 'data-scores': true },
    h('h2', null, 'Final scores'),
    h('table', { class: 'scores' },
      h('thead', null, h('tr', null, ['Rank', 'Player', 'VP chips', 'Cards', '6-cost bonuses', 'Goals', ...(sheets?.some((s) => s.prestige !== undefined) ? ['Prestige'] : []), 'Total', 'Tie-break'].map((t) => h('th', null, t)))),
      h('tbody', null, rows.map(({ p, rank, s, total }) =>
        h('tr', { class: rank === 1 ? 'winner' : '' },
          h('td', null, rank === 1 ? '★ 1' : rank ?? ''),
          h('td', null, p.name),
          cell(s?.vpChips ?? p.vpChips), cell(s?.cardVp), cell(s?.bonusVp), cell(s?.goalVp ?? p.goalVp),
          sheets?.some((x) => x.prestige !== undefined) ? cell(s?.prestige) : null,
          h('td', { class: 'total' }, total), cell(s?.tiebreak))))),
    h('p', { class: 'muted' }, 'Ties are broken by cards in hand plus goods.'));
}
