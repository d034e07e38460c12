/**
 * Land Claim (066): put your marker on a space that is not reserved (land,
 * not Noctis City's space, no tile, no claim); only you may place a tile
 * there. The claim goes when a tile is placed on it.
 */
import { SPACES } from '../data';
import { askChoices } from '../prompts';
import type { Ctx, TmState } from '../state';

function claimable(s: TmState): string[] {
  return SPACES.filter((x) => x.type === 'land' && x.reserved === undefined && !s.tiles[x.id] && s.claims[x.id] === undefined).map((x) => x.id);
}

export function landClaimPossible(s: TmState): boolean {
  return claimable(s).length > 0;
}

export function landClaim(ctx: Ctx, seat: number): void {
  askChoices(ctx, seat, 'space', 'Land Claim: reserve a space', claimable(ctx.s), { kind: 'claim' });
}

export function claimSpace(ctx: Ctx, seat: number, id: string): void {
  ctx.s.claims[id] = seat;
  ctx.ev.push({ type: 'claim', text: `${ctx.s.players[seat].name} claims ${id}`, data: { seat, space: id } });
}
