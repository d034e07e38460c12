/**
 * Trade's state and tasks (issue 24, "Trade"): types only, so that state.ts and tasks.ts can name them
 * without importing the modules that work on them.
 */

/**
 * An agreement between two seats: each gave the other one of his two contracts (`gave[i]`: the index, 0 or
 * 1, of the contract `seats[i]` gave; the other seat holds it and collects its value).
 */
export type Agreement = {
  seats: [number, number];
  gave: [number, number];
  /** Formed in the action still going on: nobody collects on it before that action ends. */
  fresh?: true;
};

/** A proposal in the negotiations: `from` offers his contract `give` for `to`'s contract `take`. */
export type Proposal = {
  id: number;
  from: number;
  to: number;
  give: number;
  take: number;
  /** Accepted by `to`, waiting for the active player's approval. */
  accepted?: true;
};

export type TradeState = {
  agreements: Agreement[];
  /** Agreements formed so far (the simulator's figure). */
  formed: number;
  /** Pairs ("a-b", a < b) that made a Hacan action-card trade proposal in this status phase. */
  hacanTraded: string[];
};

/**
 * A Hacan action-card trade offered by `seat` to `to`: what `seat` gives (one action card of his hand, or
 * Trade Goods) and what he asks for (one action card of the partner's choice, or Trade Goods).
 */
export type HacanOffer = { to: number; give: { card: string } | { tradeGoods: number } | null; want: 'card' | { tradeGoods: number } | null };

export type TradeTask =
  /** The negotiations after the Trade primary (a): every seat at once (trade/negotiation.ts). */
  | { t: 'negotiate'; active: number; proposals: Proposal[]; made: Record<number, number>; done: number[]; serial: number }
  /** Status phase, after step 1: break agreements, offer Hacan trades, or done (trade/status.ts). */
  | { t: 'trade-status'; seat: number }
  /** The partner's answer to a Hacan trade offer. */
  | { t: 'hacan-trade'; seat: number; from: number; offer: HacanOffer };
