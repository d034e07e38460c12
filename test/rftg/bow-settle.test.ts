/**
 * The Brink of War's Settle powers and takeover powers, from scripted
 * situations: what each seat is offered, what it costs, and what everyone
 * can see afterwards.
 */
import { rftg, type RftgState } from '../../server/src/games/rftg';
import { activePowers } from '../../server/src/games/rftg/cardinfo';
import { totalMilitary } from '../../server/src/games/rftg/military';
import { bonusVp } from '../../server/src/games/rftg/scoring';
import { answer, chooseActions, cid, layout, newBowGame, promptOf, script } from './helpers';

function bow(seats = 2, takeovers = false): RftgState {
  return newBowGame(seats, { takeovers });
}

/** A seat with nothing to decide during Settle. */
function idle(s: RftgState, seat: number, start: string): void {
  layout(s, seat, { tableau: [start], hand: [] });
}

type SeatView = { prestige: number; oortKind: string | null; tableau: { card: number; goods: number }[] };
function seen(s: RftgState, viewer: number, seat: number): SeatView {
  return (rftg.view(s, { kind: 'seat', seat: viewer }) as { players: SeatView[] }).players[seat];
}

describe('Imperium Fuel Depot: draw after placing, then discard', () => {
  it('every after-placing draw comes before the discard, which may be any hand card', () => {
    const s = bow();
    layout(s, 0, { tableau: ['Old Earth', 'Imperium Fuel Depot', 'Galactic Markets'], hand: ['Artist Colony', 'Gem World'] });
    idle(s, 1, 'Epsilon Eridani');
    chooseActions(s, ['PRODUCE', 'SETTLE']);
    answer(s, 0, cid(s, 'Artist Colony'));
    answer(s, 1, null);
    script(s, ['Spice World', 'Comet Zone', 'Mining World']);
    answer(s, 0, [cid(s, 'Gem World')]);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('settle-discard');
    expect(pr.pick).toEqual({ from: [cid(s, 'Spice World'), cid(s, 'Comet Zone'), cid(s, 'Mining World')], min: 1, max: 1 });
    answer(s, 0, [cid(s, 'Comet Zone')]);
    expect(s.players[0].hand).toEqual(expect.arrayContaining([cid(s, 'Spice World'), cid(s, 'Mining World')]));
    expect(s.players[0].hand).not.toContain(cid(s, 'Comet Zone'));
    expect(seen(s, 1, 0).tableau.map((e) => e.card)).toContain(cid(s, 'Artist Colony'));
  });
});

describe('Golden Age of Terraforming', () => {
  function setup(): RftgState {
    const s = bow();
    layout(s, 0, {
      tableau: ['Old Earth', 'Golden Age of Terraforming', 'Plague World'],
      goods: ['Plague World'],
      hand: ['Distant World', 'Gem World', 'Spice World', 'Comet Zone', 'Empath World'],
    });
    idle(s, 1, 'Epsilon Eridani');
    chooseActions(s, ['PRODUCE', 'SETTLE']);
    return s;
  }

  it('a gene good may be spent for -3; a new production world gets a good', () => {
    const s = setup();
    const ga = cid(s, 'Golden Age of Terraforming');
    answer(s, 0, cid(s, 'Distant World'));
    answer(s, 1, null);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('settle-powers');
    expect(pr.choices).toEqual([[], [[ga, 1]]]);
    answer(s, 0, [[ga, 1]]);
    // Cost 4 - 3.
    expect(promptOf(s, 0)!.pick!.min).toBe(1);
    // (Produce follows at once, so what Settle did is read from its public events.)
    const ev = answer(s, 0, [cid(s, 'Gem World')]);
    const settleEv = ev.slice(
      0,
      ev.findIndex((e) => e.type === 'phase'),
    );
    expect(settleEv.filter((e) => e.type === 'spend-good').map((e) => e.data)).toEqual([{ seat: 0, world: cid(s, 'Plague World'), kind: 'gene' }]);
    expect(settleEv.filter((e) => e.type === 'good').map((e) => e.data)).toEqual([{ seat: 0, world: cid(s, 'Distant World') }]);
    expect(settleEv.every((e) => e.audience === undefined || e.type !== 'spend-good')).toBe(true);
  });

  it('without the good the full cost is paid; a windfall world only gets its own good', () => {
    const s = setup();
    answer(s, 0, cid(s, 'Empath World'));
    answer(s, 1, null);
    // Paying 1 card needs no power: the reduction is offered but optional.
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('settle-powers');
    answer(s, 0, []);
    answer(s, 0, [cid(s, 'Gem World')]);
    expect(s.players[0].goods[cid(s, 'Empath World')]).toHaveLength(1);
    expect(s.players[0].goods[cid(s, 'Plague World')]).toHaveLength(1);
  });
});

