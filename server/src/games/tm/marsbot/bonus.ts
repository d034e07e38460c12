/**
 * MarsBot's bonus cards B01-B08 (MB-18, MB-22..29). A bonus card's effect is
 * done if possible; if not, that is no action failure (the card says what
 * MarsBot gets instead); lettered options are tried from the top and the
 * first possible one is done. Then the card goes to the bonus discard pile,
 * or out of the game when it says "destroy" (MB-19).
 */
import { AWARDS, projectCard } from '../data';
import { drawOne } from '../deck';
import { waiting } from '../dsl/run';
import { takeFrom } from '../dsl/effects';
import { askChoices } from '../prompts';
import { has } from '../tableau';
import { MAX_OCEANS, MAX_OXYGEN, MAX_TEMPERATURE, type Ctx, type TmState } from '../state';
import { advance, resolveProject } from './actions';
import { LAST_SPACE, TRACK } from './board';
import { bonusName } from './cards';
import { drawBonus } from './decks';
import { claimMilestone, fundAward, marsbotAwardValue, playerAwardPotential } from './goals';
import { bot, gainMc, loseMc, say } from './robot';
import {
  chooseSpace,
  citySpaces,
  greeneriesNext,
  greenerySpaces,
  neuralSpaces,
  oceanSpaces,
  oceansNext,
  placeCity,
  placeGreenery,
  placeOcean,
  putTile,
  raiseOxygen,
  raiseTemperature,
} from './terraform';

const YOU = 0;
/** What a bonus card's resolution does with the card. */
type Outcome = 'destroy' | 'discard';

/** RULE-AMBIGUITY (MB-51): `easyFailure3` lowers action failures only; these 5 M€ stay 5. */
export const BONUS_MC = 5;
/**
 * A bonus card flipped face up: public, but it may be shuffled face down again before the move is over
 * (the bonus discard pile becomes the bonus deck at the next research), so it is a reveal event.
 */
export const BONUS_CARD_EVENT = 'marsbot-bonus-card';

function protectedHabitats(s: TmState): boolean {
  return has(s.players[YOU], (x) => x.protectedHabitats);
}

/**
 * MB-22 Meteor Shower: you lose 5 plants (all if fewer); destroyed if you lost 3 or more, or a card prevented it.
 * RULE-AMBIGUITY: with Protected Habitats in play the loss counts as prevented (destroyed) even with no plants.
 */
function meteorShower(ctx: Ctx): Outcome {
  const p = ctx.s.players[YOU];
  if (protectedHabitats(ctx.s)) {
    say(ctx, 'marsbot-bonus', `Protected Habitats keeps ${p.name}'s plants`);
    return 'destroy';
  }
  const lost = Math.min(5, p.res.plants);
  p.res.plants -= lost;
  say(ctx, 'marsbot-bonus', `${p.name} loses ${lost} plant${lost === 1 ? '' : 's'}`, { lost });
  return lost >= 3 ? 'destroy' : 'discard';
}

/**
 * VP a resource on a card is worth, as printed (1 per resource > 1 per 2 > 1 per 3 > 1 per 4 > none).
 * RULE-AMBIGUITY: "highest-scoring" = most VP per resource as printed.
 */
export function vpPerResource(id: string): number {
  const vp = projectCard(id).vp;
  return typeof vp === 'object' && 'resources' in vp ? (vp.resources.each ?? 1) / vp.resources.per : 0;
}

/** The player's cards Invasive Species may take from: animals or microbes on them, not Pets' (MB-23), best first. */
export function invasiveTargets(s: TmState): string[] {
  if (protectedHabitats(s)) return [];
  const cards = s.players[YOU].played.filter((c) => {
    const data = projectCard(c.id);
    return c.res > 0 && (data.resource === 'animal' || data.resource === 'microbe') && !data.passive?.keepsResources;
  });
  if (cards.length === 0) return [];
  const top = Math.max(...cards.map((c) => vpPerResource(c.id)));
  return cards.filter((c) => vpPerResource(c.id) === top).map((c) => c.id);
}

/**
 * MB-23 Invasive Species: MarsBot gains 5 M€; you remove your highest-scoring animal or microbe resource
 * from one of your cards, if you can. RULE-AMBIGUITY: among equals you choose (a question during MarsBot's
 * turn; the card is discarded first, so nothing of MarsBot's waits for the answer).
 */
function invasiveSpecies(ctx: Ctx): Outcome {
  gainMc(ctx, BONUS_MC, 'Invasive Species');
  const s = ctx.s;
  const targets = invasiveTargets(s);
  if (protectedHabitats(s)) say(ctx, 'marsbot-bonus', 'Protected Habitats keeps the animals and microbes');
  else if (targets.length === 0) say(ctx, 'marsbot-bonus', 'no animal or microbe to remove');
  else if (targets.length === 1) takeFrom(ctx, targets[0], 1);
  else
    askChoices(ctx, YOU, 'card-target', 'Invasive Species: remove 1 of your highest-scoring animals or microbes from…', targets, {
      kind: 'card-target',
      card: null,
      resource: 'animal or microbe',
      effect: { removeFrom: 1 },
    });
  return 'discard';
}

