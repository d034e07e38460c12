/**
 * What the player has ticked for the open `pick` prompt. It survives the
 * re-renders of one prompt and starts empty when the prompt changes. Items
 * are remembered by position, because `from` may list one value twice
 * (two goods on the same world).
 */
import type { Json, WirePrompt } from '../../../client-sdk/src';

export class PickSelection {
  private promptId: string | null = null;
  private chosen: number[] = [];

  /** Call with every new view: a different prompt clears the selection. */
  sync(prompt: WirePrompt | null): void {
    const id = prompt?.id ?? null;
    if (id === this.promptId) return;
    this.promptId = id;
    this.chosen = [];
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

  values(from: Json[]): Json[] {
    return [...this.chosen].sort((a, b) => a - b).map((i) => from[i]);
  }

  clear(): void {
    this.chosen = [];
  }
}
