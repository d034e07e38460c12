/**
 * The lobby: pick a game and its options, quick match or open a private
 * match, join an open match, watch a live one, look up finished matches.
 */
import type { LobbyEntry, MatchSummary } from '../../../client-sdk/src';
import { client, saveName, savedName } from '../client';
import { h, mount } from '../ui/dom';
import { matchPath, replayPath, type Navigate } from '../routes';
import { loadGames, matchSummary, type GameInfo } from './games';
import { OptionsForm } from './options-form';

const LOBBY_REFRESH_MS = 3000;

export function lobbyPage(root: HTMLElement, nav: Navigate): () => void {
  let games: GameInfo[] = [];
  let game: GameInfo | null = null;
  let seats = 2;
  let form: OptionsForm | null = null;
  const note = h('div', { class: 'note', role: 'status' });
  const preview = h('p', { class: 'match-preview', 'data-new-match-summary': true });
  const formBox = h('div');
  const openBox = h('div', { class: 'lobby-list', 'data-open-matches': true });
  const liveBox = h('div', { class: 'lobby-list', 'data-live-matches': true });
  const historyBox = h('div', { class: 'history' });
  const nameInput = h('input', { type: 'text', name: 'player-name', placeholder: 'Your name', maxlength: 32, value: savedName() });
  const playerName = () => {
    // No name: the server calls the player "Player N" after the seat.
    const name = nameInput.value.trim();
    saveName(name);
    return name || undefined;
  };
  const fail = (e: unknown) => mount(note, h('span', { class: 'error' }, (e as Error).message));

  async function start(kind: 'quick' | 'private'): Promise<void> {
    if (!game || !form) return;
    mount(note, 'Connecting…');
    try {
      const spec = { game: game.id, seats, options: form.options, name: playerName() };
      const connection = kind === 'quick' ? await client.quickMatch(spec) : await client.createMatch({ ...spec, private: true });
      nav(matchPath(connection.matchId), { connection });
    } catch (e) {
      fail(e);
    }
  }

  function renderForm(): void {
    if (!game) return mount(formBox, h('p', { class: 'muted' }, 'Loading games…'));
    seats = Math.min(Math.max(seats, game.minSeats), game.maxSeats);
    form = OptionsForm.forGame(game.id, game.options);
    // What "Quick match" or "Create" starts, in the words the lists and the invitation will use.
    const chosen = game;
    form.onChange = () => mount(preview, 'Starts: ', h('b', null, matchSummary(chosen.id, seats, form?.options ?? {})));
    form.seats = seats;
    mount(
      formBox,
      h(
        'label',
        { class: 'field' },
        h('span', null, 'Game'),
        h(
          'select',
          {
            name: 'game',
            onchange: (e) => {
              game = games[(e.target as HTMLSelectElement).selectedIndex];
              renderForm();
            },
          },
          games.map((g) => h('option', { selected: g === game }, g.name)),
        ),
      ),
      h(
        'label',
        { class: 'field' },
        h('span', null, 'Players'),
        h('input', {
          type: 'number',
          name: 'seats',
          min: game.minSeats,
          max: game.maxSeats,
          value: seats,
          onchange: (e) => {
            seats = Number((e.target as HTMLInputElement).value);
            if (form) form.seats = seats;
          },
        }),
        game.minSeats === 1 ? h('small', { class: 'muted' }, '1 plays alone') : null,
      ),
      form.render(),
      preview,
      h(
        'div',
        { class: 'buttons' },
        h('button', { class: 'primary', 'data-quick-match': true, onclick: () => void start('quick') }, 'Quick match'),
        h('button', { 'data-create-private': true, onclick: () => void start('private') }, 'Create private match (invite link)'),
      ),
    );
  }

  const entryRow = (m: LobbyEntry, action: HTMLElement) =>
    h(
      'li',
      { 'data-match': m.matchId },
      h('span', { class: 'who' }, m.players.map((p) => p ?? '(free)').join(' · ')),
      h('small', { 'data-match-summary': true }, `${matchSummary(m.game, m.seatCount, m.options)} — ${m.seatsTaken}/${m.seatCount} seats taken`),
      action,
    );

  async function refreshLobby(): Promise<void> {
    try {
      const { open, live } = await client.lobby();
      mount(
        openBox,
        open.length
          ? h(
              'ul',
              null,
              open.map((m) =>
                entryRow(
                  m,
                  h(
                    'button',
                    {
                      'data-join': m.matchId,
                      onclick: () => {
                        playerName(); // saves the typed name for the match page's join
                        nav(matchPath(m.matchId), { intent: 'join' });
                      },
                    },
                    'Join',
                  ),
                ),
              ),
            )
          : h('p', { class: 'muted' }, 'No open matches. Start one!'),
      );
      mount(
        liveBox,
        live.length
          ? h(
              'ul',
              null,
              live.map((m) => entryRow(m, h('button', { 'data-watch': m.matchId, onclick: () => nav(matchPath(m.matchId), { intent: 'watch' }) }, 'Watch'))),
            )
          : h('p', { class: 'muted' }, 'Nothing being played right now.'),
      );
    } catch (e) {
      mount(openBox, h('p', { class: 'error' }, (e as Error).message));
    }
  }

  const historyInput = h('input', { type: 'search', name: 'history-player', placeholder: 'Player name', value: savedName() });
  /** The most recently finished public matches: what there is to replay without knowing a name. */
  async function recent(): Promise<void> {
    try {
      const { matches } = await client.listMatches({ status: 'finished', limit: 10 });
      mount(
        historyBox,
        h('h3', null, 'Recently finished'),
        matches.length ? historyTable(matches) : h('p', { class: 'muted', 'data-no-recent': true }, 'No match has finished yet.'),
      );
    } catch (e) {
      mount(historyBox, h('p', { class: 'error' }, (e as Error).message));
    }
  }

  /** One player's finished matches; with no name, the recent ones. */
  async function lookUp(): Promise<void> {
    const player = historyInput.value.trim();
    if (!player) return recent();
    try {
      const { matches } = await client.listMatches({ player, status: 'finished', limit: 20 });
      mount(historyBox, matches.length ? historyTable(matches) : h('p', { class: 'muted' }, `No finished matches for ${player}.`));
    } catch (e) {
      mount(historyBox, h('p', { class: 'error' }, (e as Error).message));
    }
  }

  const historyTable = (matches: MatchSummary[]) =>
    h(
      'table',
      { class: 'matches' },
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          ['Finished', 'Game', 'Players and scores', ''].map((t) => h('th', null, t)),
        ),
      ),
      h(
        'tbody',
        null,
        matches.map((m) =>
          h(
            'tr',
            { 'data-match': m.matchId },
            h('td', null, m.finishedAt ? new Date(m.finishedAt).toLocaleString() : ''),
            h('td', { 'data-match-summary': true }, matchSummary(m.game, m.seatCount, m.options)),
            h(
              'td',
              null,
              [...m.seats]
                .sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99))
                .map((s) => `${s.rank === 1 ? '★ ' : ''}${s.name} ${s.score ?? ''}`)
                .join(' · '),
            ),
            h('td', null, h('a', { href: replayPath(m.matchId), 'data-nav': true, 'data-replay': m.matchId }, 'Replay')),
          ),
        ),
      ),
    );

  mount(
    root,
    h(
      'div',
      { class: 'lobby' },
      h('header', { class: 'page-head' }, h('h1', null, 'Orrery'), h('p', { class: 'muted' }, 'Play, watch and replay matches in your browser.')),
      h(
        'div',
        { class: 'lobby-grid' },
        h(
          'section',
          { class: 'panel new-match' },
          h('h2', null, 'New match'),
          h('label', { class: 'field' }, h('span', null, 'Your name'), nameInput),
          formBox,
          note,
        ),
        h('section', { class: 'panel' }, h('h2', null, 'Open matches'), openBox, h('h2', null, 'Live matches'), liveBox),
        h(
          'section',
          { class: 'panel' },
          h('h2', null, 'Finished matches'),
          h(
            'form',
            {
              class: 'inline',
              onsubmit: (e) => {
                e.preventDefault();
                void lookUp();
              },
            },
            historyInput,
            h('button', { type: 'submit' }, 'Look up'),
          ),
          historyBox,
        ),
      ),
    ),
  );

  renderForm();
  void recent();
  loadGames().then((list) => {
    games = list;
    game = games[0] ?? null;
    renderForm();
    // The open and live matches, now with the games' names and option labels.
    void refreshLobby();
  }, fail);
  void refreshLobby();
  const timer = setInterval(() => void refreshLobby(), LOBBY_REFRESH_MS);
  return () => clearInterval(timer);
}
