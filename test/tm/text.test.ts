/**
 * The card text shown to players is generated from the card data, so what a
 * player reads and what the engine does cannot disagree.
 */
import { corporation, projectCard } from '../../server/src/games/tm/data';
import { behaviourText } from '../../server/src/games/tm/dsl/text';
import { ALL_RECORDS, hasEffect } from '../../server/src/games/tm/tooling';

test('card text from the data', () => {
  expect(behaviourText(projectCard('047'))).toBe('plant prod +2 · +1 plant');
  expect(behaviourText(projectCard('033'))).toBe('action: +1 microbe here or −2 microbes here → oxygen +1');
  expect(behaviourText(projectCard('017'))).toBe("M€ prod +3 · energy prod −1 · city (Noctis City's space)");
  expect(behaviourText(projectCard('004'))).toBe('M€ prod −1 · plant prod +2 · any heat prod −1');
  expect(behaviourText(projectCard('190'))).toBe('spend 5 heat · +4 plants or +2 animals to another card');
  expect(behaviourText(corporation('tharsis-republic'))).toBe(
    'first action: city · when anyone places a city on Mars: M€ prod +1 · when you place a city: +3 M€',
  );
  expect(behaviourText(corporation('united-nations-mars-initiative'))).toBe('action: if your TR rose this generation: pay 3 M€ → TR +1');
});

test('every card and corporation with an effect has a text, and no text reads "undefined"', () => {
  for (const r of ALL_RECORDS) {
    const text = behaviourText(r);
    expect([r.id, hasEffect(r) ? text.length > 0 : text === '']).toEqual([r.id, true]);
    expect(text).not.toMatch(/undefined|NaN|\[object/);
  }
});
