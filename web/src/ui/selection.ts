/**
 * What the player has ticked for the open `pick` prompt (or counted, for an `amounts` one). It survives the
 * re-renders of one prompt and starts empty when the prompt changes. Items
 * are remembered by position, because `from` may list one value twice
 * (two goods on the same world).
 */
import type { AmountItem, AmountsSpec, Json, WirePrompt } from '../../../client-sdk/src';

export class PickSelection {
  private promptId: string | null = null;
  private chosen: number[] = [];
  /** For an `amounts` prompt: the count set per item id (absent: the item's minimum). */
  private counts = new Map<string, number>();

  /** Call with every new view: a different prompt clears the selection. */
  sync(prompt: WirePrompt | null): void {
    const id = prompt?.id ?? null;
    if (id === this.promptId) return;
    this.promptId = id;
    this.chosen = [];
    this.counts = new Map();
  }

  amount(item: AmountItem): number {
    return this.counts.get(item.id) ?? item.min;
  }

  /** Sets an item's count, kept within its bounds. */
  setAmount(item: AmountItem, n: number): void {
    this.counts.set(item.id, Math.max(item.min, Math.min(item.max, n)));
  }

  /** The answer to an `amounts` prompt as it stands. */
  amounts(spec: AmountsSpec): { [id: string]: Json } {
    return Object.fromEntries(spec.items.map((item) => [item.id, this.amount(item)]));
  }

  has(i: number): boolean {
    return this.chosen.includes(i);
  }

  get count(): number {
    return this.chosen.length;
  }

  get indexes(): readonly number[] {
    return this.chosen;
  }

  /** Ticks or unticks item `i`; with max 1 a new tick replaces the old one. */
  toggle(i: number, max: number): void {
    if (this.has(i)) this.chosen = this.chosen.filter((x) => x !== i);
    else if (max === 1) this.chosen = [i];
    else if (this.chosen.length < max) this.chosen = [...this.chosen, i];
  }

  /** An untaken item may still be ticked (max 1 replaces, so it always can). */
  canAdd(max: number): boolean {
    return max === 1 || this.chosen.length < max;
  }

  /** Sets the ticks at once (a table with its own rules for what a click does). */
  replace(indexes: readonly number[]): void {
    this.chosen = [...indexes];
  }

  values(from: Json[]): Json[] {
    return [...this.chosen].sort((a, b) => a - b).map((i) => from[i]);
  }

  clear(): void {
    this.chosen = [];
    this.counts = new Map();
  }
}
