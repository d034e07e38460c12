/**
 * Setup (TM-01..03): parameters at their start, every TR 20 (14 solo), the
 * shuffled deck, 2 corporations and 10 project cards dealt to each player,
 * then — simultaneously and hidden until all are done — each chooses a
 * corporation and buys any of the 10 at 3 M€ out of its starting M€
 * (Beginner Corporation: 42 M€ and all 10 free). Corporations are revealed
 * together; the first player is drawn from the seed. The solo game places
 * its neutral tiles before anyone chooses (solo.ts).
 */
import { randInt, seedRng, shuffle, type SeatInfo } from '../../engine';
import { BEGINNER, corporation, corporationDeck, projectDeck } from './data';
import { drawCards } from './deck';
import { cardPlayedTriggers } from './dsl/triggers';
import { askChoices, askPick } from './prompts';
import { neutralCitiesOnMars, placeNeutralTiles } from './solo';
import { setupMarsbot } from './marsbot/research';
import { RESOURCES } from './dsl/language';
import { emptyStock, SOLO_START_TR, START_TR, type Ctx, type PlayerState, type TmState } from './state';
import type { TmOptions } from './options';

export const CARD_PRICE = 3;
export const CORPORATIONS_DEALT = 2;
export const CARDS_DEALT = 10;

function newPlayer(name: string, tr: number): PlayerState {
  return {
    name,
    corp: null,
    tr,
    res: emptyStock(),
    prod: emptyStock(),
    hand: [],
    played: [],
    events: [],
    used: [],
    passed: false,
    dealt: [],
    offer: [],
    pack: [],
    pick: null,
    chosenCorp: null,
    bought: null,
    looking: [],
    ask: null,
    trRaised: false,
    nextAllowance: 0,
    nextDiscount: 0,
    firstAction: false,
    trGained: 0,
    trLost: 0,
  };
}

export function setupGame(options: TmOptions, seats: SeatInfo[], seed: string): TmState {
  const rng = seedRng(seed);
  // The base solo game (TR 14, the neutral player); against MarsBot (MB-01) one seat plays a 2-player game.
  const marsbot = options.opponent === 'marsbot';
  const solo = seats.length === 1 && !marsbot;
  const s: TmState = {
    options,
    rng,
    generation: 1,
    phase: 'setup',
    firstPlayer: 0,
    temperature: -30,
    oxygen: 0,
    oceans: 0,
    tiles: {},
    lastTile: null,
    claims: {},
    deck: shuffle(rng, projectDeck(options.corporateEra)),
    discard: [],
    script: [...(options.deck ?? [])],
    players: seats.map((x) => newPlayer(x.name, solo ? SOLO_START_TR : START_TR)),
    milestones: [],
    awards: [],
    turn: null,
    stack: [],
    undo: null,
    solo: solo ? { revealed: [] } : null,
    draftRound: 0,
  };
  const ctx: Ctx = { s, ev: [] };
  if (solo) placeNeutralTiles(ctx);
  const corps = shuffle(rng, corporationDeck(options.corporateEra));
  s.players.forEach((p, i) => {
    p.dealt = options.corporations?.[i] ? [...options.corporations[i]] : corps.splice(0, CORPORATIONS_DEALT);
    p.offer = drawCards(s, CARDS_DEALT);
  });
  if (marsbot) setupMarsbot(ctx);
  s.firstPlayer = options.firstPlayer ?? randInt(rng, seats.length);
  s.players.forEach((_, seat) => askCorporation(ctx, seat));
  return s;
}

function askCorporation(ctx: Ctx, seat: number): void {
  const p = ctx.s.players[seat];
  const choices = ctx.s.options.beginners ? [...p.dealt, BEGINNER] : [...p.dealt];
  askChoices(ctx, seat, 'corporation', 'Choose your corporation', choices, { kind: 'corporation' });
}

export function onCorporation(ctx: Ctx, seat: number, corp: string): void {
  const p = ctx.s.players[seat];
  p.chosenCorp = corp;
  if (corporation(corp).passive?.freeInitialCards) {
    p.bought = [...p.offer];
    return;
  }
  const max = Math.min(p.offer.length, Math.floor(corporation(corp).start.mc / CARD_PRICE));
  askPick(ctx, seat, 'initial-buy', `Buy any of your ${p.offer.length} cards at ${CARD_PRICE} M€ each`, [...p.offer], 0, max, { kind: 'initial-buy' });
}

export function onInitialBuy(ctx: Ctx, seat: number, cards: string[]): void {
  ctx.s.players[seat].bought = [...cards];
}

export function everyoneChose(s: TmState): boolean {
  return s.players.every((p) => p.bought !== null);
}

/** All have chosen: corporations and the number of cards bought become public, and the starts are applied. */
export function revealCorporations(ctx: Ctx): void {
  const { s } = ctx;
  s.players.forEach((p, seat) => {
    const corp = corporation(p.chosenCorp!);
    const bought = p.bought!;
    p.corp = corp.id;
    p.res.mc = corp.start.mc - (corp.passive?.freeInitialCards ? 0 : CARD_PRICE * bought.length);
    for (const r of RESOURCES) {
      p.res[r] += r === 'mc' ? 0 : (corp.start.stock[r] ?? 0);
      // Without Corporate Era everyone starts with 1 production of each resource.
      p.prod[r] = (corp.start.production[r] ?? 0) + (s.options.corporateEra ? 0 : 1);
    }
    p.hand = [...bought];
    s.discard.push(...p.offer.filter((c) => !bought.includes(c)));
    p.offer = [];
    p.dealt = [];
    p.chosenCorp = null;
    p.bought = null;
    p.firstAction = corp.firstAction !== undefined;
    ctx.ev.push({
      type: 'corporation',
      text: `${p.name} is ${corp.name} and bought ${bought.length} card${bought.length === 1 ? '' : 's'}`,
      data: { seat, corporation: corp.id, bought: bought.length },
    });
    ctx.ev.push({ type: 'kept', text: 'Your starting hand', data: { seat, cards: [...bought] }, audience: [seat] });
    // Tharsis Republic in the solo game: the neutral cities were placed on Mars before it came into play.
    if (corp.id === 'tharsis-republic') p.prod.mc += neutralCitiesOnMars(s);
    // A corporation's own tags set off its own effects (Saturn Systems' jovian tag).
    cardPlayedTriggers(ctx, seat, corp.id);
  });
}
