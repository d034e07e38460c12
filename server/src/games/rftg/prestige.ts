/**
 * The Brink of War: prestige points and the Prestige Leader tile.
 *
 * Prestige is public. It is gained from cards with the prestige symbol when
 * they are first placed and from powers, spent through powers (and the
 * prestige action), and scores 1 VP per point at the end. The leader tile is
 * checked at the end of every phase and whenever a spend costs someone the
 * lead; at round start its holder (or every tied leader) is rewarded.
 */
import { GameError } from '../../engine';
import { cardName, hasCardFlag } from './cardinfo';
import { drawToHand, gainVp } from './piles';
import type { Ctx, PrestigeTile, RftgState } from './state';

/** A player with this much prestige at the end of a round ends the game. */
export const PRESTIGE_GAME_END = 15;

export function isBow(s: RftgState): boolean {
  return s.level >= 3;
}

/** The seats sharing the most prestige, or [] when nobody has any. */
export function prestigeLeaders(s: RftgState): number[] {
  const max = Math.max(...s.players.map((p) => p.prestige ?? 0));
  if (max <= 0) return [];
  return s.players.flatMap((p, seat) => ((p.prestige ?? 0) === max ? [seat] : []));
}

/** One contender for the leader tile: the holder id it would write on the tile, its prestige, and what it gained this phase. */
export interface TileContender {
  id: number;
  prestige: number;
  gained: number;
}

/**
 * The tile rule for any set of contenders (the seats; in solitaire also the robot): a sole leader takes or
 * keeps the tile, with the phase's unspent prestige added; a tie with prestige puts it in the centre, '='
 * side up; nobody with prestige leaves it empty. Returns whether the tile changed.
 */
export function settleLeaderTile(tile: PrestigeTile, contenders: TileContender[]): boolean {
  const before = { ...tile };
  const max = Math.max(0, ...contenders.map((c) => c.prestige));
  const leaders = max > 0 ? contenders.filter((c) => c.prestige === max) : [];
  if (leaders.length === 1) {
    const c = leaders[0];
    const fresh = Math.min(c.gained, c.prestige);
    tile.onTile = tile.holder === c.id ? Math.min(tile.onTile + fresh, c.prestige) : fresh;
    tile.holder = c.id;
    tile.tied = false;
  } else {
    tile.holder = null;
    tile.tied = leaders.length > 1;
    tile.onTile = 0;
  }
  return tile.holder !== before.holder || tile.tied !== before.tied || tile.onTile !== before.onTile;
}

/**
 * Re-checks the leader tile. A sole leader who takes it (or keeps it) puts the
 * prestige gained this phase and not spent on it; ties among players with
 * prestige put it in the centre, '=' side up, with nothing on it.
 *
 * RULE-AMBIGUITY: the printed rules put "that phase's" prestige on the tile;
 * the reference engine instead rewards a sole leader who gained any prestige
 * during the last round, wherever it was gained. We follow the printed rule,
 * as the brief states it: prestige gained while not (yet) leading is not on
 * the tile, prestige gained later by the holder is added.
 */
export function updatePrestigeTile(ctx: Ctx): void {
  const { s } = ctx;
  const tile = s.prestigeTile;
  if (!tile) return;
  const changed = settleLeaderTile(
    tile,
    s.players.map((p, seat) => ({ id: seat, prestige: p.prestige ?? 0, gained: p.prestigePhase })),
  );
  for (const p of s.players) p.prestigePhase = 0;
  if (changed) {
    const text =
      tile.holder !== null
        ? `${s.players[tile.holder].name} is the Prestige Leader (${tile.onTile} prestige on the tile).`
        : tile.tied
          ? 'The Prestige Leader tile goes to the centre (tie).'
          : 'Nobody leads in prestige.';
    ctx.ev.push({ type: 'prestige-leader', text, data: { holder: tile.holder, tied: tile.tied, onTile: tile.onTile } });
  }
}

export function gainPrestige(ctx: Ctx, seat: number, n: number, why: string): void {
  if (n <= 0 || !isBow(ctx.s)) return;
  const p = ctx.s.players[seat];
  p.prestige += n;
  p.prestigePhase += n;
  ctx.ev.push({ type: 'prestige', text: `${p.name} gains ${n} prestige (${why}).`, data: { seat, prestige: n, total: p.prestige } });
}

/**
 * A card with the prestige symbol earns its owner 1 prestige when first
 * placed (Develop/Settle placements only: not when taken over, and no start
 * world carries the symbol).
 */
export function prestigeOnPlace(ctx: Ctx, seat: number, card: number): void {
  if (isBow(ctx.s) && hasCardFlag(ctx.s, card, 'PRESTIGE')) gainPrestige(ctx, seat, 1, `placing ${cardName(ctx.s, card)}`);
}

/**
 * Spends prestige. A spend by a leader re-checks the tile at once (losing the
 * lead, or breaking a tie, moves it); the other players' prestige of this
 * phase stays pending for the end-of-phase check.
 */
export function spendPrestige(ctx: Ctx, seat: number, n: number, why: string): void {
  const { s } = ctx;
  const p = s.players[seat];
  if (n > p.prestige) throw new GameError('INTERNAL', `seat ${seat} cannot spend ${n} prestige (has ${p.prestige})`);
  const wasLeader = prestigeLeaders(s).includes(seat);
  p.prestige -= n;
  // Unspent prestige of this phase is spent first (it is what would go on the tile).
  p.prestigePhase = Math.max(0, Math.min(p.prestigePhase, p.prestige));
  ctx.ev.push({ type: 'prestige-spent', text: `${p.name} spends ${n} prestige (${why}).`, data: { seat, prestige: n, total: p.prestige } });
  const tile = s.prestigeTile;
  if (!tile || !wasLeader) return;
  const leaders = prestigeLeaders(s);
  if (tile.holder === seat && leaders.length === 1 && leaders[0] === seat) {
    tile.onTile = Math.min(tile.onTile, p.prestige);
    return;
  }
  const kept = s.players.map((q) => q.prestigePhase);
  updatePrestigeTile(ctx);
  s.players.forEach((q, i) => (q.prestigePhase = kept[i]));
}

/**
 * Round start: a sole leader with prestige on the tile gains 1 VP and draws 1
 * card, and the prestige moves off the tile; otherwise every leader (sole or
 * tied, with at least one prestige) gains 1 VP.
 */
export function prestigeRoundStart(ctx: Ctx): void {
  const { s } = ctx;
  const tile = s.prestigeTile;
  if (!tile) return;
  s.prestigeRoundBonus = [];
  if (tile.holder !== null && tile.onTile > 0) {
    gainVp(ctx, tile.holder, 1, 'Prestige Leader');
    const [card] = drawToHand(ctx, tile.holder, 1, 'prestige leader');
    s.prestigeRoundBonus.push({ seat: tile.holder, card: card ?? null });
    tile.onTile = 0;
    return;
  }
  for (const seat of prestigeLeaders(s)) {
    gainVp(ctx, seat, 1, 'Prestige Leader');
    s.prestigeRoundBonus.push({ seat, card: null });
  }
}

/** End of round: does someone's prestige end the game? */
export function prestigeEndsGame(s: RftgState): boolean {
  return isBow(s) && s.players.some((p) => (p.prestige ?? 0) >= PRESTIGE_GAME_END);
}
