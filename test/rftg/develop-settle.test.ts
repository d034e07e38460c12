import { rftg } from '../../server/src/games/rftg';
import { answer, errorCode as code, chooseActions, id, layout, newGame, promptOf, script } from './helpers';

type SeatView = { players: { placing: unknown; hand: unknown; tableau: { card: number; goods: number; goodKind: unknown; goodCards?: unknown }[] }[] };

describe('develop', () => {
  it('the chooser pays 1 less; Investment Credits reduce; no duplicate developments; placement hidden until revealed', () => {
    const s = newGame(2);
    layout(s, 0, { hand: ['Mining Conglomerate', 'Public Works', 'Gem World', 'Comet Zone'], tableau: ['Old Earth', 'Investment Credits'] });
    layout(s, 1, { hand: [id('Public Works', 1), id('Export Duties', 1), 'Spice World'], tableau: ["Earth's Lost Colony", 'Export Duties'] });
    chooseActions(s, ['DEVELOP', 'SETTLE']);
    expect(promptOf(s, 0)!.choices).toEqual([id('Mining Conglomerate'), id('Public Works'), null]);
    // Seat 1 holds a second Export Duties (same design as on its tableau): not offered.
    expect(promptOf(s, 1)!.choices).toEqual([id('Public Works', 1), null]);
    answer(s, 0, id('Mining Conglomerate'));
    const v1 = rftg.view(s, { kind: 'seat', seat: 1 }) as unknown as SeatView;
    expect(v1.players[0].placing).toBe('chosen');
    expect(JSON.stringify(v1)).not.toContain(`"placing":${id('Mining Conglomerate')}`);
    const v0 = rftg.view(s, { kind: 'seat', seat: 0 }) as unknown as SeatView;
    expect(v0.players[0].placing).toBe(id('Mining Conglomerate'));
    answer(s, 1, null);
    // Cost 3 − 1 (Develop bonus) − 1 (Investment Credits) = 1 card.
    const pay = promptOf(s, 0)!;
    expect(pay.kind).toBe('develop-pay');
    expect(pay.pick).toEqual({ from: [id('Public Works'), id('Gem World'), id('Comet Zone')], min: 1, max: 1 });
    expect(s.players[0].tableau).toContain(id('Mining Conglomerate'));
    answer(s, 0, [id('Gem World')]);
    expect(s.players[0].hand).toEqual([id('Public Works'), id('Comet Zone')]);
    expect(s.discard).toContain(id('Gem World'));
  });
  it('Interstellar Bank draws at the start of the phase; Public Works draws after developing', () => {
    const s = newGame(2);
    layout(s, 0, { hand: ['Export Duties'], tableau: ['Old Earth', 'Interstellar Bank', 'Public Works'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    script(s, ['Contact Specialist', 'Space Marines']);
    chooseActions(s, ['DEVELOP', 'SETTLE']);
    expect(s.players[0].hand).toEqual([id('Export Duties'), id('Contact Specialist')]);
    answer(s, 0, id('Export Duties'));
    // Seat 1 has no cards but is still asked (only "none" is legal), as the reference engine does.
    expect(promptOf(s, 1)!.choices).toEqual([null]);
    answer(s, 1, null);
    expect(s.players[0].tableau).toContain(id('Export Duties'));
    expect(s.players[0].hand).toEqual([id('Contact Specialist'), id('Space Marines')]);
  });
  it('advanced: Develop + second Develop run two develop phases, each with the bonus', () => {
    const s = newGame(2, { advanced: true });
    layout(s, 0, { hand: ['Export Duties', 'Public Works'], tableau: ['Old Earth'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    script(s, ['Gem World']);
    chooseActions(s, ['DEVELOP+DEVELOP2', 'SETTLE+PRODUCE']);
    expect(s.stage).toBe('develop');
    answer(s, 0, id('Export Duties')); // cost 1 − 1 = 0
    answer(s, 1, null);
    expect(s.stage).toBe('develop2');
    expect(promptOf(s, 0)!.choices).toEqual([id('Public Works'), null]);
    answer(s, 0, id('Public Works')); // cost 0 again; Public Works is new, so it does not draw yet
    answer(s, 1, null);
    expect(s.players[0].tableau).toEqual([id('Old Earth'), id('Export Duties'), id('Public Works')]);
  });
});

describe('settle', () => {
  it('peaceful world: cost minus kind-specific discount; Settle bonus draw after placing; windfall gets a good', () => {
    const s = newGame(2);
    layout(s, 0, { hand: ['Comet Zone', 'Gem World', 'Spice World'], tableau: ['Alpha Centauri'] });
    layout(s, 1, { hand: ['Asteroid Belt', 'Artist Colony', 'Secluded World'], tableau: ["Earth's Lost Colony"] });
    script(s, ['Space Port', 'Mining World']);
    chooseActions(s, ['SETTLE', 'DEVELOP']);
    // Develop first (seat 1 chose it); nothing is placed by seat 0 there.
    answer(s, 0, null);
    answer(s, 1, null);
    expect(s.stage).toBe('settle');
    expect(promptOf(s, 0)!.choices).toEqual([id('Comet Zone'), id('Gem World'), id('Spice World'), null]);
    answer(s, 0, id('Comet Zone'));
    answer(s, 1, id('Asteroid Belt'));
    // Asteroid Belt (windfall) gets its good at once (the first scripted card).
    expect(s.players[1].goods[id('Asteroid Belt')]).toEqual([id('Space Port')]);
    // Comet Zone: 3 − 1 (Alpha Centauri's rare discount) = 2.
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 2, max: 2 });
    expect(promptOf(s, 1)!.pick).toMatchObject({ min: 2, max: 2 });
    answer(s, 0, [id('Gem World'), id('Spice World')]);
    expect(s.players[0].hand).toEqual([id('Mining World')]); // the Settle bonus card
    answer(s, 1, [id('Artist Colony'), id('Secluded World')]);
    expect(s.players[1].hand).toEqual([]); // no bonus: seat 1 did not choose Settle
  });
  it('military worlds are conquered with military, specialised military counts only against its targets', () => {
    const s = newGame(2);
    // New Sparta +2; Alpha Centauri… is seat 1's. Galactic Imperium +4 only against Rebel worlds.
    layout(s, 0, { hand: ['Rebel Outpost', 'Lost Alien Warship', 'Rebel Homeworld'], tableau: ['New Sparta', 'Galactic Imperium'] });
    layout(s, 1, { hand: ['Rebel Fuel Cache', 'Rebel Miners', 'Gem World'], tableau: ['Alpha Centauri'] });
    chooseActions(s, ['SETTLE', 'SETTLE']);
    // Seat 0: military 2 (New Sparta); against Rebel worlds +4 = 6. Rebel Outpost (5) yes; Rebel Homeworld (7) and Lost Alien Warship (5, not Rebel) no.
    expect(promptOf(s, 0)!.choices).toEqual([id('Rebel Outpost'), null]);
    // Seat 1: Alpha Centauri +1 against rare worlds only: Rebel Fuel Cache (1, rare) yes, Rebel Miners (2, rare) no; Gem World peaceful costs 2 − 0.
    expect(promptOf(s, 1)!.choices).toEqual([id('Rebel Fuel Cache'), id('Gem World'), null]);
    answer(s, 0, id('Rebel Outpost'));
    answer(s, 1, id('Rebel Fuel Cache'));
    // Conquest needs no payment question; the round goes on to its end (nobody is over the hand limit).
    expect(s.stage).toBe('action');
    expect(s.players[0].tableau).toContain(id('Rebel Outpost'));
    expect(s.players[1].tableau).toContain(id('Rebel Fuel Cache'));
    expect(s.players[1].goods[id('Rebel Fuel Cache')]).toHaveLength(1);
  });
  it('New Military Tactics: discard it for +3 military; Colony Ship: discard it to place a non-alien peaceful world for free', () => {
    const s = newGame(2);
    layout(s, 0, { hand: ['Rebel Warrior Race', 'Gem World'], tableau: ['Old Earth', 'New Military Tactics'] });
    layout(s, 1, { hand: ['Lost Species Ark World'], tableau: ["Earth's Lost Colony", 'Colony Ship'] });
    chooseActions(s, ['SETTLE', 'SETTLE']);
    expect(promptOf(s, 0)!.choices).toEqual([id('Rebel Warrior Race'), null]);
    expect(promptOf(s, 1)!.choices).toEqual([id('Lost Species Ark World'), null]);
    answer(s, 0, id('Rebel Warrior Race'));
    answer(s, 1, id('Lost Species Ark World'));
    const p0 = promptOf(s, 0)!;
    expect(p0.kind).toBe('settle-powers');
    expect(p0.choices).toEqual([[[id('New Military Tactics'), 0]]]);
    const p1 = promptOf(s, 1)!;
    expect(p1.choices).toEqual([[[id('Colony Ship'), 0]]]);
    answer(s, 0, [[id('New Military Tactics'), 0]]);
    answer(s, 1, [[id('Colony Ship'), 0]]);
    expect(s.players[0].tableau).toEqual([id('Old Earth'), id('Rebel Warrior Race')]);
    expect(s.players[1].tableau).toEqual([id("Earth's Lost Colony"), id('Lost Species Ark World')]);
    expect(s.discard).toEqual(expect.arrayContaining([id('New Military Tactics'), id('Colony Ship')]));
    // Both chose Settle: each keeps its other card and draws the Settle bonus card.
    expect(s.players[0].hand[0]).toBe(id('Gem World'));
    expect(s.players[0].hand).toHaveLength(2);
  });
  it('Contact Specialist: pay for a non-alien military world with cards at −1 (its −1 military applies otherwise)', () => {
    const s = newGame(2);
    layout(s, 0, {
      hand: ['Rebel Outpost', 'Gem World', 'Spice World', 'Comet Zone', 'Artist Colony', 'Lost Alien Warship'],
      tableau: ['Old Earth', 'Contact Specialist'],
    });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    // Rebel Outpost (5): pay 5 − 1 = 4 cards; Lost Alien Warship is alien: no.
    expect(promptOf(s, 0)!.choices).toEqual([id('Rebel Outpost'), id('Gem World'), id('Spice World'), id('Comet Zone'), id('Artist Colony'), null]);
    answer(s, 0, id('Rebel Outpost'));
    answer(s, 1, null);
    expect(promptOf(s, 0)!.choices).toEqual([[[id('Contact Specialist'), 1]]]);
    answer(s, 0, [[id('Contact Specialist'), 1]]);
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 4, max: 4 });
    expect(code(() => answer(s, 0, [id('Gem World')]))).toBe('ILLEGAL_MOVE');
    answer(s, 0, [id('Gem World'), id('Spice World'), id('Comet Zone'), id('Artist Colony')]);
    expect(s.players[0].tableau).toContain(id('Rebel Outpost'));
  });
  it('Settle bonus card, then Terraforming Robots draws after settling', () => {
    const s = newGame(2);
    layout(s, 0, { hand: ['Artist Colony', 'Gem World'], tableau: ['Old Earth', 'Terraforming Robots'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    script(s, ['Spice World', 'Comet Zone']);
    chooseActions(s, ['SETTLE', 'DEVELOP']);
    expect(s.stage).toBe('develop');
    answer(s, 0, null);
    answer(s, 1, null);
    answer(s, 0, id('Artist Colony'));
    answer(s, 1, null);
    answer(s, 0, [id('Gem World')]);
    expect(s.players[0].hand).toEqual([id('Spice World'), id('Comet Zone')]);
  });
});

describe('advanced game: Settle + second Settle', () => {
  it('runs two settle phases; the holder gets the Settle bonus card in each', () => {
    const s = newGame(2, { advanced: true });
    layout(s, 0, { hand: ['Artist Colony', 'Secluded World', 'Gem World', 'Spice World', 'Comet Zone'], tableau: ['Old Earth'] });
    layout(s, 1, { hand: [], tableau: ["Earth's Lost Colony"] });
    script(s, ['Space Port', 'Mining World']);
    chooseActions(s, ['SETTLE+SETTLE2', 'CONSUME_TRADE+PRODUCE']);
    expect(s.stage).toBe('settle');
    answer(s, 0, id('Artist Colony'));
    answer(s, 1, null);
    answer(s, 0, [id('Gem World')]);
    expect(s.players[0].hand).toContain(id('Space Port'));
    expect(s.stage).toBe('settle2');
    answer(s, 0, id('Secluded World'));
    answer(s, 1, null);
    answer(s, 0, [id('Spice World')]);
    expect(s.players[0].hand).toContain(id('Mining World'));
    expect(s.players[0].tableau).toEqual([id('Old Earth'), id('Artist Colony'), id('Secluded World')]);
  });
});
