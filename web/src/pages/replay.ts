/**
 * A stored match step by step (`GET /api/matches/:id/replay`): a slider,
 * play/pause at a chosen speed, jumps from round to round, jumps to the
 * chapters the game marks (rounds, phases: the server lists them), the game
 * log up to the step (a line takes you to its step), and the viewpoint — a seat this
 * browser holds the token for, the spectator's, or after the end everything.
 */
import type { LogEntry, MatchSummary, ReplayChapter, ViewMessage } from '../../../client-sdk/src';
import { client, knownSeat } from '../client';
import { h, mount } from '../ui/dom';
import { logLines, renderLog, type LogLine } from '../ui/log';
import { PickSelection } from '../ui/selection';
import { gameUi } from '../ui/table';
import { matchPath, replayPath, type Navigate, type Route } from '../routes';
import { gameName, loadGames } from './games';

/** Seconds per step when playing, slowest first. */
const SPEEDS: [number, string][] = [
  [1500, 'slow'],
  [700, 'normal'],
  [250, 'fast'],
];
/** Event types that open a round (or generation) or a phase: where the round buttons jump. */
const ROUND_MARKS = new Set(['round', 'generation']);

export function replayPage(root: HTMLElement, route: Extract<Route, { page: 'replay' }>, _nav: Navigate): () => void {
  const { matchId } = route;
  let summary: MatchSummary | null = null;
  let viewer = route.viewer ?? '';
  let step = route.step ?? 0;
  let playing: ReturnType<typeof setInterval> | null = null;
  let everyMs = 700;
  let latest = 0;
  /** The whole game log as the current viewpoint saw it (asked once per viewpoint). */
  let fullLog: { viewer: string; entries: LogEntry[] } | null = null;
  /** Where the game's chapters (rounds, phases) begin, listed by the server with the log. */
  let chapters: ReplayChapter[] = [];
  const cache = new Map<string, ViewMessage>();
  const selection = new PickSelection();
  const tableBox = h('div', { class: 'match-body' });
  const controls = h('div', { class: 'replay-controls' });

  async function show(): Promise<void> {
    if (!summary) return;
    const ticket = ++latest;
    const key = `${viewer}:${step}`;
    let msg = cache.get(key);
    if (!msg) {
      try {
        const seat = /^\d+$/.test(viewer) ? Number(viewer) : null;
        msg = await client.replay(matchId, { viewer: seat ?? (viewer as 'spectator' | 'omniscient'), step });
        cache.set(key, msg);
      } catch (e) {
        if (ticket === latest) mount(tableBox, h('p', { class: 'error' }, (e as Error).message));
        return;
      }
    }
    // A slow answer for a step the user has already left is dropped.
    if (ticket !== latest) return;
    if (fullLog?.viewer !== viewer) void loadLog(viewer);
    history.replaceState(null, '', replayPath(matchId, viewer, step));
    const names = summary.seats.map((s) => s.name);
    const ui = gameUi(summary.game);
    const atEnd = step === summary.moveCount && summary.status === 'finished';
    mount(
      tableBox,
      h(
        'main',
        null,
        ui.table({
          msg,
          seat: /^\d+$/.test(viewer) ? Number(viewer) : null,
          names,
          meta: null,
          selection,
          send: null,
          rerender: () => undefined,
          error: null,
          result: atEnd ? summary.result : null,
        }),
      ),
      logPanel(ui, msg.view),
    );
    renderControls();
  }

  /** The log up to the step; each line is a link to the step it happened at. */
  /** `view` is the step's: a game's wording of older events may name what it shows (races, players). */
  function logPanel(ui: ReturnType<typeof gameUi>, view: ViewMessage['view']): HTMLElement {
    const entries = (fullLog?.entries ?? []).filter((e) => e.v <= step);
    const lines: LogLine[] = entries.flatMap((e) => logLines({ v: e.v, events: e.events, view }, ui));
    const panel = renderLog(lines, `Log up to step ${step}`);
    // Round jumps read the log: say when it has come.
    panel.setAttribute('data-log-ready', String(fullLog !== null));
    panel.querySelectorAll('li').forEach((li, i) => {
      li.setAttribute('data-log-step', String(lines[i].v));
      li.addEventListener('click', () => go(lines[i].v));
    });
    return panel;
  }

  async function loadLog(forViewer: string): Promise<void> {
    if (!summary) return;
    try {
      const seat = /^\d+$/.test(forViewer) ? Number(forViewer) : null;
      const last = await client.replay(matchId, { viewer: seat ?? (forViewer as 'spectator' | 'omniscient'), step: summary.moveCount, log: true });
      if (forViewer !== viewer) return;
      fullLog = { viewer: forViewer, entries: last.log ?? [] };
      chapters = last.chapters ?? [];
      void show();
    } catch {
      // Without the log the replay still steps; the panel stays empty.
    }
  }

  /** Steps that open a round, from the log. */
  function roundSteps(): number[] {
    return (fullLog?.entries ?? []).filter((e) => e.events.some((ev) => ROUND_MARKS.has(ev.type))).map((e) => e.v);
  }

  function go(to: number): void {
    if (!summary) return;
    step = Math.max(0, Math.min(summary.moveCount, to));
    renderControls();
    void show();
  }

  function togglePlay(): void {
    if (playing) {
      clearInterval(playing);
      playing = null;
    } else {
      if (summary && step >= summary.moveCount) step = 0;
      playing = setInterval(() => {
        if (!summary || step >= summary.moveCount) return togglePlay();
        go(step + 1);
      }, everyMs);
    }
    renderControls();
  }

  function viewerOptions(s: MatchSummary): [string, string][] {
    const out: [string, string][] = [['spectator', 'Spectator (public only)']];
    const mine = knownSeat(matchId);
    if (mine !== null) out.push([String(mine), `Your seat (${s.seats.find((x) => x.seat === mine)?.name ?? mine + 1})`]);
    if (s.status === 'finished') out.push(['omniscient', 'Everything (all hands)']);
    return out;
  }

  // Built once and updated in place, so a slider being dragged is never replaced under the pointer.
  const viewerSelect = h('select', {
    name: 'viewer',
    'data-viewer': true,
    onchange: (e) => {
      viewer = (e.target as HTMLSelectElement).value;
      void show();
    },
  });
  const playButton = h('button', { class: 'primary', 'data-play': true, onclick: togglePlay }, '▶ Play');
  const slider = h('input', {
    type: 'range',
    min: 0,
    max: 0,
    value: 0,
    'data-step-slider': true,
    oninput: (e) => go(Number((e.target as HTMLInputElement).value)),
  });
  const stepLabel = h('span', { class: 'step-label', 'data-step-label': true });
  const title = h('span', { class: 'title', 'data-game-title': true }, 'Replay');
  const speedSelect = h(
    'select',
    {
      name: 'speed',
      'data-speed': true,
      title: 'playing speed',
      onchange: (e) => {
        everyMs = Number((e.target as HTMLSelectElement).value);
        // A new speed takes effect at once.
        if (playing) {
          togglePlay();
          togglePlay();
        }
      },
    },
    SPEEDS.map(([ms, label]) => h('option', { value: ms, selected: ms === everyMs }, label)),
  );
  // The chapter the step is in is the one shown; choosing another jumps to its first step.
  const chapterSelect = h('select', {
    name: 'chapter',
    'data-chapters': true,
    title: 'jump to a round or phase',
    hidden: true,
    onchange: (e) => go(Number((e.target as HTMLSelectElement).value)),
  });
  const prevRound = () => go([...roundSteps()].reverse().find((s) => s < step) ?? 0);
  const nextRound = () => go(roundSteps().find((s) => s > step) ?? summary?.moveCount ?? 0);
  mount(
    controls,
    viewerSelect,
    h('button', { title: 'first step', 'data-first': true, onclick: () => go(0) }, '«'),
    h('button', { title: 'previous round', 'data-prev-round': true, onclick: prevRound }, '‹ round'),
    h('button', { title: 'previous step', 'data-prev': true, onclick: () => go(step - 1) }, '◀'),
    playButton,
    h('button', { title: 'next step', 'data-next': true, onclick: () => go(step + 1) }, '▶'),
    h('button', { title: 'next round', 'data-next-round': true, onclick: nextRound }, 'round ›'),
    h('button', { title: 'last step', 'data-last': true, onclick: () => go(summary?.moveCount ?? 0) }, '»'),
    speedSelect,
    slider,
    stepLabel,
    chapterSelect,
  );

  function renderControls(): void {
    if (!summary) return;
    const n = summary.moveCount;
    slider.max = String(n);
    slider.value = String(step);
    stepLabel.textContent = `step ${step} / ${n}`;
    playButton.textContent = playing ? '❚❚ Pause' : '▶ Play';
    if (viewerSelect.value !== viewer) viewerSelect.value = viewer;
    renderChapters();
  }

  function renderChapters(): void {
    chapterSelect.hidden = chapters.length === 0;
    const current = [...chapters].reverse().find((c) => c.step <= step);
    const wanted = chapters.map((c) => `${c.step}:${c.title}`).join('|');
    if (chapterSelect.getAttribute('data-list') !== wanted) {
      chapterSelect.setAttribute('data-list', wanted);
      mount(
        chapterSelect,
        h('option', { value: '0' }, 'Start'),
        chapters.map((c) => h('option', { value: c.step, 'data-chapter-step': c.step }, `${c.title} (step ${c.step})`)),
      );
    }
    chapterSelect.value = String(current?.step ?? 0);
  }

  mount(
    root,
    h(
      'div',
      { class: 'replay-page' },
      h(
        'header',
        { class: 'match-head' },
        h('a', { href: '/', 'data-nav': true, class: 'back' }, '← Lobby'),
        title,
        h('span', { class: 'muted', 'data-replay-of': matchId }, matchId),
        h('a', { href: matchPath(matchId), 'data-nav': true }, 'Live page'),
      ),
      controls,
      tableBox,
    ),
  );

  client.getMatch(matchId).then(
    (s) => {
      summary = s;
      loadGames().then(
        () => (title.textContent = `Replay: ${gameName(s.game)}`),
        () => undefined,
      );
      const options = viewerOptions(s);
      mount(
        viewerSelect,
        options.map(([v, label]) => h('option', { value: v }, label)),
      );
      const mine = knownSeat(matchId);
      if (!options.some(([v]) => v === viewer)) viewer = mine !== null ? String(mine) : 'spectator';
      if (route.step === null) step = s.moveCount;
      step = Math.min(step, s.moveCount);
      renderControls();
      void show();
    },
    (e) => {
      // No match to replay: no controls to play it with either.
      mount(
        root,
        h(
          'div',
          { class: 'panel' },
          h('h2', null, 'No such replay'),
          h('p', { class: 'error', 'data-replay-error': true }, (e as Error).message),
          h('a', { href: '/', 'data-nav': true }, 'Back to the lobby'),
        ),
      );
    },
  );

  return () => {
    latest++;
    if (playing) clearInterval(playing);
  };
}