describe('temporary military bought with prestige or a good', () => {
  it('Alien Booby Trap: 1 prestige for +3 military, offered only with prestige', () => {
    const s = bow();
    layout(s, 0, { tableau: ['Old Earth', 'Alien Booby Trap'], hand: ['Hive World', 'Gem World'] });
    idle(s, 1, 'Epsilon Eridani');
    const trap = cid(s, 'Alien Booby Trap');
    const poor = JSON.parse(JSON.stringify(s)) as RftgState;
    chooseActions(poor, ['PRODUCE', 'SETTLE']);
    expect(promptOf(poor, 0)!.choices).not.toContain(cid(s, 'Hive World'));

    s.players[0].prestige = 1;
    chooseActions(s, ['PRODUCE', 'SETTLE']);
    expect(promptOf(s, 0)!.choices).toContain(cid(s, 'Hive World'));
    answer(s, 0, cid(s, 'Hive World'));
    answer(s, 1, null);
    expect(promptOf(s, 0)!.choices).toEqual([[[trap, 0]]]);
    answer(s, 0, [[trap, 0]]);
    expect(seen(s, 1, 0).prestige).toBe(0);
    expect(s.players[0].tableau).toContain(cid(s, 'Hive World'));
  });

  it('Rebel Fuel Refinery: a rare good for +2; with two candidates the player picks the good', () => {
    const s = bow();
    layout(s, 0, {
      tableau: ['Old Earth', 'Rebel Fuel Refinery', 'Mining World'],
      goods: ['Rebel Fuel Refinery', 'Mining World'],
      hand: ['Aquatic Uplift Race'],
    });
    idle(s, 1, 'Epsilon Eridani');
    const ref = cid(s, 'Rebel Fuel Refinery');
    chooseActions(s, ['PRODUCE', 'SETTLE']);
    answer(s, 0, cid(s, 'Aquatic Uplift Race'));
    answer(s, 1, null);
    answer(s, 0, [[ref, 0]]);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('settle-good');
    expect(pr.pick!.from.sort()).toEqual([ref, cid(s, 'Mining World')].sort());
    const ev = answer(s, 0, [cid(s, 'Mining World')]);
    expect(ev.filter((e) => e.type === 'spend-good').map((e) => e.data)).toEqual([{ seat: 0, world: cid(s, 'Mining World'), kind: 'rare' }]);
    expect(s.players[0].tableau).toContain(cid(s, 'Aquatic Uplift Race'));
  });
});

describe('Rebel Sneak Attack: an additional military world', () => {
  it('after a world is placed, a military world is conquered too; the card is discarded, no second Settle bonus', () => {
    const s = bow();
    layout(s, 0, { tableau: ['Old Earth', 'Rebel Sneak Attack', 'Space Marines'], hand: ['Artist Colony', 'Gem World', 'Aquatic Uplift Race', 'Rebel Base'] });
    idle(s, 1, 'Epsilon Eridani');
    const sneak = cid(s, 'Rebel Sneak Attack');
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    answer(s, 0, cid(s, 'Artist Colony'));
    answer(s, 1, null);
    answer(s, 0, [cid(s, 'Gem World')]);
    const extra = promptOf(s, 0)!;
    expect(extra.kind).toBe('settle-extra');
    expect(extra.choices).toEqual([[sneak, 1], null]);
    answer(s, 0, [sneak, 1]);
    // Rebel Base (defence 6) is out of reach of 2 military.
    expect(promptOf(s, 0)!.choices).toEqual([cid(s, 'Aquatic Uplift Race'), null]);
    const hand = s.players[0].hand.length;
    answer(s, 0, cid(s, 'Aquatic Uplift Race'));
    expect(s.players[0].tableau).toEqual(['Old Earth', 'Space Marines', 'Artist Colony', 'Aquatic Uplift Race'].map((n) => cid(s, n)));
    expect(s.discard).toContain(sneak);
    expect(s.players[0].hand.length).toBe(hand - 1);
  });

  it('with Imperium Invasion Fleet the extra world may be a peaceful world conquered as a military one', () => {
    const s = bow();
    layout(s, 0, { tableau: ['Old Earth', 'Rebel Sneak Attack', 'Imperium Invasion Fleet'], hand: ['Artist Colony', 'Gem World', 'Spice World'] });
    idle(s, 1, 'Epsilon Eridani');
    const sneak = cid(s, 'Rebel Sneak Attack');
    const fleet = cid(s, 'Imperium Invasion Fleet');
    chooseActions(s, ['PRODUCE', 'SETTLE']);
    answer(s, 0, cid(s, 'Artist Colony'));
    answer(s, 1, null);
    // Paying for Artist Colony: the Fleet's conquest is offered but not used.
    answer(s, 0, []);
    answer(s, 0, [cid(s, 'Gem World')]);
    answer(s, 0, [sneak, 1]);
    expect(promptOf(s, 0)!.choices).toEqual([cid(s, 'Spice World'), null]);
    answer(s, 0, cid(s, 'Spice World'));
    // Only the conquest can place it now: no hand card is left to pay with.
    expect(promptOf(s, 0)!.choices).toEqual([[[fleet, 2]]]);
    answer(s, 0, [[fleet, 2]]);
    expect(s.players[0].tableau).toEqual(['Old Earth', 'Artist Colony', 'Spice World'].map((n) => cid(s, n)));
    expect(s.discard).toEqual(expect.arrayContaining([sneak, fleet]));
    expect(seen(s, 1, 0).prestige).toBe(2);
  });

  it('is not offered to a seat that placed nothing', () => {
    const s = bow();
    layout(s, 0, { tableau: ['Old Earth', 'Rebel Sneak Attack', 'Space Marines'], hand: ['Aquatic Uplift Race'] });
    idle(s, 1, 'Epsilon Eridani');
    chooseActions(s, ['PRODUCE', 'SETTLE']);
    answer(s, 0, null);
    answer(s, 1, null);
    expect(promptOf(s, 0)!.kind).toBe('action');
    expect(s.players[0].tableau).toContain(cid(s, 'Rebel Sneak Attack'));
    expect(s.players[0].hand).toContain(cid(s, 'Aquatic Uplift Race'));
  });
});

