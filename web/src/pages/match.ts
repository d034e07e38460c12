/**
 * One match, live: as a player (the seat comes back after a refresh or a
 * network loss through the stored seat token) or as a spectator.
 */
import type { Json, MatchConnection, MatchMeta, MatchResult, WirePrompt, ViewMessage } from '../../../client-sdk/src';
import { client, rememberSeat, rememberWatching, savedName, saveName, wasWatching } from '../client';
import { h, mount, type Child } from '../ui/dom';
import { logLines, renderLog, type LogLine } from '../ui/log';
import { PickSelection } from '../ui/selection';
import { gameUi } from '../ui/table';
import { inviteLink, replayPath, type Handoff, type Navigate } from '../routes';
import { gameName, loadGames, matchSummary, matchWords } from './games';

const MAX_LOG = 300;
const SAME_QUESTION_MS = 1500;

function inviteBox(matchId: string): HTMLElement {
  const link = inviteLink(matchId);
  const copied = h('span', { class: 'muted' });
  return h(
    'div',
    { class: 'invite' },
    h('span', null, 'Invite link: '),
    h('input', { type: 'text', readonly: true, value: link, 'data-invite': true, onfocus: (e) => (e.target as HTMLInputElement).select() }),
    h(
      'button',
      {
        onclick: () =>
          void navigator.clipboard?.writeText(link).then(
            () => (copied.textContent = ' copied'),
            () => undefined,
          ),
      },
      'Copy',
    ),
    copied,
  );
}

/** A bot standing in, and when the seat's open prompt runs out (the page re-renders on every message, so a time, not a countdown). */
function seatTiming(s: MatchMeta['seats'][number]): string {
  const parts = [s.bot ? ' (bot)' : ''];
  if (s.deadline) parts.push(` \u23F1 ${new Date(s.deadline).toLocaleTimeString()}`);
  return parts.join('');
}

function seatsBar(meta: MatchMeta | null, mySeat: number | null): Child {
  if (!meta) return null;
  return h(
    'div',
    { class: 'seats' },
    meta.seats.map((s) =>
      h(
        'span',
        { class: `seat${s.connected ? ' online' : ''}${s.seat === mySeat ? ' mine' : ''}`, title: s.connected ? 'connected' : 'not connected' },
        h('i', { class: 'dot' }),
        s.taken ? s.name : `seat ${s.seat + 1} free`,
        seatTiming(s),
      ),
    ),
    h('span', { class: 'muted' }, `${meta.spectators} watching`),
  );
}

