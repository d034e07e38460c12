/**
 * MarsBot's Tharsis milestones and awards (MB-32..35). It qualifies for
 * Terraformer, Mayor and Gardener as a player does (TR 35, 3 cities, 3
 * greeneries), for Builder with its Building track at 8 and for Planner with
 * every track at 4. Its award values: Landlord its tiles, Banker Building +
 * Event, Scientist Science, Thermalist Energy + 5, Miner Space + 5 (each 5
 * lower with `easyAwardsMinus5`). It claims and funds for free.
 */
import { ownedTiles } from '../board/map';
import { AWARD_RULES, AWARDS, MILESTONE_RULES, MILESTONES } from '../data';
import { awardValue } from '../awards';
import { milestoneTarget, milestoneValue } from '../milestones';
import { MARSBOT, type Ctx, type TmState } from '../state';
import { BUILDER_SPACE, PLANNER_SPACE, RESOURCE_AWARD_BONUS, TRACK } from './board';
import { bot, on, say } from './robot';

/** The player MarsBot plays against. */
const YOU = 0;

/** MarsBot's progress towards a milestone, and what it needs (MB-34). */
export function marsbotMilestoneValue(s: TmState, id: string): { have: number; need: number } {
  const m = bot(s);
  switch (id) {
    case 'terraformer':
      return { have: m.tr, need: 35 };
    case 'mayor':
      return { have: ownedTiles(s, MARSBOT, 'city').length, need: 3 };
    case 'gardener':
      return { have: ownedTiles(s, MARSBOT, 'greenery').length, need: 3 };
    case 'builder':
      return { have: m.tracks[TRACK.building], need: BUILDER_SPACE };
    case 'planner':
      return { have: Math.min(...m.tracks), need: PLANNER_SPACE };
    default:
      throw new RangeError(`no Tharsis milestone ${id}`);
  }
}

export function marsbotQualifies(s: TmState, id: string): boolean {
  const v = marsbotMilestoneValue(s, id);
  return v.have >= v.need;
}

/** What the player still lacks for a milestone (0 = qualifies). RULE-AMBIGUITY: "closest" = fewest units missing. */
export function playerMissing(s: TmState, id: string): number {
  const c = MILESTONES.find((x) => x.id === id)!.criterion;
  return Math.max(0, milestoneTarget(c) - milestoneValue(s, YOU, c));
}

/** The milestones MarsBot may claim now, best first by MB-32's tie-breaks; [] when 3 are claimed. */
export function claimableMilestones(s: TmState): string[] {
  if (s.milestones.length >= MILESTONE_RULES.maxClaimed) return [];
  const open = MILESTONES.filter((x) => !s.milestones.some((c) => c.id === x.id) && marsbotQualifies(s, x.id)).map((x) => x.id);
  const order = (id: string) => MILESTONES.findIndex((x) => x.id === id);
  // (1) one the player also qualifies for, (2) the one the player is closest to, (3) the leftmost.
  return open.sort((a, b) => playerMissing(s, a) - playerMissing(s, b) || order(a) - order(b));
}

/** MB-32: claims the milestone the tie-breaks pick; false when it cannot. */
export function claimMilestone(ctx: Ctx, why: string): boolean {
  const [id] = claimableMilestones(ctx.s);
  if (id === undefined) return false;
  ctx.s.milestones.push({ id, seat: MARSBOT });
  say(ctx, 'milestone', `claims ${MILESTONES.find((x) => x.id === id)!.name} (${why})`, { id });
  return true;
}

/** MB-35: MarsBot's value in an award (Tharsis). RULE-AMBIGUITY: Landlord counts its Neural Instance too (a tile it owns). */
export function marsbotAwardValue(s: TmState, id: string): number {
  const m = bot(s);
  const t = m.tracks;
  const base = ((): number => {
    switch (id) {
      case 'landlord':
        return ownedTiles(s, MARSBOT, 'any').length;
      case 'banker':
        return t[TRACK.building] + t[TRACK.event];
      case 'scientist':
        return t[TRACK.science];
      case 'thermalist':
        return t[TRACK.energy] + RESOURCE_AWARD_BONUS;
      case 'miner':
        return t[TRACK.space] + RESOURCE_AWARD_BONUS;
      default:
        throw new RangeError(`no Tharsis award ${id}`);
    }
  })();
  return base - (on(s, 'easyAwardsMinus5') ? 5 : 0);
}

/** MB-33: the player's value as MarsBot weighs it: for awards counting resources, resources plus production. */
export function playerAwardPotential(s: TmState, id: string): number {
  const a = AWARDS.find((x) => x.id === id)!;
  const p = s.players[YOU];
  if (a.measure.kind === 'resources') return a.measure.resources.reduce((n, r) => n + p.res[r] + p.prod[r], 0);
  return awardValue(s, YOU, a.measure);
}

/** MB-33: the award to fund (furthest ahead of the player, leftmost on ties), or null. */
export function awardToFund(s: TmState): string | null {
  if (s.awards.length >= AWARD_RULES.maxFunded) return null;
  let pick: string | null = null;
  let lead = 0;
  for (const a of AWARDS) {
    if (s.awards.some((f) => f.id === a.id)) continue;
    const d = marsbotAwardValue(s, a.id) - playerAwardPotential(s, a.id);
    if (d > lead) {
      lead = d;
      pick = a.id;
    }
  }
  return pick;
}

export function fundAward(ctx: Ctx, why: string): boolean {
  const id = awardToFund(ctx.s);
  if (id === null) return false;
  ctx.s.awards.push({ id, seat: MARSBOT });
  say(ctx, 'award', `funds ${AWARDS.find((x) => x.id === id)!.name} (${why})`, { id });
  return true;
}
