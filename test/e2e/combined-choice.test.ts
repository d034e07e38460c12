/**
 * The page's combined answers (web/src/rftg/combined.ts) without a browser:
 * a question whose answers combine cards becomes roles of card tiles, only
 * ticks that still lead to an answer are allowed, and the ticks make up
 * exactly one of the offered answers (in the server's order, whatever the
 * order of the clicks).
 */
import type { Json, WirePrompt } from '../../client-sdk/src';
import { chosenCombo, combinedChoice, comboControls } from '../../web/src/rftg/combos';
import { PickSelection } from '../../web/src/ui/selection';

const prompt = (kind: string, choices: Json[]): WirePrompt => ({ id: 'p1', seat: 0, kind, text: kind, choices });

function clicker(p: WirePrompt) {
  const c = combinedChoice(p)!;
  const selection = new PickSelection();
  selection.sync(p);
  const controls = comboControls(c, selection, () => undefined);
  return {
    c,
    controls,
    click: (card: number, group?: number) => controls.toggle(controls.item(card, group)!.i),
    enabled: (card: number, group?: number) => controls.item(card, group)!.enabled,
    answer: () => chosenCombo(c, selection.indexes)?.cards ?? null,
  };
}

describe('combined card answers on the page', () => {
  it('the start-world choice: one world of the offer, two hand cards, in any click order', () => {
    const hand = [10, 11, 12];
    const choices: Json[] = [];
    for (const w of [1, 2])
      for (const [a, b] of [
        [10, 11],
        [10, 12],
        [11, 12],
      ])
        choices.push([w, a, b]);
    const t = clicker(prompt('start-choice', choices));
    expect(t.c.groups.map((g) => [g.role, g.positions.length, g.candidates])).toEqual([
      ['Start world to keep', 1, [1, 2]],
      ['Cards to discard', 2, hand],
    ]);
    t.click(12);
    t.click(2);
    expect(t.answer()).toBeNull();
    t.click(10);
    expect(t.answer()).toEqual([2, 10, 12]);
    // A third hand card cannot be ticked; another world replaces the first.
    expect(t.enabled(11)).toBe(false);
    t.click(1);
    expect(t.answer()).toEqual([1, 10, 12]);
  });

  it('only ticks that lead to a legal answer: a world upgrade offers only its real pairs', () => {
    const t = clicker(prompt('upgrade', [[5, 7], [5, 8], [6, 7], null]));
    expect(t.c.others).toEqual([{ index: 3, value: null }]);
    t.click(6, 0);
    expect(t.enabled(8, 1)).toBe(false);
    expect(t.enabled(7, 1)).toBe(true);
    t.click(7, 1);
    expect(t.answer()).toEqual([6, 7]);
  });

  it('a pairs power: two hand cards or nothing (a button)', () => {
    const t = clicker(prompt('consume-hand', [[], [3, 4], [3, 9]]));
    expect(t.c.others).toEqual([{ index: 0, value: [] }]);
    t.click(4);
    expect(t.enabled(9)).toBe(false);
    t.click(3);
    expect(t.answer()).toEqual([3, 4]);
  });

  it('other shapes stay a list of buttons', () => {
    expect(combinedChoice(prompt('discard-produce', [17, 18, null]))).toBeNull();
    expect(combinedChoice(prompt('takeover', [[20, 4, 1], null]))).toBeNull();
    expect(combinedChoice(prompt('consume-hand', [[[3, 0]]]))).toBeNull();
  });
});