/** A live connection's page: header, table, log; re-rendered on every message. */
function livePage(root: HTMLElement, conn: MatchConnection): () => void {
  let msg: ViewMessage | null = conn.view;
  let meta: MatchMeta | null = conn.meta;
  let error: { code: string; message: string } | null = null;
  /** The standing offer (`view.offer`): its own sent marker and refusal, apart from the prompt's. */
  let offerSentFor: string | null = null;
  let offerError: { code: string; message: string } | null = null;
  /** Which of the two the last answer sent was for: a refusal belongs under its panel. */
  let lastSent: 'prompt' | 'offer' = 'prompt';
  let result: MatchResult | null = null;
  // The prompt just answered: its controls stay hidden until the question changes, so nothing is sent twice.
  let sentFor: string | null = null;
  /** Set when the connection closed because the match ended. */
  let over: 'finished' | 'aborted' | null = null;
  let sentTimer: ReturnType<typeof setTimeout> | undefined;
  /** The game log: what the server sent on joining, then each view's events (the SDK keeps it). */
  const logNow = (): LogLine[] => {
    const ui = gameUi(meta?.game ?? (msg?.view as { game?: string } | undefined)?.game);
    const view = msg?.view ?? { prompt: null };
    return conn.log.flatMap((e) => logLines({ v: e.v, events: e.events, view }, ui)).slice(-MAX_LOG);
  };
  const selection = new PickSelection();
  const offerSelection = new PickSelection();
  if (conn.seat !== null) rememberSeat(conn.matchId, conn.seat);
  // The match's options in words under the title, as the lobby and the invitation say them.
  let stored: { game: string; seatCount: number; options: unknown } | null = null;
  client.getMatch(conn.matchId).then(
    (m) => {
      stored = m;
      render();
    },
    () => undefined,
  );

  const isOver = () => meta?.status === 'finished' || (msg?.view as { over?: boolean } | undefined)?.over === true;
  const fetchResult = () => {
    if (result !== null) return;
    client.getMatch(conn.matchId).then(
      (m) => {
        if (m.result) result = m.result;
        render();
      },
      () => undefined,
    );
  };

  const send = (move: Json) => {
    const prompt = msg?.view.prompt as WirePrompt | null;
    if (!msg || !prompt) return;
    sentFor = prompt.id;
    lastSent = 'prompt';
    error = null;
    // An answer can be followed by the very same question (same id); then the controls come back after a pause.
    clearTimeout(sentTimer);
    sentTimer = setTimeout(() => {
      if (sentFor !== prompt.id) return;
      sentFor = null;
      render();
    }, SAME_QUESTION_MS);
    conn.sendMove(move, msg.v);
    render();
  };

  // An answer to the offer hides its panel until the offer changes (every answer to it gives it a new id).
  const sendOffer = (move: Json) => {
    const offer = msg?.view.offer;
    if (!msg || !offer) return;
    offerSentFor = offer.id;
    lastSent = 'offer';
    offerError = null;
    conn.sendOffer(move, msg.v);
    render();
  };

  function render(): void {
    const game = meta?.game ?? (msg?.view as { game?: string } | undefined)?.game;
    const ui = gameUi(game);
    const prompt = msg?.view.prompt ?? null;
    const waiting = (msg?.view as { waiting?: boolean } | undefined)?.waiting === true;
    // The metadata may arrive after the first view: the view's own player names stand in.
    const shown = msg?.view as { players?: { name: string }[]; seats?: ({ name: string } | null)[] } | undefined;
    const viewNames = (shown?.players ?? shown?.seats ?? []).map((p) => p?.name ?? '');
    const names = meta?.seats.map((s, i) => s.name || viewNames[i]) ?? viewNames;
    const role = conn.role === 'player' ? `You are ${names[conn.seat ?? 0] || 'seated'} (seat ${(conn.seat ?? 0) + 1})` : 'Spectating';
    let body: Child;
    if (!msg) body = h('p', { class: 'muted' }, 'Loading…');
    else if (waiting) {
      const seats = (msg.view as { seats?: ({ name: string } | null)[] }).seats ?? [];
      body = h(
        'section',
        { class: 'panel waiting', 'data-waiting': true },
        h('h2', null, `Waiting for players (${seats.filter(Boolean).length}/${seats.length})`),
        h(
          'ul',
          null,
          seats.map((s, i) => h('li', null, s ? s.name : `seat ${i + 1}: free`)),
        ),
        inviteBox(conn.matchId),
      );
    } else {
      body = ui.table({
        msg,
        seat: conn.seat,
        names,
        meta,
        selection,
        result,
        rerender: render,
        error,
        send: conn.role === 'player' && prompt && sentFor !== prompt.id ? send : null,
        offer:
          conn.role === 'player'
            ? { selection: offerSelection, send: msg.view.offer && offerSentFor !== msg.view.offer.id ? sendOffer : null, error: offerError }
            : undefined,
      });
    }
    const status = conn.status;
    mount(
      root,
      h(
        'div',
        {
          class: `match-page${status !== 'connected' ? ' offline' : ''}`,
          'data-role': conn.role,
          'data-seat': conn.seat ?? '',
          'data-match-id': conn.matchId,
          'data-v': msg?.v ?? '',
        },
        h(
          'header',
          { class: 'match-head' },
          h('a', { href: '/', 'data-nav': true, class: 'back' }, '← Lobby'),
          h('span', { class: 'title', 'data-game-title': true }, gameName(game)),
          stored &&
            h('span', { class: 'muted match-summary', 'data-match-summary': true }, matchWords(stored.game, stored.seatCount, stored.options).join(' · ')),
          h('span', { class: 'role', 'data-role-label': true }, role),
          seatsBar(meta, conn.seat),
          isOver() ? h('a', { href: replayPath(conn.matchId), 'data-nav': true, 'data-replay-link': true }, 'Replay this match') : null,
        ),
        status === 'reconnecting' ? h('div', { class: 'banner', role: 'status' }, 'Connection lost — getting your seat back…') : null,
        status === 'closed' && over
          ? h(
              'div',
              { class: 'banner', role: 'status', 'data-match-over': true },
              `This match is ${over}. `,
              h('a', { href: replayPath(conn.matchId), 'data-nav': true }, 'Watch the replay'),
            )
          : null,
        status === 'closed' && !over
          ? h('div', { class: 'banner', role: 'status' }, 'Disconnected. ', h('button', { onclick: () => location.reload() }, 'Reconnect'))
          : null,
        h('div', { class: 'match-body' }, h('main', null, body), renderLog(logNow())),
      ),
    );
  }

  const offs = [
    conn.onView((m) => {
      msg = m;
      const prompt = m.view.prompt;
      selection.sync(prompt);
      if (prompt?.id !== sentFor) sentFor = null;
      if (!prompt) error = null;
      const offer = m.view.offer ?? null;
      offerSelection.sync(offer);
      if (offer?.id !== offerSentFor) offerSentFor = null;
      if (!offer) offerError = null;
      if (isOver()) fetchResult();
      render();
    }),
    conn.onLog(() => render()),
    conn.onMeta((m) => {
      meta = m;
      if (isOver()) fetchResult();
      render();
    }),
    conn.onError((e) => {
      if (lastSent === 'offer') {
        offerError = { code: e.code, message: e.message };
        offerSentFor = null;
      } else {
        error = { code: e.code, message: e.message };
        sentFor = null;
      }
      render();
    }),
    conn.onStatus((s) => {
      // An answer sent into a dropped connection may never have arrived: let the player answer again.
      if (s === 'connected') sentFor = offerSentFor = null;
      // Closed for good: a match that ended (a restart closed its room) is over, not lost.
      if (s === 'closed') {
        client.getMatch(conn.matchId).then(
          (m) => {
            if (m.status === 'finished' || m.status === 'aborted') over = m.status;
            render();
          },
          () => undefined,
        );
      }
      render();
    }),
  ];
  render();
  // The title names the game once the list of games has come.
  let gone = false;
  loadGames().then(
    () => {
      if (!gone) render();
    },
    () => undefined,
  );
  return () => {
    gone = true;
    clearTimeout(sentTimer);
    offs.forEach((off) => off());
    void conn.leave();
  };
}