/** MB-24 Research and Development: the top project card, resolved at once. */
function researchAndDevelopment(ctx: Ctx, why: string): void {
  const c = drawOne(ctx.s);
  if (c === null) return say(ctx, 'marsbot-bonus', `no project card to draw (${why})`);
  resolveProject(ctx, c, `draws and resolves (${why})`);
}

/** MB-25 Overachievement: a milestone; else, from generation 6, an award; either destroys it, else 5 M€. */
function overachievement(ctx: Ctx): Outcome {
  if (claimMilestone(ctx, 'Overachievement')) return 'destroy';
  if (ctx.s.generation >= 6 && fundAward(ctx, 'Overachievement')) return 'destroy';
  gainMc(ctx, BONUS_MC, 'Overachievement');
  return 'discard';
}

const greeneryOrOceanNext = (s: TmState, id: string): number => greeneriesNext(s, id) + oceansNext(s, id);

/** MB-26 Expedited Construction: a city next to at least 2 greeneries and/or oceans (the most), city rules. */
function expeditedConstruction(ctx: Ctx): Outcome {
  const s = ctx.s;
  const spaces = citySpaces(s).filter((id) => greeneryOrOceanNext(s, id) >= 2);
  if (placeCity(ctx, spaces, [(id) => greeneryOrOceanNext(s, id)])) return 'destroy';
  say(ctx, 'marsbot-bonus', 'no city space next to 2 greeneries or oceans');
  return 'discard';
}

const TEMPERATURE_MARKS = [-24, -20, 0, MAX_TEMPERATURE];
const OXYGEN_MARKS = [8, MAX_OXYGEN];

/** 1-2 steps short of one of the marks. */
function shortOf(now: number, marks: number[], step: number): boolean {
  return marks.some((b) => b > now && (b - now) / step <= 2);
}

/**
 * MB-27 Lobbyists: the first that applies — (a) temperature 1-2 steps short of a bonus step or +8 °C: 2
 * steps; (b) oxygen 1-2 steps short of 8% or 14%: a greenery (its oxygen step) and 1 more step; (c) an
 * empty ocean space next to 2 oceans: an ocean there; (d) otherwise the parameter furthest from completion
 * (not destroyed). RULE-AMBIGUITY: "furthest" counts the steps left (temperature of 19, oxygen 14, oceans
 * 9), ties oxygen (without a tile), ocean, temperature; (b) without a greenery space does not apply; a second
 * step past the maximum ((a) at +6 °C, (b) at 13%) does nothing.
 */
function lobbyists(ctx: Ctx): Outcome {
  const s = ctx.s;
  if (s.temperature < MAX_TEMPERATURE && shortOf(s.temperature, TEMPERATURE_MARKS, 2)) {
    say(ctx, 'marsbot-bonus', 'Lobbyists (a): 2 temperature steps');
    raiseTemperature(ctx);
    raiseTemperature(ctx);
    return 'destroy';
  }
  if (s.oxygen < MAX_OXYGEN && shortOf(s.oxygen, OXYGEN_MARKS, 1) && greenerySpaces(s).length > 0) {
    say(ctx, 'marsbot-bonus', 'Lobbyists (b): a greenery and 2 oxygen steps');
    placeGreenery(ctx);
    raiseOxygen(ctx);
    return 'destroy';
  }
  const near = oceanSpaces(s).filter((id) => oceansNext(s, id) >= 2);
  if (near.length > 0) {
    say(ctx, 'marsbot-bonus', 'Lobbyists (c): an ocean next to 2 oceans');
    placeOcean(ctx, near);
    return 'destroy';
  }
  const left = { oxygen: MAX_OXYGEN - s.oxygen, ocean: MAX_OCEANS - s.oceans, temperature: (MAX_TEMPERATURE - s.temperature) / 2 };
  const most = Math.max(left.oxygen, left.ocean, left.temperature);
  if (most <= 0) {
    say(ctx, 'marsbot-bonus', 'Lobbyists (d): every parameter is at its maximum');
    return 'discard';
  }
  const which = left.oxygen === most ? 'oxygen' : left.ocean === most ? 'ocean' : 'temperature';
  say(ctx, 'marsbot-bonus', `Lobbyists (d): ${which}, furthest from completion (${most} steps)`);
  if (which === 'oxygen') raiseOxygen(ctx);
  else if (which === 'ocean') placeOcean(ctx);
  else raiseTemperature(ctx);
  return 'discard';
}

