/**
 * Rule readings settled by replaying the reference engine's games (conformance corpus-2): each test
 * reproduces, from a scripted state, one situation where our engine used to part from the reference,
 * and is named after the rule it pins down.
 */
import type { RftgState } from '../../server/src/games/rftg/state';
import { rftg } from '../../server/src/games/rftg';
import { bonusVp, scoreSheet } from '../../server/src/games/rftg/scoring';
import { answer, chooseActions, cid, errorCode, layout, newBowGame, newGame, promptOf, script } from './helpers';

describe('Settle payments', () => {
  it('Space Mercenaries: hand cards may be discarded as temporary military even when the conquest is already won', () => {
    const s = newGame(2, { expansion: 'tgs', goals: false });
    // New Sparta +2, Space Mercenaries +1 = 3: Hive World (defence 3) is conquered without help.
    layout(s, 0, { tableau: ['New Sparta', 'Space Mercenaries'], hand: ['Hive World', 'Gem World', 'Comet Zone'] });
    layout(s, 1, { tableau: ['Old Earth'], hand: [] });
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    answer(s, 0, cid(s, 'Hive World'));
    answer(s, 1, null);
    const powers = promptOf(s, 0)!;
    expect(powers.kind).toBe('settle-powers');
    expect(powers.choices).toEqual([[], [[cid(s, 'Space Mercenaries'), 1]]]);
    answer(s, 0, powers.choices![1]);
    const pay = promptOf(s, 0)!;
    expect(pay.kind).toBe('settle-pay');
    expect(pay.pick).toMatchObject({ min: 0, max: 2 });
    answer(s, 0, [cid(s, 'Gem World')]);
    expect(s.players[0].tableau).toContain(cid(s, 'Hive World'));
    expect(s.discard).toContain(cid(s, 'Gem World'));
  });
});

