/**
 * The page's addresses. Invite links are `/match/<id>` (or `/?match=<id>`),
 * replays `/replay/<id>?viewer=&step=`; everything else is the lobby. The
 * server answers every such path with index.html, so links survive a reload.
 */
import type { MatchConnection } from '../../client-sdk/src';

export type Route = { page: 'lobby' } | { page: 'match'; matchId: string } | { page: 'replay'; matchId: string; viewer: string | null; step: number | null };

export function parseRoute(loc: { pathname: string; search: string }): Route {
  const q = new URLSearchParams(loc.search);
  const path = /^\/(match|replay)\/([^/]+)\/?$/.exec(loc.pathname);
  const kind = path?.[1] ?? (q.get('replay') ? 'replay' : q.get('match') ? 'match' : null);
  const id = path ? decodeURIComponent(path[2]) : (q.get(kind ?? '') ?? '');
  if (kind === 'match' && id) return { page: 'match', matchId: id };
  if (kind === 'replay' && id) {
    const step = q.get('step');
    return { page: 'replay', matchId: id, viewer: q.get('viewer'), step: step !== null && /^\d+$/.test(step) ? Number(step) : null };
  }
  return { page: 'lobby' };
}

export const matchPath = (id: string) => `/match/${encodeURIComponent(id)}`;

export function replayPath(id: string, viewer?: string, step?: number): string {
  const q = new URLSearchParams();
  if (viewer) q.set('viewer', viewer);
  if (step !== undefined) q.set('step', String(step));
  const s = q.toString();
  return `/replay/${encodeURIComponent(id)}${s ? `?${s}` : ''}`;
}

export const inviteLink = (id: string) => `${location.origin}${matchPath(id)}`;

/** What one page hands the next when it navigates (a live connection, or what the user asked for). */
export interface Handoff {
  connection?: MatchConnection;
  intent?: 'join' | 'watch';
}

export type Navigate = (path: string, handoff?: Handoff) => void;
