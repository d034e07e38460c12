/**
 * The final score sheets from the result the game reports (its `detail`:
 * every seat's sheet, MarsBot's beside the player's, the base solo game's
 * one sheet), with the winner.
 */
import type { MatchResult } from '../../../client-sdk/src';
import { h } from '../ui/dom';
import { ownerDot } from './glyphs';
import { sheetColumns } from './score-sheets';
import type { TmResultDetail, TmView } from './view';

const ROWS: [string, string][] = [
  ['tr', 'Terraform rating'],
  ['milestones', 'Milestones'],
  ['awards', 'Awards'],
  ['greeneries', 'Greeneries'],
  ['cities', 'Cities'],
  ['neural', 'Neural Instance'],
  ['cards', 'Cards'],
  ['mcVp', 'M€ → VP'],
  ['total', 'Total'],
  ['mc', 'M€ left (tie-break)'],
];

export function finalScores(v: TmView, result: MatchResult | null): HTMLElement | null {
  if (v.phase !== 'over' || !result) return null;
  // The detail is TM's own (server tm/scoring.ts); a result stored without one shows no sheets.
  const d = result.detail as TmResultDetail | undefined;
  const columns = sheetColumns(v.players[0]?.name ?? '', d);
  const rows = ROWS.filter(([key]) => columns.some((c) => c.sheet[key] !== undefined));
  const best = result.ranks.map((r, seat) => (r === 1 ? v.players[seat]?.name : null)).filter(Boolean);
  const won = d !== undefined && 'won' in d && d.won;
  const winner =
    d && 'winner' in d ? d.winner : v.solo ? (won ? `${v.players[0].name} terraformed Mars in time` : 'Mars was not terraformed in time') : best.join(' and ');
  return h(
    'section',
    { class: 'tm-final final-scores', 'data-final': true },
    h('h2', null, 'Final scores'),
    h(
      'p',
      { class: 'winner', 'data-winner': winner },
      (d && 'winner' in d) || best.length ? `Winner: ${winner}` : winner,
      d?.generation ? h('span', { class: 'muted' }, ` · generation ${d.generation}`) : null,
    ),
    h(
      'table',
      { class: 'scores', 'data-scores': true },
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          h('th', null, ''),
          columns.map((c) => h('th', null, ownerDot(c.owner), String(c.sheet.name ?? ''))),
        ),
      ),
      h(
        'tbody',
        null,
        rows.map(([key, label]) =>
          h(
            'tr',
            { class: key === 'total' ? 'total' : null },
            h('td', null, label),
            columns.map((c) => h('td', null, c.sheet[key] ?? '')),
          ),
        ),
      ),
    ),
  );
}
