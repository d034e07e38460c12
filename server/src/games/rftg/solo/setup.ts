/**
 * Solitaire setup, robot side [S-TGS "Preparação para Jogo Solitário" 1-7;
 * S-BoW Setup]: 24 VP (29 with BoW), the difficulty's 6-cost counters, the
 * robot's start world, its credit and economy start values and its face-down
 * starting pile. Runs before the player's six cards are dealt (step 8).
 */
import { GameError, randInt } from '../../../engine';
import { designOf } from '../cardinfo';
import type { Ctx } from '../state';
import { DIFFICULTY, PROFILES, SOLO_BOW_EXTRA_VP, SOLO_VP_POOL, profileFor } from './mat';
import { ROBOT_NAME, robotDraw } from './robot';

/**
 * `pool` holds the start worlds not dealt to the player; they have already been shuffled into the supply,
 * so the robot's is taken back out of it.
 */
export function setupRobot(ctx: Ctx, pool: number[]): void {
  const { s } = ctx;
  const wanted = s.options.robotStartWorld;
  const usable = pool.filter((c) => designOf(s.level, c).name in PROFILES);
  let world: number;
  if (wanted !== undefined) {
    if (!usable.includes(wanted)) throw new GameError('BAD_OPTIONS', `robotStartWorld: ${wanted} is not an undealt start world`);
    world = wanted;
  } else {
    world = usable[randInt(s.rng, usable.length)];
  }
  pool.splice(pool.indexOf(world), 1);
  s.drawPile.splice(s.drawPile.indexOf(world), 1);
  const profile = profileFor(designOf(s.level, world).name);
  s.vpPool = SOLO_VP_POOL + (s.level >= 3 ? SOLO_BOW_EXTRA_VP : 0);
  s.solo = {
    startWorld: world,
    profile: profile.name,
    difficulty: s.options.difficulty,
    credit: profile.credit,
    economy: profile.economy,
    vp: 0,
    prestige: 0,
    prestigeTrack: { gainedThisRound: 0, gainedThisPhase: 0 },
    pile: [],
    tableau: [world],
    counters: [...DIFFICULTY[s.options.difficulty]],
    countersPlaced: 0,
    dice: null,
  };
  ctx.ev.push({
    type: 'robot-start',
    text: `${ROBOT_NAME} starts with ${profile.name} (credit ${profile.credit}, economy ${profile.economy}).`,
    data: { card: world, credit: profile.credit, economy: profile.economy, difficulty: s.options.difficulty },
  });
  robotDraw(ctx, profile.pile, 'starting pile');
}