describe('Alien Oort Cloud Refinery', () => {
  it('produced on by a power of no set kind (the Produce bonus), its owner names the kind then, and the good counts as that kind', () => {
    const s = newBowGame(2);
    const oort = cid(s, 'Alien Oort Cloud Refinery');
    // Consumer Markets draws 1 per novelty good produced this phase.
    layout(s, 0, { tableau: ['Old Earth', 'Consumer Markets', 'Alien Oort Cloud Refinery'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['PRODUCE', 'CONSUME_X2']);
    expect(s.players[0].goods[oort]).toHaveLength(1);
    const ask = promptOf(s, 0)!;
    expect(ask.kind).toBe('oort-kind');
    expect(ask.choices).toEqual(['novelty', 'rare', 'gene', 'alien']);
    const hand = s.players[0].hand.length;
    answer(s, 0, 'novelty');
    expect(s.players[0].oortKind).toBe('novelty');
    expect(s.players[0].hand).toHaveLength(hand + 1);
  });
});

describe('Takeover rewards', () => {
  /** Everyone chooses, then nobody places a world. */
  const settleNothing = (s: RftgState, actions: string[]) => {
    chooseActions(s, actions);
    s.players.forEach((_, seat) => answer(s, seat, null));
  };

  it('a world taken over brings the after-placing prestige powers (Imperium Capital: a Rebel military world)', () => {
    const s = newBowGame(2, { takeovers: true });
    // Attack on Rebel Miners 3 (Warlord +1, +1 against Rebels, Imperium Seat +1 against Rebels) against defence 3.
    layout(s, 0, { tableau: ['Imperium Warlord', 'Imperium Seat', 'Imperium Capital'], hand: [] });
    layout(s, 1, { tableau: ['Old Earth', 'Rebel Miners', 'Space Mercenaries'], hand: [] });
    settleNothing(s, ['PRODUCE', 'SETTLE']);
    const miners = cid(s, 'Rebel Miners');
    answer(s, 0, [miners, cid(s, 'Imperium Seat'), 1]);
    expect(s.players[0].tableau).toContain(miners);
    expect(s.players[0].prestige).toBe(1);
  });

  it('Imperium Planet Buster: a destroyed world brings the Settle rewards (the bonus card) like a world taken over', () => {
    const s = newBowGame(2, { takeovers: true });
    layout(s, 0, { tableau: ['Old Earth', 'Imperium Planet Buster'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani', 'New Survivalists'], hand: [] });
    settleNothing(s, ['SETTLE', 'PRODUCE']);
    const target = cid(s, 'New Survivalists');
    const ev = answer(s, 0, [target, cid(s, 'Imperium Planet Buster'), 1]);
    expect(s.players[1].tableau).not.toContain(target);
    expect(s.players[0].prestige).toBe(2);
    expect(ev.filter((e) => e.type === 'drew-cards').map((e) => e.data)).toContainEqual(expect.objectContaining({ seat: 0, reason: 'Settle bonus' }));
  });
});

describe('Consume bounds with a multi-kind good', () => {
  it('while Alien Oort Cloud Refinery holds a good, a kind-specific consume power may take one good fewer (none of one)', () => {
    const s = newBowGame(2);
    const oort = cid(s, 'Alien Oort Cloud Refinery');
    layout(s, 0, { tableau: ['Alien Oort Cloud Refinery', 'Mining Conglomerate'], goods: ['Alien Oort Cloud Refinery'], hand: [] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    const pr = promptOf(s, 0)!;
    expect(pr.kind).toBe('consume-goods');
    expect(pr.pick).toEqual({ from: [oort], min: 0, max: 1 });
    answer(s, 0, []);
    expect(s.players[0].goods[oort]).toHaveLength(1);
    expect(s.players[0].vp).toBe(0);
  });
});

describe('Settle: pay for a military world', () => {
  it('Contact Specialist pays for the second world of Improved Logistics too: paying for military is no one-use power', () => {
    const s = newGame(2, { expansion: 'tgs', goals: false });
    const cs = cid(s, 'Contact Specialist');
    layout(s, 0, {
      tableau: ['Old Earth', 'Contact Specialist', 'Improved Logistics'],
      hand: ['Malevolent Lifeforms', 'Pirate World', 'Gem World', 'Comet Zone', 'Spice World', 'Space Port', 'Volcanic World'],
    });
    layout(s, 1, { tableau: ['Alpha Centauri'], hand: [] });
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    answer(s, 0, cid(s, 'Malevolent Lifeforms'));
    answer(s, 1, null);
    expect(promptOf(s, 0)!.choices).toEqual([[[cs, 1]]]);
    answer(s, 0, [[cs, 1]]);
    // Malevolent Lifeforms: 4 − 1 (Contact Specialist) = 3 cards.
    answer(s, 0, [cid(s, 'Gem World'), cid(s, 'Comet Zone'), cid(s, 'Spice World')]);
    expect(promptOf(s, 0)!.kind).toBe('place-second');
    answer(s, 0, cid(s, 'Pirate World'));
    const second = promptOf(s, 0)!;
    expect(second.kind).toBe('settle-powers');
    expect(second.choices).toEqual([[[cs, 1]]]);
    answer(s, 0, [[cs, 1]]);
    // Pirate World: 3 − 1 = 2 cards.
    expect(promptOf(s, 0)!.pick).toMatchObject({ min: 2, max: 2 });
  });
});

describe('Settle: Ravaged Uplift World', () => {
  it('pays for chromosome military worlds only: conquering another world raises no payment question', () => {
    const s = newBowGame(2);
    const ravaged = cid(s, 'Ravaged Uplift World');
    // New Sparta +2 conquers Outlaw World (1) and Avian Uplift Race (2, a chromosome world).
    layout(s, 0, { tableau: ['New Sparta', 'Ravaged Uplift World'], hand: ['Outlaw World', 'Avian Uplift Race', 'Gem World'] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    answer(s, 0, cid(s, 'Outlaw World'));
    answer(s, 1, null);
    expect(s.players[0].tableau).toContain(cid(s, 'Outlaw World'));
    expect(promptOf(s, 0)?.kind).not.toBe('settle-powers');

    const t = newBowGame(2);
    layout(t, 0, { tableau: ['New Sparta', 'Ravaged Uplift World'], hand: ['Outlaw World', 'Avian Uplift Race', 'Gem World'] });
    layout(t, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(t, ['SETTLE', 'PRODUCE']);
    answer(t, 0, cid(t, 'Avian Uplift Race'));
    answer(t, 1, null);
    expect(promptOf(t, 0)).toMatchObject({ kind: 'settle-powers', choices: [[], [[ravaged, 0]]] });
  });
});

describe('Takeover: temporary military', () => {
  it('hand cards as military (Space Mercenaries) are offered to attacker and defender even with an empty hand', () => {
    const s = newGame(2, { expansion: 'rvi', goals: false });
    // Attack on Rebel Miners 4 (Warlord +1 +1 against Rebels, Imperium Seat +1, Space Mercenaries +1) against 2 + 1.
    layout(s, 0, { tableau: ['Imperium Warlord', 'Imperium Seat', 'Space Mercenaries'], hand: [] });
    layout(s, 1, { tableau: ['Old Earth', 'Rebel Miners', cid(s, 'Space Mercenaries', 1), 'New Military Tactics'], hand: [] });
    chooseActions(s, ['SETTLE', 'PRODUCE']);
    answer(s, 0, null);
    answer(s, 1, null);
    const miners = cid(s, 'Rebel Miners');
    answer(s, 0, [miners, cid(s, 'Imperium Seat'), 1]);
    const attack = promptOf(s, 0)!;
    expect(attack).toMatchObject({ kind: 'takeover-boost', choices: [[], [[cid(s, 'Space Mercenaries'), 1]]] });
    answer(s, 0, []);
    // Defence 3 + New Military Tactics 3 could win: the defender is asked, the empty hand's power included.
    const defend = promptOf(s, 1)!;
    expect(defend.kind).toBe('defend');
    expect(defend.choices).toContainEqual([[cid(s, 'Space Mercenaries', 1), 1]]);
  });
});

describe('Takeover: goods spent for military', () => {
  const settleNothing = (s: RftgState, actions: string[]) => {
    chooseActions(s, actions);
    s.players.forEach((_, seat) => answer(s, seat, null));
  };

  it('the attacker picks which Rare good Rebel Fuel Refinery spends when it holds several', () => {
    const s = newBowGame(2, { takeovers: true });
    const refinery = cid(s, 'Rebel Fuel Refinery');
    const alpha = cid(s, 'Alpha Centauri');
    layout(s, 0, {
      tableau: ['Imperium Warlord', 'Imperium Seat', 'Rebel Fuel Refinery', 'Alpha Centauri'],
      goods: ['Rebel Fuel Refinery', 'Alpha Centauri'],
      hand: [],
    });
    layout(s, 1, { tableau: ['Old Earth', 'Rebel Miners'], hand: [] });
    settleNothing(s, ['SETTLE', 'SETTLE']);
    answer(s, 0, [cid(s, 'Rebel Miners'), cid(s, 'Imperium Seat'), 1]);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'takeover-boost', choices: [[], [[refinery, 0]]] });
    answer(s, 0, [[refinery, 0]]);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'takeover-boost-good', pick: { from: [refinery, alpha], min: 1, max: 1 } });
    answer(s, 0, [alpha]);
    expect(s.players[0].goods[alpha] ?? []).toHaveLength(0);
    expect(s.players[0].goods[refinery]).toHaveLength(1);
  });

  it.each([
    ['discards it (printed rules)', [], 0],
    ['keeps it with the reference quirk defence-keeps-rare-good (conformance only)', ['defence-keeps-rare-good'], 1],
  ] as const)('a defender spending a Rare good for military %s', (_, quirks, left) => {
    const s = newBowGame(2, { takeovers: true, referenceQuirks: [...quirks] });
    const refinery = cid(s, 'Rebel Fuel Refinery');
    // Attack 3 (Warlord +1 +1 against Rebels, Imperium Seat +1 against Rebels) on Rebel Miners (defence 2).
    layout(s, 0, { tableau: ['Imperium Warlord', 'Imperium Seat'], hand: [] });
    layout(s, 1, { tableau: ['Old Earth', 'Rebel Miners', 'Rebel Fuel Refinery'], goods: ['Rebel Fuel Refinery'], hand: [] });
    settleNothing(s, ['SETTLE', 'SETTLE']);
    answer(s, 0, [cid(s, 'Rebel Miners'), cid(s, 'Imperium Seat'), 1]);
    expect(promptOf(s, 1)).toMatchObject({ kind: 'defend', choices: [[], [[refinery, 0]]] });
    answer(s, 1, [[refinery, 0]]);
    expect(s.players[1].tableau).toContain(cid(s, 'Rebel Miners'));
    expect(s.players[1].goods[refinery] ?? []).toHaveLength(left);
  });
});

describe('Takeover defence: hand cards as military', () => {
  it("a hand-military power used for the defender's own world this phase serves again in a takeover defence", () => {
    const s = newGame(2, { expansion: 'rvi', goals: false });
    const mercs = cid(s, 'Space Mercenaries');
    // Attack 5 (Warlord +1 +1 against Rebels, Imperium Seat +1 against Rebels, Space Marines +2).
    layout(s, 0, { tableau: ['Imperium Warlord', 'Imperium Seat', 'Space Marines'], hand: [] });
    layout(s, 1, { tableau: ['Old Earth', 'Rebel Miners', 'Space Mercenaries'], hand: ['Hive World', 'Gem World', 'Comet Zone', 'Spice World', 'Space Port'] });
    chooseActions(s, ['SETTLE', 'SETTLE']);
    answer(s, 0, null);
    answer(s, 1, cid(s, 'Hive World'));
    // Hive World (3) against military 1: Space Mercenaries takes both of its cards.
    answer(s, 1, [[mercs, 1]]);
    answer(s, 1, [cid(s, 'Gem World'), cid(s, 'Comet Zone')]);
    // Defence of Rebel Miners: 2 + military 1 + 2 temporary = 5, which the attack ties.
    answer(s, 0, [cid(s, 'Rebel Miners'), cid(s, 'Imperium Seat'), 1]);
    const defend = promptOf(s, 1)!;
    expect(defend).toMatchObject({ kind: 'defend', choices: [[], [[mercs, 1]]] });
    answer(s, 1, [[mercs, 1]]);
    expect(promptOf(s, 1)).toMatchObject({ kind: 'defend-hand', pick: { min: 0, max: 2 } });
  });
});

describe('reference quirks option', () => {
  it('accepts only the documented quirk names', () => {
    expect(rftg.parseOptions({ expansion: 'bow', referenceQuirks: ['defence-keeps-rare-good'] }, 2).referenceQuirks).toEqual(['defence-keeps-rare-good']);
    expect(errorCode(() => rftg.parseOptions({ expansion: 'bow', referenceQuirks: ['no-such-quirk'] }, 2))).toBe('BAD_OPTIONS');
    expect(rftg.parseOptions({ expansion: 'bow' }, 2).referenceQuirks).toBeUndefined();
  });
});

describe('one seat at a time (conformance scheduling)', () => {
  const twoPayments = (oneSeatAtATime: boolean) => {
    const s = newGame(2, { goals: false, ...(oneSeatAtATime ? { oneSeatAtATime } : {}) });
    layout(s, 0, { hand: ['Comet Zone', 'Gem World', 'Spice World'], tableau: ['Alpha Centauri'] });
    layout(s, 1, { hand: ['Artist Colony', 'Secluded World', 'Space Port'], tableau: ["Earth's Lost Colony"] });
    s.order = [1, 0];
    chooseActions(s, ['SETTLE', 'SETTLE']);
    answer(s, 0, cid(s, 'Comet Zone'));
    answer(s, 1, cid(s, 'Artist Colony'));
    return s;
  };

  it('real games: every seat pays at once', () => {
    const s = twoPayments(false);
    expect(promptOf(s, 0)?.kind).toBe('settle-pay');
    expect(promptOf(s, 1)?.kind).toBe('settle-pay');
  });

  it('with oneSeatAtATime, seats pay in turn order, the next once the first is done', () => {
    const s = twoPayments(true);
    expect(promptOf(s, 0)).toBeUndefined();
    expect(promptOf(s, 1)?.kind).toBe('settle-pay');
    answer(s, 1, [cid(s, 'Secluded World')]);
    expect(promptOf(s, 0)?.kind).toBe('settle-pay');
  });
});

describe('Search: Alien Oort Cloud Refinery in the Alien category', () => {
  it('matches only if the searcher wants: declining it uses up no decline, and it is offered even as the match to keep', () => {
    const s = newBowGame(2);
    const oort = cid(s, 'Alien Oort Cloud Refinery');
    // Declined first match (Alien Robot Sentry), then the refinery: offered again; declined, the next match is kept.
    script(s, ['Alien Robot Sentry', 'Alien Oort Cloud Refinery', 'Deserted Alien Library']);
    chooseActions(s, ['SEARCH', 'PRODUCE']);
    answer(s, 0, 'ALIEN_WORLD');
    answer(s, 0, 'decline');
    expect(promptOf(s, 0)).toMatchObject({ kind: 'search-keep' });
    answer(s, 0, 'decline');
    expect(s.players[0].hand).toContain(cid(s, 'Deserted Alien Library'));
    expect(s.players[0].hand).not.toContain(oort);

    // The refinery declined first: the next match is still asked about.
    const t = newBowGame(2);
    script(t, ['Alien Oort Cloud Refinery', 'Alien Robot Sentry', 'Deserted Alien Library']);
    chooseActions(t, ['SEARCH', 'PRODUCE']);
    answer(t, 0, 'ALIEN_WORLD');
    answer(t, 0, 'decline');
    expect(promptOf(t, 0)).toMatchObject({ kind: 'search-keep' });
    answer(t, 0, 'decline');
    expect(t.players[0].hand).toContain(cid(t, 'Deserted Alien Library'));
  });
});

describe('Produce: discard-to-produce windfall powers', () => {
  it('judged by the windfall worlds empty when the pass began: filled meanwhile, the question still comes, with "none" only', () => {
    const s = newBowGame(2);
    // Mining Robots (played after Universal Exports, so used first) fills the only empty windfall world.
    layout(s, 0, { tableau: ['Universal Exports', 'Mining Robots', 'Asteroid Belt'], hand: ['Gem World'] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    expect(s.players[0].goods[cid(s, 'Asteroid Belt')]).toHaveLength(1);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'discard-produce', choices: [null] });
    answer(s, 0, null);
    expect(s.players[0].hand).toEqual([cid(s, 'Gem World')]);
  });
});

describe('Produce: a pass suspended by a question', () => {
  it('goes on judging windfall powers by the worlds empty when it began', () => {
    const s = newBowGame(2);
    const oort = cid(s, 'Alien Oort Cloud Refinery');
    // Used in reverse order of play: Mining Robots asks which empty windfall gets a rare good; the refinery
    // (every kind) then no longer waits for a gene good, yet Lifeforms, Inc is still asked about.
    layout(s, 0, { tableau: ['Lifeforms, Inc', 'Mining Robots', 'Asteroid Belt', 'Alien Oort Cloud Refinery'], hand: ['Gem World'] });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['CONSUME_X2', 'PRODUCE']);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'windfall', choices: [cid(s, 'Asteroid Belt'), oort] });
    answer(s, 0, oort);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'discard-produce', choices: [null] });
  });
});

describe('Settle: a seat that placed no world', () => {
  it('is asked about a takeover first, then about its extra Settle powers (Terraforming Engineers)', () => {
    const s = newBowGame(2, { takeovers: true });
    const te = cid(s, 'Terraforming Engineers');
    layout(s, 0, { tableau: ['Imperium Warlord', 'Imperium Seat', 'Terraforming Engineers', 'Artist Colony'], hand: ['Gem World'] });
    layout(s, 1, { tableau: ['Old Earth', 'Rebel Miners'], hand: [] });
    chooseActions(s, ['SETTLE', 'SETTLE']);
    answer(s, 0, null);
    answer(s, 1, null);
    expect(promptOf(s, 0)!.kind).toBe('takeover');
    answer(s, 0, [cid(s, 'Rebel Miners'), cid(s, 'Imperium Seat'), 1]);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'settle-extra', choices: [[te, 2], null] });
  });

  it('a declared takeover spends its power, and a card it discards (Rebel Sneak Attack) has no other power left this phase', () => {
    const s = newBowGame(2, { takeovers: true });
    const sneak = cid(s, 'Rebel Sneak Attack');
    // Sneak Attack: +2 per Rebel military world (Rebel Miners) against an Imperium player's New Survivalists (1 + 1).
    layout(s, 0, { tableau: ['Old Earth', 'Rebel Miners', 'Rebel Sneak Attack'], hand: ['Outlaw World'] });
    layout(s, 1, { tableau: ['Imperium Warlord', 'New Survivalists'], hand: [] });
    chooseActions(s, ['SETTLE', 'SETTLE']);
    answer(s, 0, null);
    answer(s, 1, null);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'takeover', choices: [[cid(s, 'New Survivalists'), sneak, 2], null] });
    answer(s, 0, [cid(s, 'New Survivalists'), sneak, 2]);
    // No extra military world with the Sneak Attack about to be discarded, and no second declaration:
    // the phase is over (the next question is the next round's action).
    expect(promptOf(s, 0)!.kind).toBe('action');
  });
});