/** Someone opened the link without a seat here: offer to join (while seats are free) or to watch. */
async function offerPage(root: HTMLElement, matchId: string, nav: Navigate, connect: (how: 'join' | 'watch') => void, reason?: string): Promise<void> {
  let summary: Awaited<ReturnType<typeof client.getMatch>>;
  try {
    summary = await client.getMatch(matchId);
  } catch (e) {
    mount(
      root,
      h(
        'div',
        { class: 'panel' },
        h('h2', null, 'Match not found'),
        h('p', null, (e as Error).message),
        h('a', { href: '/', 'data-nav': true }, 'Back to the lobby'),
      ),
    );
    return;
  }
  if (summary.status === 'finished' || summary.status === 'aborted') return nav(replayPath(matchId));
  // Without the list of games the page still works, with the game's id and raw options.
  await loadGames().catch(() => undefined);
  const options = matchSummary(summary.game, summary.seatCount, summary.options);
  const name = h('input', { type: 'text', name: 'player-name', value: savedName(), placeholder: 'Your name' });
  const free = summary.status === 'waiting' && summary.seats.length < summary.seatCount;
  mount(
    root,
    h(
      'div',
      { class: 'panel offer' },
      h('h2', null, `${gameName(summary.game)} match`),
      options ? h('p', { 'data-options-summary': true }, options) : null,
      reason ? h('p', { class: 'note' }, reason) : null,
      h('p', null, `Players: ${summary.seats.map((s) => s.name).join(', ') || 'none yet'} (${summary.seats.length}/${summary.seatCount})`),
      free
        ? h(
            'div',
            { class: 'buttons' },
            name,
            h(
              'button',
              {
                class: 'primary',
                'data-join-match': true,
                onclick: () => {
                  saveName(name.value.trim());
                  connect('join');
                },
              },
              'Join this match',
            ),
          )
        : null,
      h('div', { class: 'buttons' }, h('button', { 'data-spectate': true, onclick: () => connect('watch') }, 'Watch')),
      h('a', { href: '/', 'data-nav': true }, 'Back to the lobby'),
    ),
  );
}

export function matchPage(root: HTMLElement, matchId: string, nav: Navigate, handoff: Handoff = {}): () => void {
  let dispose: () => void = () => undefined;
  let gone = false;
  const attach = (conn: MatchConnection) => {
    if (gone) return void conn.leave();
    if (conn.role === 'spectator') rememberWatching(matchId);
    dispose = livePage(root, conn);
  };
  const connect = (how: 'join' | 'watch', fallbackReason?: string) => {
    mount(root, h('p', { class: 'muted' }, how === 'join' ? 'Taking a seat…' : 'Connecting…'));
    (how === 'join' ? client.join(matchId, savedName() || undefined) : client.spectate(matchId)).then(
      attach,
      (e) => void offerPage(root, matchId, nav, connect, `${fallbackReason ?? ''}${(e as Error).message}`),
    );
  };
  if (handoff.connection) attach(handoff.connection);
  else if (client.tokens.get(matchId)) {
    mount(root, h('p', { class: 'muted' }, 'Taking your seat back…'));
    // A finished match cannot be reclaimed: the offer page then sends the visitor to its replay.
    client.reclaim(matchId).then(attach, (e) => void offerPage(root, matchId, nav, connect, `Could not take your seat back: ${(e as Error).message}`));
  } else if (handoff.intent) connect(handoff.intent);
  else if (wasWatching(matchId)) connect('watch');
  else void offerPage(root, matchId, nav, connect);
  return () => {
    gone = true;
    dispose();
  };
}
