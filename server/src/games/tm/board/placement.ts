/**
 * Where a tile may go. Normal rules: oceans only on ocean-reserved spaces;
 * nothing else on them; nothing but Noctis City on Noctis City's space; a
 * city never next to another city; a greenery next to one of the placer's
 * tiles if that is possible. A card's placement rule (dsl/language.ts
 * PlaceRule) changes the spaces it may use or adds conditions. Land Claim
 * keeps a space for the claimer only.
 */
import { space, SPACES } from '../data';
import type { PlaceRule, TileKind } from '../dsl/language';
import type { TmState } from '../state';
import { memo } from '../memo';
import { adjacentTiles, neighbours } from './map';

/** The spaces a kind and its space-naming rules start from, worked out once per combination. */
const CANDIDATES = new Map<string, string[]>();

const OFF_MAP_RULE: Partial<Record<PlaceRule, string>> = { 'offMap:01': '01', 'offMap:02': '02' };
/** Rules that name the spaces themselves and lift the kind's normal conditions. */
const SPACE_RULES = new Set<PlaceRule>(['reserved:noctis', 'volcanic', 'oceanSpace', 'land']);

function candidates(kind: TileKind, rules: readonly PlaceRule[]): string[] {
  const key = `${kind}|${rules.join(',')}`;
  let out = CANDIDATES.get(key);
  if (!out) CANDIDATES.set(key, (out = computeCandidates(kind, rules)));
  return out;
}

function computeCandidates(kind: TileKind, rules: readonly PlaceRule[]): string[] {
  if (rules.includes('reserved:noctis')) return ['31'];
  if (rules.includes('volcanic')) return SPACES.filter((x) => x.volcanic && x.type === 'land').map((x) => x.id);
  const ocean = rules.includes('oceanSpace') || (kind === 'ocean' && !rules.includes('land'));
  return SPACES.filter((x) => (ocean ? x.type === 'ocean' : x.type === 'land' && x.reserved !== 'noctis')).map((x) => x.id);
}

function meets(s: TmState, seat: number, id: string, rule: PlaceRule): boolean {
  const around = adjacentTiles(s, id);
  switch (rule) {
    case 'isolated':
      return around.length === 0;
    case 'nextToCities:2':
      return around.filter((t) => t.kind === 'city').length >= 2;
    case 'nextToCity':
      return around.some((t) => t.kind === 'city');
    case 'nextToGreenery':
      return around.some((t) => t.kind === 'greenery');
    case 'nextToOwn':
      return around.some((t) => t.owner === seat);
    case 'bonusSpace:steel|titanium':
      return space(id).bonus.some((b) => b === 'steel' || b === 'titanium');
    default:
      return true;
  }
}

/** The spaces where `seat` may place a tile of `kind` under `rules`, in id order. */
export function legalSpaces(s: TmState, seat: number, kind: TileKind, rules: readonly PlaceRule[] = []): string[] {
  return memo(`spaces|${seat}|${kind}|${rules.join(',')}`, () => computeLegalSpaces(s, seat, kind, rules));
}

function hasAdjacentCity(s: TmState, id: string): boolean {
  for (const n of neighbours(id)) if (s.tiles[n]?.kind === 'city') return true;
  return false;
}

function computeLegalSpaces(s: TmState, seat: number, kind: TileKind, rules: readonly PlaceRule[]): string[] {
  for (const r of rules) {
    const off = OFF_MAP_RULE[r];
    if (off !== undefined) return s.tiles[off] ? [] : [off];
  }
  let out = candidates(kind, rules).filter((id) => !s.tiles[id] && (s.claims[id] === undefined || s.claims[id] === seat));
  if (rules.length > 0) out = out.filter((id) => rules.every((r) => meets(s, seat, id, r)));
  const lifted = rules.some((r) => SPACE_RULES.has(r));
  // Urbanized Area's rule asks for neighbouring cities, so the city-spacing rule cannot apply to it.
  if (kind === 'city' && !lifted && !rules.includes('nextToCities:2')) out = out.filter((id) => !hasAdjacentCity(s, id));
  if (kind === 'greenery' && !lifted) {
    const nextToOwn = out.filter((id) => neighbours(id).some((n) => s.tiles[n]?.owner === seat));
    if (nextToOwn.length > 0) out = nextToOwn;
  }
  return out;
}