/**
 * MB-28 Local Neural Instance: its tile on a land space next to no tile, off the edge, next to no reserved
 * space; destroyed. If it cannot be placed MarsBot draws and resolves a project card instead.
 * RULE-AMBIGUITY: unplaced, the card is discarded, not destroyed, and may try again later (the fan
 * implementation destroys it either way).
 */
function localNeuralInstance(ctx: Ctx): Outcome {
  const id = chooseSpace(ctx, neuralSpaces(ctx.s));
  if (id !== null) {
    putTile(ctx, 'special', id);
    return 'destroy';
  }
  say(ctx, 'marsbot-bonus', 'no space for the Neural Instance');
  researchAndDevelopment(ctx, 'Local Neural Instance');
  return 'discard';
}

/**
 * MB-29: the funded awards from the closest: those where you lead by the least (or are tied), then those
 * MarsBot leads, by the least; leftmost first on equal margins. RULE-AMBIGUITY: your value is the one MarsBot
 * weighs when funding (resources plus production for Thermalist and Miner).
 */
export function competitionOrder(s: TmState): string[] {
  const funded = AWARDS.filter((a) => s.awards.some((f) => f.id === a.id)).map((a) => a.id);
  const margin = (id: string) => playerAwardPotential(s, id) - marsbotAwardValue(s, id);
  const youLead = funded.filter((id) => margin(id) >= 0).sort((a, b) => margin(a) - margin(b));
  const itLeads = funded.filter((id) => margin(id) < 0).sort((a, b) => margin(b) - margin(a));
  return [...youLead, ...itLeads];
}

/**
 * MB-29 helpers. RULE-AMBIGUITY: the tracks are those of the Tharsis award readings; Banker advances the
 * track further behind of Building and Event (Building on a tie); a track at 18 makes a helper impossible;
 * an advance whose icon then fails still counts as done.
 */
function helper(ctx: Ctx, award: string): boolean {
  const m = bot(ctx.s);
  const track = (t: number) => {
    if (m.tracks[t] >= LAST_SPACE) return false;
    advance(ctx, t, 'Corporate Competition');
    return true;
  };
  switch (award) {
    case 'landlord':
      return placeGreenery(ctx);
    case 'banker':
      return track(m.tracks[TRACK.event] < m.tracks[TRACK.building] ? TRACK.event : TRACK.building);
    case 'scientist':
      return track(TRACK.science);
    case 'thermalist':
      return track(TRACK.energy);
    case 'miner':
      return track(TRACK.space);
    default:
      return false;
  }
}

/**
 * MB-29 Corporate Competition: helps its position in the closest funded award whose helper is possible; if
 * one is done MarsBot loses 5 M€ (what it has, if less); otherwise it draws another bonus card and resolves
 * it, and both are discarded. RULE-AMBIGUITY: the other card is drawn before this one is discarded (so it
 * can never be this card again), and a card that destroys itself when it succeeds is still destroyed.
 */
function corporateCompetition(ctx: Ctx): Outcome {
  for (const award of competitionOrder(ctx.s)) {
    say(ctx, 'marsbot-bonus', `Corporate Competition: ${AWARDS.find((a) => a.id === award)!.name}?`, { award });
    if (helper(ctx, award)) {
      loseMc(ctx, BONUS_MC, 'Corporate Competition');
      return 'discard';
    }
  }
  const next = drawBonus(ctx);
  if (next === null) say(ctx, 'marsbot-bonus', 'Corporate Competition: nothing to help and no other bonus card');
  else resolveBonus(ctx, next, 'Corporate Competition draws');
  return 'discard';
}

const EFFECTS: Record<string, (ctx: Ctx) => Outcome> = {
  B01: meteorShower,
  B02: invasiveSpecies,
  B03: (ctx) => {
    researchAndDevelopment(ctx, 'Research and Development');
    return 'discard';
  },
  B04: overachievement,
  B05: expeditedConstruction,
  B06: lobbyists,
  B07: localNeuralInstance,
  B08: corporateCompetition,
};

/** MB-18: resolves a bonus card, then discards or destroys it. */
export function resolveBonus(ctx: Ctx, id: string, how: string): void {
  const m = bot(ctx.s);
  const outer = m.resolving;
  m.resolving = id;
  say(ctx, BONUS_CARD_EVENT, `${how} ${bonusName(id)}`, { card: id });
  const outcome = EFFECTS[id](ctx);
  if (outcome === 'destroy') {
    m.destroyed.push(id);
    say(ctx, 'marsbot-destroy', `${bonusName(id)} is destroyed`, { card: id });
  } else m.bonusDiscard.push(id);
  // While the player answers a question the card asked (Invasive Species), it is still the card shown.
  if (!waiting(ctx.s)) m.resolving = outer;
}
