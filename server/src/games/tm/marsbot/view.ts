/**
 * MarsBot's side of the table as a viewer sees it (MB-59, MB-60). Public:
 * its M€, TR, tracks and regression markers, its board (marked provisional),
 * tiles (on the map, owner "marsbot"), played pile, bonus discard pile and
 * destroyed cards, the card it is resolving, its milestone and award values,
 * its score if the game ended now. Hidden (counts only): its action deck
 * (which cards, in which order, which bonus card), the bonus deck's order,
 * its draft stack and kept cards — shown only to the omniscient viewer.
 */
import type { Viewer } from '../../../engine';
import { AWARDS, MILESTONES, projectCard } from '../data';
import type { Resource, Tag } from '../dsl/language';
import type { Change, Difficulty } from './difficulty';
import type { MarsBotState, TmState } from '../state';
import { MARSBOT_BOARD, MARSBOT_TRACKS, type Icon, type TrackId } from './board';
import { bonusName, isBonusCard } from './cards';
import { marsbotAwardValue, marsbotMilestoneValue, playerAwardPotential } from './goals';
import { bot, MARSBOT_NAME, marsbotStarts } from './robot';
import { LAST_GENERATION, marsbotSheet, mcPerVp, type MarsbotSheet } from './score';

/** A card by id and name (a bonus card's name, or a project card's). */
export type NamedCard = { id: string; name: string };

/** Where its cube is on one track, and the track's regression marker. */
export type MarsbotTrackView = { id: TrackId; name: string; space: number; marker: number | null };

/** One track of its board as printed: what advances it, what moves it back, the icon on each space. */
export type MarsbotBoardTrack = { id: TrackId; name: string; tags: Tag[]; productions: Resource[]; icons: Icon[] };

/** MarsBot's side of the table (the omniscient viewer also sees its decks and draft cards). */
export type MarsbotView = {
  name: string;
  difficulty: Difficulty;
  /** Each change of the difficulty levels (MB-56), on or off in this game. */
  changes: Record<Change, boolean>;
  mc: number;
  tr: number;
  tracks: MarsbotTrackView[];
  boardProvisional: boolean;
  board: MarsbotBoardTrack[];
  actionDeckCount: number;
  bonusDeckCount: number;
  bonusDiscard: NamedCard[];
  destroyed: NamedCard[];
  played: NamedCard[];
  resolving: NamedCard | null;
  passed: boolean;
  acting: boolean;
  startsGeneration: boolean;
  neuralInstance: string | null;
  failures: number;
  draftStackCount: number;
  draftKeptCount: number;
  milestones: { id: string; have: number; need: number }[];
  awards: { id: string; value: number; yourValueAsItWeighs: number }[];
  lastGeneration: number;
  mcPerVp: number;
  sheetIfEndedNow: { [K in keyof MarsbotSheet]: MarsbotSheet[K] };
  ended: MarsBotState['ended'];
  /** Omniscient viewer only (top of each deck first). */
  actionDeck?: string[];
  bonusDeck?: string[];
  draftStack?: string[];
  draftKept?: string[];
};

type Secrets = Required<Pick<MarsbotView, 'actionDeck' | 'bonusDeck' | 'draftStack' | 'draftKept'>>;

const named = (id: string): NamedCard => ({ id, name: isBonusCard(id) ? bonusName(id) : projectCard(id).name });

/** The public part, the same for every viewer. */
export function marsbotPublic(s: TmState): MarsbotView {
  const m = bot(s);
  const on = (k: Change): boolean => s.options[k] === true;
  const changes: Record<Change, boolean> = {
    easyNoAdvance: on('easyNoAdvance'),
    easyFailure3: on('easyFailure3'),
    easyAwardsMinus5: on('easyAwardsMinus5'),
    hardCardVp: on('hardCardVp'),
    hardEarlyMilestone: on('hardEarlyMilestone'),
    brutalFourCards: on('brutalFourCards'),
  };
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
  } satisfies MarsbotView;
}

/** What only the omniscient viewer (after the end) adds. */
export function marsbotSecrets(s: TmState, viewer: Viewer): Secrets | null {
  if (viewer.kind !== 'omniscient') return null;
  const m = bot(s);
  return { actionDeck: [...m.actionDeck].reverse(), bonusDeck: [...m.bonusDeck].reverse(), draftStack: [...m.stack], draftKept: [...m.kept] } satisfies Secrets;
}
