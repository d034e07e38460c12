/** End-of-game scores with their breakdown, from the stored result (or the view's running totals). */
import type { MatchResult } from '../../../client-sdk/src';
import { h } from '../ui/dom';
import type { RftgView, ScoreSheet } from './view';

export function scorePanel(v: RftgView, result: MatchResult | null): HTMLElement {
  const r = result as { ranks?: number[]; detail?: { sheets?: ScoreSheet[]; winner?: string; robot?: RobotSheet } } | null;
  const sheets = r?.detail?.sheets;
  const rows = v.players
    .map((p, seat) => {
      const s = sheets?.[seat];
      return { p, rank: r?.ranks?.[seat] ?? null, s, total: s?.total ?? p.score };
    })
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || b.total - a.total);
  const cell = (x: number | undefined) => h('td', null, x ?? '–');
  // Sheets carry prestige (0) in every game now; the column only means something with The Brink of War.
  const prestige = v.expansion === 'bow' && !!sheets?.some((x) => x.prestige !== undefined);
  return h(
    'section',
    { class: 'final-scores', 'data-scores': true },
    h('h2', null, 'Final scores'),
    h(
      'table',
      { class: 'scores' },
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          ['Rank', 'Player', 'VP chips', 'Cards', '6-cost bonuses', 'Goals', ...(prestige ? ['Prestige'] : []), 'Total', 'Tie-break'].map((t) =>
            h('th', null, t),
          ),
        ),
      ),
      h(
        'tbody',
        null,
        rows.map(({ p, rank, s, total }) =>
          h(
            'tr',
            { class: rank === 1 ? 'winner' : '' },
            h('td', null, rank === 1 ? '★ 1' : (rank ?? '')),
            h('td', null, p.name),
            cell(s?.vpChips ?? p.vpChips),
            cell(s?.cardVp),
            cell(s?.bonusVp),
            cell(s?.goalVp ?? p.goalVp),
            prestige ? cell(s?.prestige) : null,
            h('td', { class: 'total' }, total),
            cell(s?.tiebreak),
          ),
        ),
        robotRow(v, r?.detail, prestige),
      ),
    ),
    h('p', { class: 'muted' }, v.solitaire ? 'Against the robot a tie is shared.' : 'Ties are broken by cards in hand plus goods.'),
  );
}

/** The server's robot score sheet (solo/score.ts RobotSheet). */
interface RobotSheet {
  total: number;
  vpChips: number;
  cardVp: number;
  bonusVp: number;
  counterVp: number;
  prestige: number;
}

/** Solitaire: the robot's line under the player's; its 6-cost counters count with its bonuses. */
function robotRow(v: RftgView, detail: { winner?: string; robot?: RobotSheet } | undefined, prestigeColumn: boolean): HTMLElement | null {
  if (!v.solitaire || !v.robot) return null;
  const s = detail?.robot;
  const won = detail?.winner === 'robot' || detail?.winner === 'tie';
  const cell = (x: number | undefined) => h('td', null, x ?? '–');
  return h(
    'tr',
    { class: `robot${won ? ' winner' : ''}`, 'data-robot-score': s?.total ?? v.robot.score },
    h('td', null, detail?.winner ? (won ? '★ 1' : 2) : ''),
    h('td', null, v.robot.name),
    cell(s?.vpChips ?? v.robot.vpChips),
    cell(s?.cardVp),
    cell(s ? s.bonusVp + s.counterVp : undefined),
    cell(undefined),
    prestigeColumn ? cell(s?.prestige) : null,
    h('td', { class: 'total' }, s?.total ?? v.robot.score),
    cell(undefined),
  );
}
