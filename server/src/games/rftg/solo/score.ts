/**
 * Final score of the robot and the solitaire result. The robot scores its
 * cards' printed VP, its VP chips, its placed 6-cost counters [S-TGS setup 2]
 * and, with BoW, 1 VP per prestige [S-BoW].
 */
import type { Json, MatchResult } from '../../../engine';
import { designOf } from '../cardinfo';
import { bonusVp, scoreSheet, type ScoreSheet } from '../scoring';
import { freshScratch, type PlayerState, type RftgState } from '../state';
import { ROBOT_NAME, soloOf } from './robot';
import { provisionalInUse, profileFor } from './mat';

export interface RobotSheet {
  total: number;
  vpChips: number;
  cardVp: number;
  /** "?" VP of 6-cost development cards the robot placed (U-11). */
  bonusVp: number;
  counterVp: number;
  prestige: number;
}

/** The robot's tableau as a player's, for the shared bonus scoring (it owns no hand and no goods). */
function asPlayer(s: RftgState): PlayerState {
  const r = soloOf(s);
  return {
    name: ROBOT_NAME,
    hand: [],
    tableau: [...r.tableau],
    goods: {},
    vp: r.vp,
    actions: null,
    ask: null,
    phase: freshScratch(r.tableau),
    startOffer: null,
    startPick: null,
    endDiscard: 0,
    prestige: r.prestige,
    prestigePhase: 0,
    boosted: null,
    searchUsed: true,
    saved: {},
    oortKind: null,
  };
}

export function robotSheet(s: RftgState): RobotSheet {
  const r = soloOf(s);
  const me = asPlayer(s);
  let cardVp = 0;
  let bonus = 0;
  for (const c of r.tableau) {
    const d = designOf(s.level, c);
    cardVp += d.vp;
    // RULE-AMBIGUITY: U-11 — a 6-cost development card the robot placed scores its "?" normally against the
    // robot's own tableau, chips and prestige (its powers are ignored, its scoring is not a power in play).
    if (d.bonuses.length > 0) bonus += bonusVp(s, me, c);
  }
  const counterVp = r.counters.slice(0, r.countersPlaced).reduce((a, b) => a + b, 0);
  const prestige = s.level >= 3 ? r.prestige : 0;
  return { total: r.vp + cardVp + bonus + counterVp + prestige, vpChips: r.vp, cardVp, bonusVp: bonus, counterVp, prestige };
}

/**
 * One seat: the player's score, rank 1 for a win, 2 for a loss.
 * RULE-AMBIGUITY: U-13 — no source names a tie-break against the robot (the base one, hand cards plus goods,
 * has nothing to compare on the robot's side): a tie is a shared first place, reported as `winner: 'tie'`.
 */
export function soloResult(s: RftgState): MatchResult | null {
  if (!s.over) return null;
  const player: ScoreSheet = scoreSheet(s, 0);
  const robot = robotSheet(s);
  const winner = player.total > robot.total ? 'player' : player.total < robot.total ? 'robot' : 'tie';
  return {
    scores: [player.total],
    ranks: [winner === 'robot' ? 2 : 1],
    detail: {
      solitaire: true,
      winner,
      robotScore: robot.total,
      sheets: [player as unknown as Json],
      robot: robot as unknown as Json,
      rounds: s.round,
      vpPool: s.vpPool,
      provisional: provisionalInUse(profileFor(soloOf(s).profile)),
    },
  };
}

/** For the simulator's summary: both sides' scores and how often the player beat the robot. */
export function soloStats(s: RftgState): Record<string, number> {
  if (!s.solo || !s.over) return {};
  const player = scoreSheet(s, 0).total;
  const robot = robotSheet(s).total;
  return { playerScore: player, robotScore: robot, playerWon: player > robot ? 1 : 0 };
}
