/**
 * MarsBot raising the global parameters and placing tiles (MB-36..43):
 * which spaces each kind of tile may use, its own placement conditions, the
 * tie-breaks (most adjacent oceans, most bonus icons, then a flipped project
 * card's cost counted through the spaces still tied), its placement bonuses
 * (2 M€ per adjacent ocean, 1 M€ per icon covered instead of the printed
 * bonus) and terraforming bonuses (2 M€ instead of heat production; the 0 °C
 * ocean and the 8% temperature step at once, an action failure if they
 * cannot be). Every step raises its TR. The player's effects set off by its
 * tiles run at once (MB-21).
 */
import { neighbours } from '../board/map';
import { projectCard, space, SPACES } from '../data';
import { drawOne } from '../deck';
import { runTasks } from '../dsl/run';
import { tileTriggers } from '../dsl/triggers';
import type { TileKind } from '../dsl/language';
import { MARSBOT, MAX_OCEANS, MAX_OXYGEN, MAX_TEMPERATURE, type Ctx, type TmState } from '../state';
import { bot, failure, gainMc, gainTr, say } from './robot';

export const FLIP_EVENT = 'marsbot-flip';

/** A land space any tile but Noctis City may take: not reserved, empty, not kept by a Land Claim. */
function freeLand(s: TmState, id: string): boolean {
  const x = space(id);
  return x.type === 'land' && x.reserved === undefined && !s.tiles[id] && s.claims[id] === undefined;
}

function adjacentCount(s: TmState, id: string, f: (t: { kind: TileKind; owner: unknown }) => boolean): number {
  let n = 0;
  for (const a of neighbours(id)) {
    const t = s.tiles[a];
    if (t && f(t)) n++;
  }
  return n;
}

const ALL_IDS = SPACES.map((x) => x.id);

/** Greenery rules: free land, next to one of MarsBot's own tiles when that is possible. */
export function greenerySpaces(s: TmState): string[] {
  const free = ALL_IDS.filter((id) => freeLand(s, id));
  const own = free.filter((id) => adjacentCount(s, id, (t) => t.owner === MARSBOT) > 0);
  return own.length > 0 ? own : free;
}

/** City rules: free land, no city next to it. */
export function citySpaces(s: TmState): string[] {
  return ALL_IDS.filter((id) => freeLand(s, id) && adjacentCount(s, id, (t) => t.kind === 'city') === 0);
}

/** An empty ocean-reserved space, while fewer than 9 oceans are placed. */
export function oceanSpaces(s: TmState): string[] {
  if (s.oceans >= MAX_OCEANS) return [];
  return ALL_IDS.filter((id) => space(id).type === 'ocean' && !s.tiles[id]);
}

/** MB-28: free land next to no tile, not on the edge (6 neighbours), next to no reserved space. */
export function neuralSpaces(s: TmState): string[] {
  return ALL_IDS.filter((id) => {
    if (!freeLand(s, id)) return false;
    const around = space(id).adjacent;
    return around.length === 6 && around.every((a) => !s.tiles[a] && space(a).type === 'land' && space(a).reserved === undefined);
  });
}

export const oceansNext = (s: TmState, id: string): number => adjacentCount(s, id, (t) => t.kind === 'ocean');
export const greeneriesNext = (s: TmState, id: string): number => adjacentCount(s, id, (t) => t.kind === 'greenery');
export const ownCitiesNext = (s: TmState, id: string): number => adjacentCount(s, id, (t) => t.kind === 'city' && t.owner === MARSBOT);
export const playerCitiesNext = (s: TmState, id: string): number => adjacentCount(s, id, (t) => t.kind === 'city' && typeof t.owner === 'number');

/** The spaces that score best on `score` (highest), in id order. */
function best(spaces: string[], score: (id: string) => number): string[] {
  if (spaces.length <= 1) return spaces;
  const top = Math.max(...spaces.map(score));
  return spaces.filter((id) => score(id) === top);
}

/**
 * MB-41: flip the top project card; its cost counts through the tied spaces from the top left (id order),
 * starting over as needed; the flipped card is discarded. RULE-AMBIGUITY: the count starts on the first
 * tied space (cost N lands on the N-th, wrapping; a cost of 0 on the first) — the open-source project lands
 * one space further. The flip is public (a reveal event): the card goes to the discard pile at once.
 */
export function randomTieBreak(ctx: Ctx, tied: string[]): string {
  const { s } = ctx;
  const c = drawOne(s);
  let cost = 0;
  if (c !== null) {
    s.discard.push(c);
    cost = projectCard(c).cost;
  }
  const at = tied[(Math.max(cost, 1) - 1) % tied.length];
  say(
    ctx,
    FLIP_EVENT,
    `flips ${c === null ? 'no card (the deck is empty)' : `${projectCard(c).name} (${cost} M€)`} to choose among ${tied.join(', ')}: ${at}`,
    { card: c, cost, tied, space: at },
  );
  return at;
}

/**
 * The space for a tile: the kind's own conditions (`criteria`, each "more is better", in order), then
 * MB-40's tie-breaks: next to the most oceans, covering the most bonus icons, then MB-41's flip.
 */
