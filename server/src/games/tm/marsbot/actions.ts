/**
 * MarsBot's board actions (MB-17, MB-30..44): a project card's tags advance
 * their tracks one space at a time, left to right, and the icon a cube lands
 * on is resolved at once, before the next tag. An icon it cannot perform, a
 * track already at 18 or a card without tags is an action failure (MB-20).
 */
import { projectCard } from '../data';
import { runAbove } from '../dsl/run';
import { cardPlayedTriggers } from '../dsl/triggers';
import { MARSBOT, type Ctx } from '../state';
import { iconTr, iconTrack, LAST_SPACE, MARSBOT_TRACKS, trackOfTag, type Icon } from './board';
import { claimMilestone, fundAward } from './goals';
import { bot, failure, gainTr, on, say } from './robot';
import { placeCity, placeGreenery, placeOcean, raiseTemperature } from './terraform';

export const CARD_EVENT = 'marsbot-card';

export function iconText(icon: Icon): string {
  if (icon === null) return 'nothing';
  const t = iconTrack(icon);
  if (t !== null) return `advance ${MARSBOT_TRACKS[t].name}`;
  const tr = iconTr(icon);
  if (tr !== null) return `TR +${tr}`;
  return (
    {
      advance: 'advance',
      milestone: 'milestone',
      award: 'award',
      temperature: 'temperature',
      temperature2: 'temperature ×2',
      greenery: 'greenery',
      ocean: 'ocean',
      city: 'city',
      venus: 'Venus (nothing)',
      venus2: 'Venus ×2 (nothing)',
    }[icon as string] ?? String(icon)
  );
}

/**
 * One space forward on track `t` (MB-17b, MB-30, MB-31): an action failure at 18. The icon landed on is
 * resolved unless a regression marker is on the track (MB-15): then every icon up to and including the
 * marked space is ignored, and arriving on the marked space removes the marker.
 */
export function advance(ctx: Ctx, t: number, why: string): void {
  const m = bot(ctx.s);
  const track = MARSBOT_TRACKS[t];
  if (m.tracks[t] >= LAST_SPACE) return failure(ctx, `${track.name} is already at ${LAST_SPACE} (${why})`);
  m.tracks[t] += 1;
  const at = m.tracks[t];
  const icon = track.icons[at];
  const marker = m.markers[t];
  if (marker !== null) {
    if (at >= marker) m.markers[t] = null;
    say(
      ctx,
      'marsbot-track',
      `${track.name} → ${at} (${why})${icon ? `: ${iconText(icon)} ignored` : ''}${at >= marker ? ', regression marker removed' : ', regression marker ahead'}`,
      { track: t, space: at, icon, ignored: true },
    );
    return;
  }
  say(ctx, 'marsbot-track', `${track.name} → ${at} (${why})${icon ? `: ${iconText(icon)}` : ''}`, { track: t, space: at, icon });
  if (icon !== null) resolveIcon(ctx, t, icon);
}

/** The action of an icon a cube landed on (MB-30..44). */
export function resolveIcon(ctx: Ctx, t: number, icon: Exclude<Icon, null>): void {
  const other = iconTrack(icon);
  if (other !== null) return advance(ctx, other, `${MARSBOT_TRACKS[t].name} icon`);
  const tr = iconTr(icon);
  if (tr !== null) return gainTr(ctx, tr, `${MARSBOT_TRACKS[t].name} icon`);
  switch (icon) {
    case 'advance':
      // MB-50: with easyNoAdvance the advance icons are ignored.
      if (on(ctx.s, 'easyNoAdvance')) return say(ctx, 'marsbot-track', `advance ignored (easy)`, { track: t, ignored: true });
      return advance(ctx, t, 'advance icon');
    case 'milestone':
      if (!claimMilestone(ctx, 'milestone icon')) failure(ctx, 'no milestone to claim');
      return;
    case 'award':
      if (!fundAward(ctx, 'award icon')) failure(ctx, 'no award to fund');
      return;
    case 'temperature':
      if (!raiseTemperature(ctx)) failure(ctx, 'the temperature is at its maximum');
      return;
    case 'temperature2':
      // RULE-AMBIGUITY: two single temperature raises, each its own action (and failure at the maximum).
      for (let i = 0; i < 2; i++) if (!raiseTemperature(ctx)) failure(ctx, 'the temperature is at its maximum');
      return;
    case 'greenery':
      if (!placeGreenery(ctx)) failure(ctx, 'no space for a greenery');
      return;
    case 'ocean':
      if (!placeOcean(ctx)) failure(ctx, 'no ocean left to place');
      return;
    case 'city':
      if (!placeCity(ctx)) failure(ctx, 'no space for a city');
      return;
    case 'venus':
    case 'venus2':
      // RULE-AMBIGUITY (MB-44): Venus icons do nothing in the base game (no action, no failure).
      return;
  }
}

/**
 * MB-17: a project card resolved by MarsBot. Requirements, costs and effects are ignored; each tag in turn
 * advances its track (the event tag last); no tag is an action failure. The card goes to its played pile,
 * face up, and (MB-21) counts as played for the player's "any card played" effects (Saturn Systems).
 * RULE-AMBIGUITY: tags in the card table's order (the open-source project's, with the event tag last): the
 * printed left-to-right order was not verified. RULE-AMBIGUITY (MB-21): its cards put their tags into play
 * for the player's "any card played" effects; those run after the card is resolved.
 */
export function resolveProject(ctx: Ctx, id: string, how: string): void {
  const m = bot(ctx.s);
  const card = projectCard(id);
  m.resolving = id;
  say(ctx, CARD_EVENT, `${how} ${card.name}${card.tags.length ? ` (${card.tags.join(', ')})` : ' (no tags)'}`, { card: id });
  if (card.tags.length === 0) failure(ctx, `${card.name} has no tags`);
  for (const tag of card.tags) advance(ctx, trackOfTag(tag), `${tag} tag`);
  m.played.push(id);
  m.resolving = null;
  const before = ctx.s.stack.length;
  cardPlayedTriggers(ctx, MARSBOT, id);
  runAbove(ctx, before);
}

/**
 * MB-47: after the generation in which Mars is terraformed, for each track whose next space holds a
 * greenery icon MarsBot moves that cube forward and places a greenery (MB-37; oxygen is at its maximum, so
 * no TR). RULE-AMBIGUITY: tracks in board order; behind a regression marker (MB-15) the cube moves but
 * places nothing.
 */
export function marsbotFinalGreeneries(ctx: Ctx): void {
  const m = bot(ctx.s);
  MARSBOT_TRACKS.forEach((track, t) => {
    const next = m.tracks[t] + 1;
    if (next > LAST_SPACE || track.icons[next] !== 'greenery') return;
    m.tracks[t] = next;
    const marker = m.markers[t];
    if (marker !== null) {
      if (next >= marker) m.markers[t] = null;
      return say(ctx, 'marsbot-track', `final greenery: ${track.name} → ${next}: ignored (regression marker)`, {
        track: t,
        space: next,
        icon: 'greenery',
        ignored: true,
      });
    }
    say(ctx, 'marsbot-track', `final greenery: ${track.name} → ${next}`, { track: t, space: next, icon: 'greenery' });
    if (!placeGreenery(ctx)) failure(ctx, 'no space for a final greenery');
  });
}
