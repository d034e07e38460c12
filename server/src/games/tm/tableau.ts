/**
 * What a player's corporation and cards in play add up to: tags, passive
 * modifiers, resources on cards. Every rule reads these through here.
 */
import { corporation, isCorporation, projectCard } from './data';
import { memo } from './memo';
import type { Behaviour, CardResource, Passive, Resource, Tag } from './dsl/language';
import type { PlayedCard, PlayerState, TmState } from './state';

/** A card's or corporation's behaviour and the facts rules need. */
export interface Source extends Behaviour {
  id: string;
  name: string;
  tags: readonly string[];
  resource?: CardResource;
}

export function sourceOf(id: string): Source {
  return isCorporation(id) ? corporation(id) : projectCard(id);
}

export function nameOf(id: string): string {
  return sourceOf(id).name;
}

/** The player's corporation, then the cards in play in the order played: the order effects run in. */
export function sourceIds(p: PlayerState): string[] {
  const out = p.corp ? [p.corp] : [];
  for (const c of p.played) out.push(c.id);
  return out;
}

/** Tags in play: corporation and non-event cards; the event tag counts the event pile. */
export function tagCount(p: PlayerState, tag: Tag): number {
  if (tag === 'event') return p.events.length;
  let n = 0;
  if (p.corp) for (const t of corporation(p.corp).tags) if (t === tag) n++;
  for (const c of p.played) for (const t of projectCard(c.id).tags) if (t === tag) n++;
  return n;
}

export function passivesOf(p: PlayerState): Passive[] {
  return memo(p, () => collectPassives(p));
}

function collectPassives(p: PlayerState): Passive[] {
  const out: Passive[] = [];
  for (const id of sourceIds(p)) {
    const b = sourceOf(id).passive;
    if (b) out.push(b);
  }
  return out;
}

function sum(p: PlayerState, pick: (x: Passive) => number | undefined): number {
  let n = 0;
  for (const x of passivesOf(p)) n += pick(x) ?? 0;
  return n;
}

export function has(p: PlayerState, pick: (x: Passive) => boolean | undefined): boolean {
  return passivesOf(p).some((x) => pick(x) === true);
}

export const steelValue = (p: PlayerState): number => 2 + sum(p, (x) => x.steelValue);
export const titaniumValue = (p: PlayerState): number => 3 + sum(p, (x) => x.titaniumValue);
export const heatAsMc = (p: PlayerState): boolean => has(p, (x) => x.heatAsMc);

/**
 * Steps of global requirements the player may miss (Adaptation Technology, Inventrix, Special Design).
 * RULE-AMBIGUITY: the allowances add up (all three together: 6 steps), as in the open-source project.
 */
export function allowance(p: PlayerState): number {
  return sum(p, (x) => x.allowance) + p.nextAllowance;
}

export function greeneryPlants(p: PlayerState): number {
  let n = 8;
  for (const x of passivesOf(p)) if (x.greeneryPlants !== undefined) n = Math.min(n, x.greeneryPlants);
  return n;
}

/** A project card's cost after the player's discounts (never below 0). */
export function cardCost(p: PlayerState, id: string): number {
  const card = projectCard(id);
  let d = p.nextDiscount;
  for (const x of passivesOf(p)) {
    if (x.discount && (x.discount.tag === undefined || card.tags.includes(x.discount.tag))) d += x.discount.n;
  }
  return Math.max(0, card.cost - d);
}

export function standardProjectCost(p: PlayerState, sp: string, base: number): number {
  let d = 0;
  for (const x of passivesOf(p)) if (x.spDiscount && x.spDiscount.sp === sp) d += x.spDiscount.n;
  return Math.max(0, base - d);
}

export function playedCard(p: PlayerState, id: string): PlayedCard | undefined {
  return p.played.find((c) => c.id === id);
}

/** The seat owning a card in play. */
export function ownerOf(s: TmState, id: string): number {
  return s.players.findIndex((p) => p.played.some((c) => c.id === id) || p.corp === id);
}

/** The player's cards that hold a kind of resource. */
export function resourceCards(p: PlayerState, kind: CardResource): PlayedCard[] {
  return p.played.filter((c) => projectCard(c.id).resource === kind);
}

export function cardResource(id: string): CardResource | undefined {
  return isCorporation(id) ? undefined : projectCard(id).resource;
}

export const resourceLabel: Record<Resource, string> = { mc: 'M€', steel: 'steel', titanium: 'titanium', plants: 'plants', energy: 'energy', heat: 'heat' };
