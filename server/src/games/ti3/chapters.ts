/**
 * The chapters of a TI3 match, for replay jumps: galaxy building, then each round's strategy, action and
 * status phases, each opened by a public event.
 */
import type { Json, WireEvent } from '../../engine';

const fields = (d: Json | undefined): { [k: string]: Json } => (d !== null && d !== undefined && typeof d === 'object' && !Array.isArray(d) ? d : {});

export function chapterOf(e: WireEvent): string | null {
  const { round, phase } = fields(e.data);
  if (e.type === 'table') return 'Galaxy building';
  if (e.type === 'round') return `Round ${String(round)}`;
  if (e.type === 'phase') return `Round ${String(round)}: ${String(phase)} phase`;
  return null;
}