describe('Settle: Improved Logistics after a takeover declaration', () => {
  it('may still place a second world, but the takeover power spent on the declaration offers no second one', () => {
    const s = newBowGame(2, { takeovers: true });
    layout(s, 0, { tableau: ['Imperium Warlord', 'Imperium Seat', 'Improved Logistics'], hand: [] });
    layout(s, 1, { tableau: ['Old Earth', 'Rebel Miners'], hand: [] });
    chooseActions(s, ['SETTLE', 'SETTLE']);
    answer(s, 0, null);
    answer(s, 1, null);
    answer(s, 0, [cid(s, 'Rebel Miners'), cid(s, 'Imperium Seat'), 1]);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'place-second', choices: [null] });
    expect(s.players[0].phase.used).toContain(`${cid(s, 'Imperium Seat')}:1`);
    answer(s, 0, null);
    expect(promptOf(s, 0)?.kind).not.toBe('takeover');
  });
});

describe('Develop: Golden Age of Terraforming', () => {
  it('asks which rare good to consume after the cards paid, as the reference engine orders the questions', () => {
    const s = newBowGame(2);
    const golden = cid(s, 'Golden Age of Terraforming');
    layout(s, 0, {
      tableau: ['Old Earth', 'Golden Age of Terraforming', 'Comet Zone', 'Alpha Centauri'],
      goods: ['Comet Zone', 'Alpha Centauri'],
      hand: ['Replicant Robots', 'Gem World', 'Spice World'],
    });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    chooseActions(s, ['DEVELOP', 'PRODUCE']);
    answer(s, 1, null);
    answer(s, 0, cid(s, 'Replicant Robots'));
    answer(s, 0, [[golden, 0]]);
    expect(promptOf(s, 0)!.kind).toBe('develop-pay');
    answer(s, 0, [cid(s, 'Gem World')]);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'develop-good', pick: { from: [cid(s, 'Comet Zone'), cid(s, 'Alpha Centauri')] } });
    answer(s, 0, [cid(s, 'Alpha Centauri')]);
    expect(s.players[0].goods[cid(s, 'Comet Zone')]).toHaveLength(1);
    expect(s.players[0].tableau).toContain(cid(s, 'Replicant Robots'));
  });
});

