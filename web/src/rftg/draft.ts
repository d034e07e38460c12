/**
 * The drafting variant while it runs: the seat's own pack as cards to pick
 * from (the pick prompt is answered on the tiles, like hand picks), its picks
 * so far, and for every seat only what the view gives: counts and whether it
 * has picked this step. Spectators see the counts alone.
 */
import { h } from '../ui/dom';
import type { ExpansionLevel } from '../../../server/src/games/rftg/public';
import type { PromptContext } from '../ui/prompt';
import { confirmButton, errorNote, pickHint } from '../ui/prompt';
import { design } from './cards';
import { cardTile } from './card-tile';
import type { DraftSeatView, PlayerView, RftgView } from './view';

/** Whether the open prompt is this seat's draft pick (its items are the pack's cards). */
export const isDraftPick = (ctx: PromptContext | null) => ctx?.prompt.kind === 'draft-pick' && !!ctx.prompt.pick;

function seatLine(v: RftgView, level: ExpansionLevel, d: DraftSeatView, mySeat: number | null): HTMLElement {
  const name = v.players[d.seat]?.name ?? `Seat ${d.seat + 1}`;
  const state = d.picked === null ? '' : d.picked ? 'picked' : 'choosing…';
  return h(
    'li',
    {
      class: `draft-seat${d.seat === mySeat ? ' mine' : ''}${d.picked ? ' picked' : ''}`,
      'data-draft-seat': d.seat,
      'data-picked': d.picked === null ? '' : String(d.picked),
    },
    h('b', null, name),
    ` — ${d.pickCount} drafted, pack of ${d.packCount}`,
    state ? h('span', { class: `chip${d.picked ? '' : ' muted'}` }, state) : null,
    // Only the omniscient replay is given other seats' packs.
    d.seat !== mySeat && d.pack
      ? h(
          'div',
          { class: 'draft-picks' },
          d.pack.map((c) => pickChip(level, c)),
        )
      : null,
  );
}

/** A drafted card as a compact chip (a whole tile per pick would fill the page by mid-draft). */
function pickChip(level: ExpansionLevel, card: number): HTMLElement {
  const d = design(level, card);
  const kind = d?.kind === 'world' ? `world good-${d.good ?? 'none'}${d.flags.includes('MILITARY') ? ' military' : ''}` : 'development';
  return h(
    'span',
    { class: `card-chip ${kind}`, 'data-card': card, title: d ? `${d.name}: ${d.kind}, cost ${d.cost}, ${d.vp} VP` : '' },
    d ? `${d.cost} · ${d.name}` : `card #${card}`,
  );
}

function packTiles(level: ExpansionLevel, pack: number[], ctx: PromptContext | null, pending: number | null): HTMLElement {
  const pick = isDraftPick(ctx) ? ctx!.prompt.pick! : null;
  return h(
    'div',
    { class: 'hand draft-pack', 'data-draft-pack': pack.length },
    pack.map((card) => {
      const i = pick ? pick.from.indexOf(card) : -1;
      if (!pick || i < 0) return cardTile(level, card, { classes: card === pending ? ['selected'] : [] });
      const on = ctx!.selection.has(i);
      return cardTile(level, card, {
        classes: [on ? 'selected' : 'pickable'],
        attrs: { 'data-pick-item': i, 'aria-pressed': on ? 'true' : 'false' },
        onClick: () => {
          ctx!.selection.toggle(i, pick.max);
          ctx!.rerender();
        },
      });
    }),
  );
}

export function draftPanel(v: RftgView, level: ExpansionLevel, me: PlayerView | null, ctx: PromptContext | null): HTMLElement | null {
  const d = v.draft;
  if (!d || d.over) return null;
  const mine = me ? d.seats[me.seat] : null;
  const pick = isDraftPick(ctx) ? ctx : null;
  // With a pick open the panel is the prompt itself (same markers as every prompt panel).
  return h(
    'section',
    { class: `draft-panel${pick ? ' prompt' : ''}`, 'data-draft': d.round, 'data-prompt-id': pick?.prompt.id, 'data-prompt-kind': pick?.prompt.kind },
    h('h3', null, `Draft — round ${d.round} of ${d.rounds}${d.packSize ? `, packs of ${d.packSize}` : ''}${d.direction ? `, passing ${d.direction}` : ''}`),
    h(
      'ul',
      { class: 'draft-seats' },
      d.seats.map((s) => seatLine(v, level, s, me?.seat ?? null)),
    ),
    me?.startOffer?.length
      ? h(
          'p',
          { class: 'muted' },
          'Your start worlds (you keep one after the draft): ',
          me.startOffer.map((c) => pickChip(level, c)),
        )
      : null,
    mine?.pack
      ? [
          h(
            'h4',
            null,
            pick ? 'Your pack: keep one card, the rest pass on' : mine.pending !== null ? 'Your pack (picked, waiting for the others)' : 'Your pack',
          ),
          packTiles(level, mine.pack, pick, mine.pending),
          pick &&
            h(
              'div',
              { class: 'pick-bar' },
              h('span', { class: 'hint' }, pickHint(pick.prompt.pick!.min, pick.prompt.pick!.max, pick.selection.count)),
              confirmButton(pick, 'Keep this card'),
            ),
          pick && errorNote(pick.error),
        ]
      : null,
    mine?.picks
      ? [
          h('h4', null, `Your drafted cards (${mine.picks.length})`),
          h(
            'div',
            { class: 'draft-picks', 'data-draft-picks': mine.picks.length },
            mine.picks.length ? mine.picks.map((c) => pickChip(level, c)) : h('span', { class: 'muted' }, 'none yet'),
          ),
        ]
      : null,
  );
}