describe('Terraforming Engineers: upgrade a world', () => {
  it('offers same-kind non-military worlds costing 0-3 more, even without placing; goods on the old world are lost', () => {
    const s = bow();
    layout(s, 0, {
      tableau: ['Old Earth', 'Terraforming Engineers', 'Gem World', 'New Survivalists'],
      goods: ['Gem World'],
      hand: ['Prosperous World', 'Distant World', 'Spice World', 'Lost Species Ark World'],
    });
    idle(s, 1, 'Epsilon Eridani');
    const te = cid(s, 'Terraforming Engineers');
    const gem = cid(s, 'Gem World');
    chooseActions(s, ['PRODUCE', 'SETTLE']);
    answer(s, 0, null);
    answer(s, 1, null);
    expect(promptOf(s, 0)!.choices).toEqual([[te, 2], null]);
    answer(s, 0, [te, 2]);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('upgrade');
    // Not Distant World (gene), nor New Survivalists (military).
    expect(pr.choices).toEqual([[cid(s, 'Prosperous World'), gem], [cid(s, 'Spice World'), gem], null]);
    answer(s, 0, [cid(s, 'Prosperous World'), gem]);
    expect(s.players[0].tableau).toEqual(['Old Earth', 'Terraforming Engineers', 'New Survivalists', 'Prosperous World'].map((n) => cid(s, n)));
    expect(s.discard).toContain(gem);
    expect(s.players[0].goods[gem]).toBeUndefined();
    expect(seen(s, 1, 0).prestige).toBe(1);
  });
});

