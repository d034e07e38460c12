/**
 * The robot's side of the table as a viewer sees it. Hidden: the contents and
 * order of its face-down draw pile (a count is shown, as a stack on the table
 * shows its size). Everything else is on the table and public: tableau,
 * counters, tracks, chips, prestige, and the dice once rolled (they are only
 * rolled after the player's actions are locked, so there is never an
 * unrevealed roll to hide). The provisional mat parts in use are listed.
 */
import type { Viewer } from '../../../engine';
import { designOf } from '../cardinfo';
import type { RftgState } from '../state';
import type { SoloState } from './types';
import { profileFor, provisionalInUse } from './mat';
import { ROBOT_NAME, robotTableauSize, soloOf } from './robot';
import { robotSheet } from './score';

/** The robot's side of the table (see above). */
export type RobotView = {
  name: string;
  startWorld: number;
  robotFace: string;
  difficulty: SoloState['difficulty'];
  credit: number;
  economy: number;
  vpChips: number;
  prestige: number;
  pileCount: number;
  /** Omniscient view only. */
  pile: number[] | null;
  tableau: { card: number; name: string }[];
  counters: { vp: number[]; placed: number };
  tableauSize: number;
  dice: { die: number; face: string; read: string; col: string }[] | null;
  score: number;
  provisionalRows: boolean;
  provisional: string[];
};

export function robotView(s: RftgState, viewer: Viewer): RobotView {
  const r = soloOf(s);
  const profile = profileFor(r.profile);
  const provisional = provisionalInUse(profile);
  return {
    name: ROBOT_NAME,
    startWorld: r.startWorld,
    robotFace: profile.robotFace,
    difficulty: r.difficulty,
    credit: r.credit,
    economy: r.economy,
    vpChips: r.vp,
    prestige: r.prestige,
    pileCount: r.pile.length,
    pile: viewer.kind === 'omniscient' ? [...r.pile] : null,
    tableau: r.tableau.map((card) => ({ card, name: designOf(s.level, card).name })),
    counters: { vp: [...r.counters], placed: r.countersPlaced },
    tableauSize: robotTableauSize(r),
    dice: r.dice ? r.dice.map((d) => ({ die: d.die, face: d.face, read: d.read, col: d.col })) : null,
    score: robotSheet(s).total,
    provisionalRows: provisional.length > 0,
    provisional,
  };
}
