/**
 * The standing offer (`view.offer`) as a small panel beside the table: give Trade Goods (a recipient and
 * an amount, then Give), and a button for any other thing it lists (an "at any time" card). It never
 * replaces the question the seat owes; answers go out as offer answers.
 */
import type { Json } from '../../../client-sdk/src';
import { h } from '../ui/dom';
import { errorNote } from '../ui/prompt';
import type { TableProps } from '../ui/table';
import { answerLabel } from './labels';
import { seatName } from './names';
import type { Ti3View } from './view';

type Gift = { to: number; tradeGoods: number };
const isGift = (c: Json): c is Gift => typeof c === 'object' && c !== null && !Array.isArray(c) && typeof c.to === 'number' && typeof c.tradeGoods === 'number';

/** The recipient and amount chosen, kept across re-renders. */
const gift = { to: -1, n: 1 };

export function offerPanel(v: Ti3View, props: TableProps): HTMLElement | null {
  const offer = v.offer;
  const send = props.offer?.send;
  if (!offer || !send) return null;
  const choices = offer.choices ?? [];
  const gifts = choices.filter(isGift);
  const others = choices.filter((c) => !isGift(c));
  const to = [...new Set(gifts.map((g) => g.to))];
  if (!to.includes(gift.to)) gift.to = to[0] ?? -1;
  const most = Math.max(0, ...gifts.filter((g) => g.to === gift.to).map((g) => g.tradeGoods));
  gift.n = Math.min(Math.max(1, gift.n), most);
  const give = () => {
    const c = gifts.find((g) => g.to === gift.to && g.tradeGoods === gift.n);
    if (c) send(c);
  };
  const amount = h(
    'select',
    { 'data-gift-amount': true },
    Array.from({ length: most }, (_, i) => h('option', { value: i + 1, selected: i + 1 === gift.n }, i + 1)),
  );
  amount.addEventListener('change', () => (gift.n = Number(amount.value)));
  const recipient = h(
    'select',
    { 'data-gift-to': true },
    to.map((seat) => h('option', { value: seat, selected: seat === gift.to }, seatName(v, props.names, seat))),
  );
  recipient.addEventListener('change', () => {
    gift.to = Number(recipient.value);
    props.rerender();
  });
  return h(
    'section',
    { class: 'ti3-offer', 'data-offer-id': offer.id, 'data-offer-kind': offer.kind },
    h('span', { class: 'offer-note muted' }, 'At any time: '),
    gifts.length
      ? h(
          'span',
          { class: 'gift', 'data-gift': true },
          'Give ',
          amount,
          ' Trade Good(s) to ',
          recipient,
          ' ',
          h('button', { type: 'button', 'data-give': true, onclick: give }, 'Give'),
        )
      : null,
    others.map((c, i) => h('button', { type: 'button', 'data-offer-choice': i, onclick: () => send(c) }, answerLabel(v, c, offer))),
    errorNote(props.offer?.error ?? null),
  );
}