describe('Takeover targets', () => {
  it.each([
    ['are those the attack could reach (printed rules)', [], false],
    ["also count Cloaking Technology's conquest bonus with the reference quirk (conformance only)", ['takeover-targets-count-cloaking'], true],
  ] as const)('%s', (_, quirks, offered) => {
    const s = newBowGame(2, { takeovers: true, referenceQuirks: [...quirks] });
    // Attack 3 (Invasion Fleet) on Earth's Lost Colony: defence 2 + Drop Ships 3 = 5.
    layout(s, 0, { tableau: ['Old Earth', 'Imperium Cloaking Technology', 'Imperium Invasion Fleet'], hand: [] });
    layout(s, 1, { tableau: ["Earth's Lost Colony", 'Drop Ships'], hand: [] });
    chooseActions(s, ['SETTLE', 'SETTLE']);
    answer(s, 0, null);
    answer(s, 1, null);
    const target = [cid(s, "Earth's Lost Colony"), cid(s, 'Imperium Cloaking Technology'), 1];
    const choices = promptOf(s, 0)?.kind === 'takeover' ? promptOf(s, 0)!.choices! : [];
    expect(choices.some((c) => JSON.stringify(c) === JSON.stringify(target))).toBe(offered);
  });
});

describe('Goals: Greatest Infrastructure', () => {
  it('is not re-checked on the spot when a takeover declaration discards a development (next check: after Develop)', () => {
    const s = newBowGame(2, {
      takeovers: true,
      goals: true,
      goalList: ['FIRST_5_VP', 'FIRST_PHASE_POWER', 'FIRST_SIX_DEVEL', 'FIRST_8_ACTIVE', 'MOST_DEVEL', 'MOST_CONSUME'],
    });
    const devs = ['Space Marines', 'Public Works', 'Export Duties', 'Investment Credits', 'Research Labs'];
    layout(s, 0, { tableau: ['Old Earth', 'Rebel Miners', 'Rebel Sneak Attack', ...devs], hand: [] });
    layout(s, 1, {
      tableau: [
        'Imperium Warlord',
        'New Survivalists',
        'Drop Ships',
        'Colony Ship',
        'Mining Robots',
        'Genetics Lab',
        'Contact Specialist',
        'New Military Tactics',
      ],
      hand: [],
    });
    // Tied at 6 developments, seat 0 holds the tile.
    s.goals!.held.MOST_DEVEL = [0];
    s.goals!.progress.MOST_DEVEL = [6, 6];
    s.goals!.most.MOST_DEVEL = 6;
    chooseActions(s, ['SETTLE', 'SETTLE']);
    answer(s, 0, null);
    answer(s, 1, null);
    const sneak = cid(s, 'Rebel Sneak Attack');
    answer(s, 0, [cid(s, 'New Survivalists'), sneak, 2]);
    expect(s.players[0].tableau).not.toContain(sneak);
    expect(s.goals!.held.MOST_DEVEL).toEqual([0]);
  });
});

