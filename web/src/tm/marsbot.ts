/**
 * MarsBot's side of the table (issue 22, MB-60), from its public view only:
 * its seven tracks with our own icon glyphs, cubes and regression markers,
 * M€, TR, deck counts, bonus discard and destroyed cards, its played pile,
 * the card it is resolving, its score if the game ended now, the difficulty
 * and changes, and what it did on its last turn.
 */
import { h } from '../ui/dom';
import { ownerDot } from './glyphs';
import type { MarsbotView } from './view';

const ICON: Record<string, [string, string]> = {
  advance: ['»', 'advance this cube one more space'],
  milestone: ['M', 'claim a milestone'],
  award: ['A', 'fund an award'],
  temperature: ['°', 'raise the temperature'],
  temperature2: ['°°', 'raise the temperature twice'],
  greenery: ['✿', 'place a greenery'],
  ocean: ['≈', 'place an ocean'],
  city: ['⌂', 'place a city'],
  venus: ['V', 'Venus (not in this game)'],
  venus2: ['V²', 'Venus (not in this game)'],
};

function iconOf(icon: string | null, board: MarsbotView['board']): [string, string] {
  if (icon === null) return ['', ''];
  const tag = /^tag_(\d)$/.exec(icon);
  if (tag) return [`↗${tag[1]}`, `advance the ${board[Number(tag[1]) - 1]?.name ?? ''} track`];
  const tr = /^tr(\d+)$/.exec(icon);
  if (tr) return [`TR${tr[1]}`, `${tr[1]} TR`];
  return ICON[icon] ?? [icon, icon];
}

const CHANGE_LABEL: Record<string, string> = {
  easyNoAdvance: 'no advance icons',
  easyFailure3: 'failures give 3 M€',
  easyAwardsMinus5: 'award values −5',
  hardCardVp: 'card VP',
  hardEarlyMilestone: 'early milestones',
  brutalFourCards: 'four cards',
};

function trackRows(m: MarsbotView): HTMLElement {
  const numbers = h(
    'div',
    { class: 'mb-track mb-numbers' },
    h('span', null, ''),
    h(
      'span',
      { class: 'mb-cells' },
      m.board[0].icons.map((_, n) => h('span', null, n)),
    ),
  );
  return h(
    'div',
    { class: 'mb-tracks', 'data-marsbot-tracks': true },
    numbers,
    m.board.map((t, i) => {
      const at = m.tracks[i];
      return h(
        'div',
        { class: 'mb-track', 'data-track': t.id, 'data-space': at.space },
        h(
          'span',
          {
            class: 'mb-track-name',
            title: `tags: ${t.tags.join(', ')}${t.productions.length ? ` · regressed by ${t.productions.join(', ')} production` : ''}`,
          },
          `${i + 1}. ${t.name}`,
        ),
        h(
          'span',
          { class: 'mb-cells' },
          t.icons.map((icon, n) => {
            const [glyph, words] = iconOf(icon, m.board);
            const classes = [
              'mb-cell',
              icon?.startsWith('venus') ? 'venus' : '',
              n === at.space ? 'cube' : '',
              n === at.marker ? 'marker' : '',
              n < at.space ? 'passed' : '',
            ];
            return h(
              'span',
              { class: classes.filter(Boolean).join(' '), title: `${n}${words ? `: ${words}` : ''}${n === at.marker ? ' · regression marker' : ''}` },
              glyph,
            );
          }),
        ),
      );
    }),
  );
}

function names(title: string, list: { name: string }[]): HTMLElement {
  return h(
    'div',
    { class: 'mb-list' },
    h('strong', null, `${title} (${list.length}): `),
    list.length ? list.map((c) => c.name).join(', ') : h('span', { class: 'muted' }, 'none'),
  );
}

export function marsbotPanel(m: MarsbotView, lastTurn: string[]): HTMLElement {
  const changes = Object.entries(m.changes)
    .filter(([, on]) => on)
    .map(([k]) => CHANGE_LABEL[k] ?? k);
  const sheet = m.sheetIfEndedNow;
  return h(
    'section',
    { class: 'tm-marsbot owner-marsbot', 'data-marsbot-panel': true },
    h(
      'header',
      null,
      ownerDot('marsbot'),
      h('span', { class: 'name' }, m.name),
      h('span', { class: 'tm-tr', 'data-marsbot-tr': m.tr }, `TR ${m.tr}`),
      h('span', { class: 'mb-mc', 'data-marsbot-mc': m.mc }, `${m.mc} M€`),
      h('span', { class: 'badge' }, `difficulty: ${m.difficulty}`),
      m.passed ? h('span', { class: 'badge passed' }, 'passed') : m.acting ? h('span', { class: 'badge taking-a-turn' }, 'acting') : null,
    ),
    h(
      'div',
      { class: 'mb-stats' },
      h('span', null, `action deck ${m.actionDeckCount}`),
      h('span', null, `bonus deck ${m.bonusDeckCount}`),
      h('span', null, `failures ${m.failures}`),
      m.draftStackCount || m.draftKeptCount ? h('span', null, `draft: ${m.draftStackCount} in its stack, ${m.draftKeptCount} kept`) : null,
      h('span', null, m.startsGeneration ? 'starts this generation' : 'you start this generation'),
      h('span', null, `${m.mcPerVp} M€ → 1 VP now`),
      sheet
        ? h(
            'span',
            {
              class: 'mb-vp',
              title: Object.entries(sheet)
                .map(([k, n]) => `${k} ${n}`)
                .join(' · '),
            },
            `${sheet.total} VP if the game ended now`,
          )
        : null,
      changes.length ? h('span', null, `changes: ${changes.join(', ')}`) : null,
    ),
    m.resolving ? h('div', { class: 'mb-resolving', 'data-marsbot-resolving': true }, 'Resolving: ', h('strong', null, m.resolving.name)) : null,
    trackRows(m),
    m.boardProvisional
      ? h('p', { class: 'note mb-provisional' }, 'Provisional board: the track icons have not been checked against the printed MarsBot board yet.')
      : null,
    lastTurn.length
      ? h(
          'div',
          { class: 'mb-last', 'data-marsbot-last': true },
          h('strong', null, 'Last turn'),
          h(
            'ol',
            null,
            lastTurn.map((t) => h('li', null, t)),
          ),
        )
      : null,
    names('Played', m.played),
    names('Bonus discard', m.bonusDiscard),
    names('Destroyed', m.destroyed),
  );
}
