/**
 * Setup (rules_surface "Setup"; rulebook p.6-8, p.31-32): races dealt at random, a random Speaker, home
 * positions, objectives, decks and the galaxy tiles dealt. Starting units go down once the galaxy is built.
 */
import { randInt, seedRng, shuffle, type RngState, type SeatInfo } from '../../engine';
import { ACTION_CARDS, DEALT_TILES, IMPERIUM_REX, OBJECTIVES, POLITICAL_CARDS, RACES, systemTile } from './data';
import { layoutFor } from './map/layouts';
import type { PlayerState, Ti3Options, Ti3State } from './state';
import type { Task } from './tasks';

/** Every action card copy, named "Sabotage#2" (copies of one kind are interchangeable). */
export function actionCardIds(seats: number): string[] {
  // 4 players: Strategic Flexibility and Strategic Shift leave the deck (FAQ 2.5 p.1).
  const out4 = new Set(['Strategic Flexibility', 'Strategic Shift']);
  return ACTION_CARDS.filter((c) => seats !== 4 || !out4.has(c.name)).flatMap((c) => Array.from({ length: c.copies }, (_, i) => `${c.name}#${i + 1}`));
}

/** Stage I on top of stage II: 6 of the 10 stage I over 3 of the other 9 stage II with Imperium Rex shuffled in (rulebook p.6-7). Top first. */
function objectiveDeck(rng: RngState): string[] {
  const stage1 = shuffle(
    rng,
    OBJECTIVES.filter((o) => o.stage === 'I').map((o) => o.name),
  ).slice(0, 6);
  const stage2 = shuffle(
    rng,
    OBJECTIVES.filter((o) => o.stage === 'II' && o.name !== IMPERIUM_REX).map((o) => o.name),
  ).slice(0, 3);
  return [...stage1, ...shuffle(rng, [...stage2, IMPERIUM_REX])];
}

function newPlayer(race: string): PlayerState {
  const r = RACES.find((x) => x.id === race)!;
  return {
    race,
    home: null,
    strategy: r.counters.strategy,
    command: r.counters.command,
    fleet: r.counters.fleet,
    tradeGoods: 0,
    techs: [...r.startingTechs],
    hand: [],
    secret: null,
    scored: [],
    cards: [],
    used: [],
    passed: false,
    tiles: [],
    lastWithoutPlanet: false,
    eliminated: false,
    hadInitiative: false,
    tookLastDock: false,
    heldMecatolAllRound: false,
  };
}

/** The galaxy tiles: fixed removals, shuffle, random removals, then the deal (and the 5-player face-down tile). */
export function dealTiles(s: Ti3State): string | null {
  const rng = s.rng;
  const layout = layoutFor(s.seats);
  if (s.options.tiles) {
    s.options.tiles.forEach((hand, seat) => (s.players[seat].tiles = [...hand]));
    const dealt = new Set(s.options.tiles.flat());
    s.removedTiles = DEALT_TILES.filter((t) => !dealt.has(t));
    return null;
  }
  let pool = [...DEALT_TILES];
  const take = (pred: (id: string) => boolean, n: number) => {
    const picked = pool.filter(pred).slice(0, n);
    pool = pool.filter((t) => !picked.includes(t));
    return picked;
  };
  // 3 players: 3 plain empty systems and 1 Asteroid Field come out first (rulebook p.31).
  const plainEmpty = (id: string) => systemTile(id).kind === 'empty' && systemTile(id).wormhole === null;
  const removed = [...take(plainEmpty, layout.removeFixed.empty), ...take((id) => systemTile(id).special === 'asteroid', layout.removeFixed.asteroid)];
  shuffle(rng, pool);
  removed.push(...pool.splice(0, layout.removeRandom));
  s.removedTiles = removed;
  const faceDown = layout.faceDownTile ? pool.shift()! : null;
  s.table.forEach((seat, i) => (s.players[seat].tiles = pool.slice(i * layout.dealEach, (i + 1) * layout.dealEach)));
  return faceDown;
}

export function setupGame(options: Ti3Options, seats: SeatInfo[], seed: string): Ti3State {
  const n = seats.length;
  const rng = seedRng(seed);
  const races =
    options.races ??
    shuffle(
      rng,
      RACES.map((r) => r.id),
    ).slice(0, n);
  const speaker = options.speaker ?? randInt(rng, n);
  const s: Ti3State = {
    seats: n,
    options,
    rng,
    phase: 'setup',
    round: 0,
    speaker,
    table: Array.from({ length: n }, (_, i) => i),
    players: races.map(newPlayer),
    galaxy: {},
    faceDown: null,
    faceDownTile: null,
    removedTiles: [],
    snake: [],
    planets: {},
    space: {},
    counters: {},
    bonus: {},
    available: [],
    objectiveDeck: options.objectiveDeck ? [...options.objectiveDeck] : objectiveDeck(rng),
    revealed: [],
    unusedSecrets: [],
    actionDeck: options.actionDeck ? [...options.actionDeck] : shuffle(rng, actionCardIds(n)),
    actionDiscard: [],
    actionPlayed: [],
    standingPasses: [],
    windowSerial: 0,
    cardsPlayed: 0,
    cardEffects: [],
    races: { skipped: [], looked: {} },
    politicalDeck: options.politicalDeck
      ? [...options.politicalDeck]
      : shuffle(
          rng,
          POLITICAL_CARDS.map((c) => c.name),
        ),
    politicalKnown: {},
    politicalDiscard: [],
    politicalEffects: [],
    agenda: null,
    diplomacy: [],
    trade: { agreements: [], formed: 0, hacanTraded: [] },
    activation: null,
    tasks: [],
    end: null,
    turn: null,
    scriptDice: [...(options.dice ?? [])],
  };
  const secrets =
    options.secrets ??
    shuffle(
      rng,
      OBJECTIVES.filter((o) => o.stage === 'secret').map((o) => o.name),
    );
  s.players.forEach((p, seat) => (p.secret = secrets[seat]));
  s.unusedSecrets = OBJECTIVES.filter((o) => o.stage === 'secret' && !secrets.slice(0, n).includes(o.name)).map((o) => o.name);
  s.tasks = homeTasks(s, rng);
  return s;
}

/** Home positions: chosen from the Speaker clockwise (3, 4, 6 players), or dealt at random (5 players). */
function homeTasks(s: Ti3State, rng: RngState): Task[] {
  const layout = layoutFor(s.seats);
  if (s.options.galaxy) {
    s.players.forEach((p, seat) => (p.home = layout.homes[seat]));
    return [{ t: 'galaxy-start' }];
  }
  if (s.seats === 5) {
    const homes = shuffle(rng, [...layout.homes]);
    s.players.forEach((p, seat) => (p.home = homes[seat]));
    return [{ t: 'galaxy-start' }];
  }
  // RULE-READING: before the homes are down, "clockwise" is seat order (the table is not known yet).
  const choose: Task[] = Array.from({ length: s.seats }, (_, i) => ({ t: 'home-position', seat: (s.speaker + i) % s.seats }));
  return [...choose, { t: 'galaxy-start' }];
}
