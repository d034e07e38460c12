/**
 * Galaxy positions and hex geometry. Positions are named by ring and index as TI map tools do: "000" is
 * Mecatol Rex, then "101"-"106", "201"-"212", "301"-"318", index 01 straight up from Mecatol Rex, counting
 * clockwise. Underneath: axial coordinates [q, r] of flat-top hexes (q grows east, r south-east), as in
 * layouts.json.
 */

export type Axial = readonly [number, number];

/** The six axial steps, clockwise from "east along the top edge" as rings are walked from their top hex. */
const RING_WALK: readonly Axial[] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

export const NEIGHBOUR_STEPS: readonly Axial[] = RING_WALK;

function positionName(ring: number, index: number): string {
  return ring === 0 ? '000' : `${ring}${String(index).padStart(2, '0')}`;
}

function buildPositions(): Map<string, Axial> {
  const out = new Map<string, Axial>([['000', [0, 0]]]);
  for (let ring = 1; ring <= 3; ring++) {
    let q = 0;
    let r = -ring;
    let index = 1;
    for (const [dq, dr] of RING_WALK) {
      for (let k = 0; k < ring; k++) {
        out.set(positionName(ring, index++), [q, r]);
        q += dq;
        r += dr;
      }
    }
  }
  return out;
}

const AXIAL = buildPositions();
const BY_AXIAL = new Map([...AXIAL].map(([name, [q, r]]) => [`${q},${r}`, name]));

/** Every position of three full rings, Mecatol Rex first, ring by ring. */
export const ALL_POSITIONS: readonly string[] = [...AXIAL.keys()];

export function axial(position: string): Axial {
  const a = AXIAL.get(position);
  if (!a) throw new Error(`no galaxy position ${position}`);
  return a;
}

export function ringOf(position: string): number {
  return Number(position[0]);
}

export function hexDistance(a: string, b: string): number {
  const [q1, r1] = axial(a);
  const [q2, r2] = axial(b);
  const dq = q1 - q2;
  const dr = r1 - r2;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The positions (of three full rings) sharing an edge with `position`. */
export function hexNeighbours(position: string): string[] {
  const [q, r] = axial(position);
  return NEIGHBOUR_STEPS.map(([dq, dr]) => BY_AXIAL.get(`${q + dq},${r + dr}`)).filter((p): p is string => p !== undefined);
}