describe('Scoring: Alien Oort Cloud Refinery named before scoring', () => {
  it('takes the kind best for its owner counting Largest Industry, which a gene or alien refinery may lose', () => {
    const s = newBowGame(2, {
      goals: true,
      goalList: ['FIRST_5_VP', 'FIRST_PHASE_POWER', 'FIRST_SIX_DEVEL', 'FIRST_8_ACTIVE', 'MOST_BLUE_BROWN', 'MOST_CONSUME'],
    });
    // Pan-Galactic League: +2 for a gene windfall world, so naming the refinery gene is worth 2 more "?" VP...
    layout(s, 0, { tableau: ['Pan-Galactic League', 'Alien Oort Cloud Refinery', 'Gem World', 'Comet Zone'], hand: [] });
    layout(s, 1, { tableau: ['Spice World', 'Space Port', 'Mining World'], hand: [] });
    // ...but it would no longer be a blue or brown world: 2 against 3, Largest Industry (5 VP) would go.
    s.goals!.held.MOST_BLUE_BROWN = [0];
    s.goals!.progress.MOST_BLUE_BROWN = [3, 3];
    s.goals!.most.MOST_BLUE_BROWN = 3;
    const sheet = scoreSheet(s, 0);
    expect(sheet.goalVp).toBe(5);
    expect(sheet.bonusVp).toBe(bonusVp(s, s.players[0], cid(s, 'Pan-Galactic League'), 'novelty'));
    expect(bonusVp(s, s.players[0], cid(s, 'Pan-Galactic League'), 'gene')).toBe(sheet.bonusVp + 2);
  });
});