export function chooseSpace(ctx: Ctx, spaces: string[], criteria: ((id: string) => number)[] = []): string | null {
  if (spaces.length === 0) return null;
  let tied = [...spaces];
  for (const c of [...criteria, (id: string) => oceansNext(ctx.s, id), (id: string) => space(id).bonus.length]) tied = best(tied, c);
  return tied.length === 1 ? tied[0] : randomTieBreak(ctx, tied);
}

const KIND_NAME = { city: 'a city', greenery: 'a greenery', ocean: 'an ocean', special: 'its Neural Instance' } as const;

/**
 * Puts MarsBot's tile down: the ocean count and TR, its placement bonuses, the player's tile effects.
 * RULE-AMBIGUITY (MB-42): 2 M€ per adjacent ocean, as the base rule (the seed names 2 M€ for a tile placed
 * next to an ocean, without saying per ocean). RULE-AMBIGUITY (MB-21): its tiles are placed tiles for the player's effects (Tharsis
 * Republic, Rover Construction, Pets, Immigrant City for its cities; Arctic Algae for its oceans).
 */
export function putTile(ctx: Ctx, kind: TileKind, id: string): void {
  const { s } = ctx;
  const m = bot(s);
  s.tiles[id] = { kind, owner: kind === 'ocean' ? null : MARSBOT };
  s.lastTile = id;
  if (kind === 'special') m.neural = id;
  say(ctx, 'marsbot-tile', `places ${KIND_NAME[kind]} on ${id}`, { kind, space: id });
  if (kind === 'ocean') {
    s.oceans += 1;
    gainTr(ctx, 1, 'ocean');
  }
  const oceans = oceansNext(s, id);
  const icons = space(id).bonus.length;
  gainMc(
    ctx,
    2 * oceans + icons,
    [oceans ? `${oceans} adjacent ocean${oceans > 1 ? 's' : ''}` : '', icons ? `${icons} bonus icon${icons > 1 ? 's' : ''}` : ''].filter(Boolean).join(', '),
  );
  runTasks(ctx, tileTriggers(s, MARSBOT, id));
}

/** MB-38: an ocean on an ocean-reserved space; false with 9 oceans. */
export function placeOcean(ctx: Ctx, spaces = oceanSpaces(ctx.s)): boolean {
  const id = chooseSpace(ctx, spaces);
  if (id === null) return false;
  putTile(ctx, 'ocean', id);
  return true;
}

/**
 * MB-37: a greenery next to as many of MarsBot's cities as possible, then next to as few of the player's,
 * then the tie-breaks; it raises oxygen one step. RULE-AMBIGUITY: at 14% the greenery is still placed,
 * without TR. False when no space is legal.
 */
export function placeGreenery(ctx: Ctx): boolean {
  const { s } = ctx;
  const id = chooseSpace(ctx, greenerySpaces(s), [(x) => ownCitiesNext(s, x), (x) => -playerCitiesNext(s, x)]);
  if (id === null) return false;
  putTile(ctx, 'greenery', id);
  raiseOxygen(ctx);
  return true;
}

/** MB-39: a city next to as many greeneries as possible (anyone's), then the tie-breaks. */
export function placeCity(ctx: Ctx, spaces = citySpaces(ctx.s), criteria: ((id: string) => number)[] = [(x) => greeneriesNext(ctx.s, x)]): boolean {
  const id = chooseSpace(ctx, spaces, criteria);
  if (id === null) return false;
  putTile(ctx, 'city', id);
  return true;
}

/**
 * MB-36, MB-43: one temperature step for MarsBot (false at +8 °C). −24 and −20 °C give 2 M€ instead of heat
 * production; 0 °C places an ocean at once, an action failure when it cannot. RULE-AMBIGUITY: so too when a
 * bonus card (Lobbyists) raised it: a bonus card's own failure costs nothing, the bonus step's does.
 */
export function raiseTemperature(ctx: Ctx): boolean {
  const { s } = ctx;
  if (s.temperature >= MAX_TEMPERATURE) return false;
  s.temperature += 2;
  say(ctx, 'temperature', `temperature ${s.temperature - 2} → ${s.temperature} °C`, { temperature: s.temperature });
  gainTr(ctx, 1, 'temperature');
  if (s.temperature === -24 || s.temperature === -20) gainMc(ctx, 2, `${s.temperature} °C bonus`);
  if (s.temperature === 0 && !placeOcean(ctx)) failure(ctx, 'no ocean for the 0 °C bonus');
  return true;
}

/** One oxygen step for MarsBot (false at 14%); 8% raises the temperature at once, an action failure when it cannot. */
export function raiseOxygen(ctx: Ctx): boolean {
  const { s } = ctx;
  if (s.oxygen >= MAX_OXYGEN) return false;
  s.oxygen += 1;
  say(ctx, 'oxygen', `oxygen ${s.oxygen - 1} → ${s.oxygen}%`, { oxygen: s.oxygen });
  gainTr(ctx, 1, 'oxygen');
  if (s.oxygen === 8 && !raiseTemperature(ctx)) failure(ctx, 'the temperature of the 8% bonus is at its maximum');
  return true;
}
