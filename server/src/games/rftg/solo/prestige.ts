/**
 * BoW prestige with the robot [S-BoW "JOGO SOLITÁRIO"]: the prestige rules
 * are on; the robot gains prestige from cards that grant it (and its Alien
 * Research Team / Rebel Freedom Fighters counters), can lead or tie for the
 * Prestige Leader tile, scores 1 VP per prestige, and never searches nor uses
 * a prestige bonus. The tile rule (prestige.ts settleLeaderTile) runs with
 * the robot as a second contender; the tile's holder is ROBOT_SEAT when the
 * robot leads.
 */
import type { Ctx } from '../state';
import { drawToHand, gainVp } from '../piles';
import { settleLeaderTile } from '../prestige';
import { ROBOT_NAME, ROBOT_SEAT, robotCredit, robotDraw, robotVp, soloOf } from './robot';

/** End of every phase: who leads, the player or the robot (ties put the tile in the centre). */
export function soloPrestigeTile(ctx: Ctx): void {
  const { s } = ctx;
  const tile = s.prestigeTile;
  if (!tile || !s.solo) return;
  const p = s.players[0];
  const r = soloOf(s);
  const changed = settleLeaderTile(tile, [
    { id: 0, prestige: p.prestige, gained: p.prestigePhase },
    { id: ROBOT_SEAT, prestige: r.prestige, gained: r.prestigeTrack.gainedThisPhase },
  ]);
  p.prestigePhase = 0;
  r.prestigeTrack.gainedThisPhase = 0;
  if (changed) {
    const who = tile.holder === ROBOT_SEAT ? ROBOT_NAME : tile.holder === 0 ? p.name : null;
    const text = who ? `${who} is the Prestige Leader.` : tile.tied ? 'The Prestige Leader tile goes to the centre (tie).' : 'Nobody leads in prestige.';
    ctx.ev.push({ type: 'prestige-leader', text, data: { holder: tile.holder, tied: tile.tied, onTile: tile.onTile, robot: tile.holder === ROBOT_SEAT } });
  }
}

/**
 * Round start. The robot as sole leader having gained prestige in the previous round: 1 VP, 1 card, credit +1
 * [S-BoW]. RULE-AMBIGUITY: U-19 — "coloca 1 carta" is read as drawing 1 card into its pile; U-20 — the robot's
 * condition is its own wording (prestige gained last round), the player's is the usual one (prestige on the tile).
 * Otherwise the usual rule: a sole player leader with prestige on the tile gains 1 VP and draws 1 card; else every
 * leader with prestige (the robot included) gains 1 VP.
 */
export function soloPrestigeRoundStart(ctx: Ctx): void {
  const { s } = ctx;
  const tile = s.prestigeTile;
  if (!tile || !s.solo) return;
  const r = soloOf(s);
  const p = s.players[0];
  s.prestigeRoundBonus = [];
  if (tile.holder === ROBOT_SEAT && r.prestigeTrack.gainedThisRound > 0) {
    robotVp(ctx, 1, 'Prestige Leader');
    robotDraw(ctx, 1, 'Prestige Leader');
    robotCredit(ctx, 1, 'Prestige Leader');
    tile.onTile = 0;
  } else if (tile.holder === 0 && tile.onTile > 0) {
    gainVp(ctx, 0, 1, 'Prestige Leader');
    const [card] = drawToHand(ctx, 0, 1, 'prestige leader');
    s.prestigeRoundBonus.push({ seat: 0, card: card ?? null });
    tile.onTile = 0;
  } else {
    const max = Math.max(p.prestige, r.prestige);
    if (max > 0 && p.prestige === max) {
      gainVp(ctx, 0, 1, 'Prestige Leader');
      s.prestigeRoundBonus.push({ seat: 0, card: null });
    }
    if (max > 0 && r.prestige === max) robotVp(ctx, 1, 'Prestige Leader');
  }
  r.prestigeTrack.gainedThisRound = 0;
}