describe('Game end', () => {
  it.each([
    ['goes on after round 30 (the printed rules have no round limit)', [], false],
    ['comes after round 30 with the reference quirk round-limit-30 (conformance only)', ['round-limit-30'], true],
  ] as const)('%s', (_, quirks, over) => {
    const s = newGame(2, { goals: false });
    s.options.referenceQuirks = [...quirks];
    layout(s, 0, { tableau: ['Old Earth'], hand: [] });
    layout(s, 1, { tableau: ["Earth's Lost Colony"], hand: [] });
    s.round = 30;
    chooseActions(s, ['PRODUCE', 'PRODUCE']);
    expect(s.over).toBe(over);
    if (!over) expect(s.round).toBe(31);
  });
});

describe("Settle: spending Alien Oort Cloud Refinery's good", () => {
  it('pays for a power of any kind, whatever kind it was last named (its kind may change at any moment)', () => {
    const s = newBowGame(2);
    const oort = cid(s, 'Alien Oort Cloud Refinery');
    const refinery = cid(s, 'Rebel Fuel Refinery');
    // New Sparta +2 against Malevolent Lifeforms (4): Rebel Fuel Refinery's Rare good for +2 more.
    layout(s, 0, {
      tableau: ['New Sparta', 'Rebel Fuel Refinery', 'Alien Oort Cloud Refinery'],
      goods: ['Alien Oort Cloud Refinery'],
      hand: ['Malevolent Lifeforms'],
    });
    layout(s, 1, { tableau: ['Epsilon Eridani'], hand: [] });
    s.players[0].oortKind = 'alien';
    chooseActions(s, ['SETTLE', 'SETTLE']);
    answer(s, 0, cid(s, 'Malevolent Lifeforms'));
    answer(s, 1, null);
    expect(promptOf(s, 0)).toMatchObject({ kind: 'settle-powers', choices: [[[refinery, 0]]] });
    answer(s, 0, [[refinery, 0]]);
    expect(s.players[0].tableau).toContain(cid(s, 'Malevolent Lifeforms'));
    expect(s.players[0].goods[oort] ?? []).toHaveLength(0);
  });
});
