/**
 * MarsBot's side of the table as a viewer sees it (MB-59, MB-60). Public:
 * its M€, TR, tracks and regression markers, its board (marked provisional),
 * tiles (on the map, owner "marsbot"), played pile, bonus discard pile and
 * destroyed cards, the card it is resolving, its milestone and award values,
 * its score if the game ended now. Hidden (counts only): its action deck
 * (which cards, in which order, which bonus card), the bonus deck's order,
 * its draft stack and kept cards — shown only to the omniscient viewer.
 */
import type { Json, Viewer } from '../../../engine';
import { AWARDS, MILESTONES, projectCard } from '../data';
import type { TmState } from '../state';
import { MARSBOT_BOARD, MARSBOT_TRACKS } from './board';
import { bonusName, isBonusCard } from './cards';
import { marsbotAwardValue, marsbotMilestoneValue, playerAwardPotential } from './goals';
import { CHANGES } from '../options';
import { bot, MARSBOT_NAME, marsbotStarts } from './robot';
import { LAST_GENERATION, marsbotSheet, mcPerVp } from './score';

const named = (id: string) => ({ id, name: isBonusCard(id) ? bonusName(id) : projectCard(id).name });

/** The public part, the same for every viewer. */
export function marsbotPublic(s: TmState): { [k: string]: Json } {
  const m = bot(s);
  const changes: { [k: string]: Json } = {};
  for (const k of CHANGES) changes[k] = s.options[k] === true;
  return {
    name: MARSBOT_NAME,
    difficulty: s.options.difficulty ?? 'normal',
    changes,
    mc: m.mc,
    tr: m.tr,
    tracks: MARSBOT_TRACKS.map((t, i) => ({ id: t.id, name: t.name, space: m.tracks[i], marker: m.markers[i] })),
    boardProvisional: MARSBOT_BOARD.provisional,
    board: MARSBOT_TRACKS.map((t) => ({ id: t.id, name: t.name, tags: [...t.tags], productions: [...t.productions], icons: [...t.icons] })),
    actionDeckCount: m.actionDeck.length,
    bonusDeckCount: m.bonusDeck.length,
    bonusDiscard: m.bonusDiscard.map(named),
    destroyed: m.destroyed.map(named),
    played: m.played.map(named),
    resolving: m.resolving === null ? null : named(m.resolving),
    passed: m.passed,
    acting: m.acting,
    startsGeneration: marsbotStarts(s),
    neuralInstance: m.neural,
    failures: m.failures,
    draftStackCount: m.stack.length,
    draftKeptCount: m.kept.length,
    milestones: MILESTONES.map((x) => ({ id: x.id, ...marsbotMilestoneValue(s, x.id) })),
    awards: AWARDS.map((a) => ({ id: a.id, value: marsbotAwardValue(s, a.id), yourValueAsItWeighs: playerAwardPotential(s, a.id) })),
    lastGeneration: LAST_GENERATION,
    mcPerVp: mcPerVp(s.generation),
    sheetIfEndedNow: { ...marsbotSheet(s) },
    ended: m.ended,
  };
}

/** What only the omniscient viewer (after the end) adds. */
export function marsbotSecrets(s: TmState, viewer: Viewer): { [k: string]: Json } {
  if (viewer.kind !== 'omniscient') return {};
  const m = bot(s);
  return { actionDeck: [...m.actionDeck].reverse(), bonusDeck: [...m.bonusDeck].reverse(), draftStack: [...m.stack], draftKept: [...m.kept] };
}