describe('BoW takeover powers', () => {
  it('Interstellar Casus Belli: 1 prestige to declare (secretly), 2 prestige on success', () => {
    const s = bow(2, true);
    layout(s, 0, { tableau: ['Old Earth', 'Interstellar Casus Belli', 'Space Marines'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani', 'New Survivalists'], hand: [] });
    const cb = cid(s, 'Interstellar Casus Belli');
    const target = cid(s, 'New Survivalists');
    s.players[0].prestige = 1;
    chooseActions(s, ['PRODUCE', 'SETTLE']);
    answer(s, 0, null);
    answer(s, 1, null);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('takeover');
    expect(pr.choices).toEqual([[target, cb, 0], null]);
    const ev = rftg.apply(s, 0, [target, cb, 0]).events;
    expect(ev.filter((e) => e.type === 'takeover-choice').every((e) => JSON.stringify(e.audience) === '[0]')).toBe(true);
    // Attack 2 (Space Marines) against defence 1 + 1 (Epsilon Eridani): the attacker wins ties.
    expect(s.players[0].tableau).toContain(target);
    expect(s.players[1].tableau).not.toContain(target);
    expect(seen(s, 1, 0).prestige).toBe(2);
  });

  it('with Imperium Invasion Fleet a non-military world may be targeted; the Fleet is spent and brings 2 prestige more', () => {
    const s = bow(2, true);
    layout(s, 0, { tableau: ['Old Earth', 'Interstellar Casus Belli', 'Imperium Invasion Fleet'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani', 'New Survivalists', 'Gem World'], hand: [] });
    const cb = cid(s, 'Interstellar Casus Belli');
    const fleet = cid(s, 'Imperium Invasion Fleet');
    const gem = cid(s, 'Gem World');
    s.players[0].prestige = 1;
    chooseActions(s, ['PRODUCE', 'SETTLE']);
    answer(s, 0, null);
    answer(s, 1, null);
    // Any world in play, the start world included.
    expect(promptOf(s, 0)!.choices).toEqual([[cid(s, 'Epsilon Eridani'), cb, 0], [cid(s, 'New Survivalists'), cb, 0], [gem, cb, 0], null]);
    // Attack 3 (the Fleet's military lasts though the card is spent) against 1 + 2.
    answer(s, 0, [gem, cb, 0]);
    expect(s.players[0].tableau).toEqual(['Old Earth', 'Interstellar Casus Belli', 'Gem World'].map((n) => cid(s, n)));
    expect(s.discard).toContain(fleet);
    expect(seen(s, 1, 0).prestige).toBe(4);
  });

  it('Interstellar Casus Belli needs a prestige to declare', () => {
    const s = bow(2, true);
    layout(s, 0, { tableau: ['Old Earth', 'Interstellar Casus Belli', 'Space Marines'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani', 'New Survivalists'], hand: [] });
    chooseActions(s, ['PRODUCE', 'SETTLE']);
    answer(s, 0, null);
    answer(s, 1, null);
    expect(promptOf(s, 0)!.kind).toBe('action');
    expect(s.players[1].tableau).toContain(cid(s, 'New Survivalists'));
  });

  it('Imperium Planet Buster destroys the world and its good; the attacker gains 2 prestige', () => {
    const s = bow(2, true);
    layout(s, 0, { tableau: ['Old Earth', 'Imperium Planet Buster'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani', 'New Survivalists'], goods: ['New Survivalists'], hand: [] });
    const pb = cid(s, 'Imperium Planet Buster');
    const target = cid(s, 'New Survivalists');
    chooseActions(s, ['PRODUCE', 'SETTLE']);
    answer(s, 0, null);
    answer(s, 1, null);
    const good = s.players[1].goods[target][0];
    answer(s, 0, [target, pb, 1]);
    expect(s.players[0].tableau).not.toContain(target);
    expect(s.players[1].tableau).toEqual([cid(s, 'Epsilon Eridani')]);
    expect(s.discard).toEqual(expect.arrayContaining([target, good]));
    expect(seen(s, 1, 0).prestige).toBe(2);
  });

  it('Imperium Planet Buster is no 6-cost development for "?" VP', () => {
    const s = bow();
    layout(s, 0, { tableau: ['Old Earth', 'Golden Age of Terraforming', 'Imperium Planet Buster'] });
    const ga = cid(s, 'Golden Age of Terraforming');
    // Golden Age scores 2 for itself (Terraforming); Planet Buster adds nothing.
    expect(bonusVp(s, s.players[0], ga)).toBe(2);
    layout(s, 0, { tableau: ['Old Earth', 'Golden Age of Terraforming', 'Imperium Planet Buster', 'Pan-Galactic Affluence'] });
    expect(bonusVp(s, s.players[0], ga)).toBe(3);
  });

  it("Pan-Galactic Security Council: before resolution, 1 prestige defeats anyone's declared takeover", () => {
    const s = bow(3, true);
    layout(s, 0, { tableau: ['Old Earth', 'Interstellar Casus Belli', 'Space Marines'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani', 'New Survivalists'], hand: [] });
    layout(s, 2, { tableau: ['New Sparta', 'Pan-Galactic Security Council'], hand: [] });
    const cb = cid(s, 'Interstellar Casus Belli');
    const council = cid(s, 'Pan-Galactic Security Council');
    const target = cid(s, 'New Survivalists');
    s.players[0].prestige = 1;
    s.players[2].prestige = 1;
    chooseActions(s, ['PRODUCE', 'SETTLE', 'PRODUCE']);
    s.players.forEach((_, seat) => answer(s, seat, null));
    answer(s, 0, [target, cb, 0]);
    const pr = promptOf(s, 2)!;
    expect(pr.kind).toBe('prevent-takeover');
    expect(pr.choices).toEqual([[target, cb], null]);
    const ev = answer(s, 2, [target, cb]);
    expect(ev.some((e) => e.type === 'takeover-prevented' && e.audience === undefined)).toBe(true);
    expect(s.players[1].tableau).toContain(target);
    expect(s.players[0].prestige).toBe(0);
    expect(s.players[2].prestige).toBe(0);
    expect(s.players[2].tableau).toContain(council);
  });
});

describe('takeover resolution order', () => {
  it('attackers add temporary military first, then Security Council may act, then the takeover resolves', () => {
    const s = bow(3, true);
    layout(s, 0, { tableau: ['Old Earth', 'Interstellar Casus Belli', 'Space Marines', 'Alien Booby Trap'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani', 'New Survivalists'], hand: [] });
    layout(s, 2, { tableau: ['New Sparta', 'Pan-Galactic Security Council'], hand: [] });
    const cb = cid(s, 'Interstellar Casus Belli');
    const trap = cid(s, 'Alien Booby Trap');
    const target = cid(s, 'New Survivalists');
    s.players[0].prestige = 2;
    s.players[2].prestige = 1;
    chooseActions(s, ['PRODUCE', 'SETTLE', 'PRODUCE']);
    s.players.forEach((_, seat) => answer(s, seat, null));
    answer(s, 0, [target, cb, 0]);
    expect(promptOf(s, 0)!.kind).toBe('takeover-boost');
    expect(promptOf(s, 0)!.choices).toEqual([[], [[trap, 0]]]);
    expect(promptOf(s, 2)).toBeUndefined();
    answer(s, 0, [[trap, 0]]);
    expect(seen(s, 2, 0).prestige).toBe(0);
    expect(promptOf(s, 2)!.kind).toBe('prevent-takeover');
    answer(s, 2, null);
    // Attack 2 + 3 against 2; the defender has nothing to add and is not asked.
    expect(s.players[0].tableau).toContain(target);
    expect(s.players[0].prestige).toBe(2);
    expect(s.players[2].prestige).toBe(1);
  });
});

describe('Alien Oort Cloud Refinery', () => {
  it('its owner names the kind when a trade power sells its good; the kind is public and sets the price', () => {
    const s = bow();
    layout(s, 0, { tableau: ['Old Earth', 'Alien Oort Cloud Refinery', 'Trade League'], goods: ['Alien Oort Cloud Refinery'], hand: [] });
    idle(s, 1, 'Epsilon Eridani');
    const oort = cid(s, 'Alien Oort Cloud Refinery');
    const league = cid(s, 'Trade League');
    chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    // Its good never sells with the trade action, but Trade League's trade power may sell it.
    expect(promptOf(s, 0)!.choices).toContainEqual([league, 1]);
    answer(s, 0, [league, 1]);
    expect(promptOf(s, 0)!.choices).toEqual([oort]);
    answer(s, 0, oort);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('oort-kind');
    expect(pr.choices).toEqual(['novelty', 'rare', 'gene', 'alien']);
    answer(s, 0, 'alien');
    expect(seen(s, 1, 0).oortKind).toBe('alien');
    // Alien sells for 5, +1 each with Old Earth and Trade League.
    expect(s.players[0].hand.length).toBeGreaterThanOrEqual(7);
  });
});

describe('powers of a card that leaves the tableau', () => {
  it('last for the phase-start owner until Settle ends, except a discard power; tableau counts use the phase start', () => {
    const s = bow();
    layout(s, 0, { tableau: ['Epsilon Eridani', 'Blaster Gem Mines', 'Uplift Mercenary Force', 'Mining World'] });
    const p = s.players[0];
    const gem = cid(s, 'Blaster Gem Mines');
    const mine = cid(s, 'Mining World');
    // Epsilon +1, Blaster Gem Mines +1, Uplift Mercenary Force +1 per chromosome card (itself).
    expect(totalMilitary(s, p)).toBe(3);
    // Taken over (or replaced) mid-phase: its +1 stays, and a world placed since adds no chromosome.
    p.tableau = p.tableau.filter((c) => c !== gem && c !== mine);
    p.tableau.push(cid(s, 'Aquatic Uplift Race'));
    expect(totalMilitary(s, p)).toBe(3);
    expect(activePowers(s, p, 3, true).some((ap) => ap.card === gem)).toBe(true);
    // A Produce power acting on a world that is gone does not last.
    expect(activePowers(s, p, 5, true).some((ap) => ap.card === mine)).toBe(false);
  });
});
