/**
 * The HTTP API described in OpenAPI 3.1, served at GET /api/openapi.json.
 * test/http/openapi.test.ts holds it to the real routes: every route is
 * described and every description is a route, and real answers validate
 * against the schemas. The matchmaking endpoints are Colyseus's protocol
 * (docs/protocol.md), listed here for completeness.
 */
type Schema = Record<string, unknown>;

export interface ApiResponse {
  description: string;
  content?: { 'application/json': { schema: Schema } };
}

export interface ApiOperation {
  summary: string;
  parameters?: Schema[];
  requestBody?: Schema;
  responses: Record<string, ApiResponse>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Schema> };
  paths: Record<string, { get?: ApiOperation; post?: ApiOperation }>;
}

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const nullable = (s: Schema): Schema => ({ anyOf: [s, { type: 'null' }] });
const str: Schema = { type: 'string' };
const int: Schema = { type: 'integer' };
const strings: Schema = { type: 'array', items: str };
const labels: Schema = { type: 'object', additionalProperties: str };
const obj = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({ type: 'object', properties, required });

const errorAnswers = (...statuses: number[]): Record<string, ApiResponse> =>
  Object.fromEntries(statuses.map((s) => [String(s), { description: 'refused', content: { 'application/json': { schema: ref('Error') } } }]));

const json = (schema: Schema, description = 'OK'): Record<string, ApiResponse> => ({ '200': { description, content: { 'application/json': { schema } } } });

const query = (name: string, description: string, schema: Schema = str) => ({ name, in: 'query', required: false, description, schema });
const matchId = { name: 'id', in: 'path', required: true, description: 'the match id', schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } };

const schemas: Record<string, Schema> = {
  Error: obj({ error: obj({ code: str, message: str }) }),
  Json: {},
  OptionField: obj(
    { type: { enum: ['boolean', 'string', 'number'] }, enum: { type: 'array' }, default: {}, label: str, valueLabels: { type: 'object' }, description: str },
    ['type', 'label', 'description'],
  ),
  GameInfo: obj({
    id: str,
    name: str,
    engineVersion: str,
    minSeats: int,
    maxSeats: int,
    options: { type: 'object', additionalProperties: ref('OptionField') },
  }),
  Clock: nullable(obj({ turnSeconds: int, abandonSeconds: int }, [])),
  MatchResult: nullable(obj({ scores: { type: 'array', items: { type: 'number' } }, ranks: { type: 'array', items: int }, detail: {} }, ['scores', 'ranks'])),
  SeatSummary: obj({
    seat: int,
    name: str,
    score: nullable({ type: 'number' }),
    rank: nullable(int),
    bot: nullable(obj({ since: nullable(str), fromMove: nullable(int), moves: int, abandonedAt: nullable(str) })),
  }),
  MatchSummary: obj({
    matchId: str,
    game: str,
    engineVersion: str,
    options: {},
    seatCount: int,
    visibility: { enum: ['public', 'private'] },
    status: { enum: ['waiting', 'active', 'finished', 'aborted'] },
    moveCount: int,
    result: ref('MatchResult'),
    clock: ref('Clock'),
    createdAt: str,
    startedAt: nullable(str),
    finishedAt: nullable(str),
    seats: { type: 'array', items: ref('SeatSummary') },
  }),
  LobbyEntry: obj({
    matchId: str,
    game: str,
    seatCount: int,
    seatsTaken: int,
    players: { type: 'array', items: nullable(str) },
    options: {},
    clock: ref('Clock'),
    status: { enum: ['waiting', 'active', 'finished', 'aborted'] },
    visibility: { enum: ['public', 'private'] },
    clients: int,
  }),
  CatalogueCard: obj({
    design: int,
    name: str,
    kind: { enum: ['world', 'development'] },
    cost: int,
    military: { type: 'boolean' },
    vp: int,
    good: nullable(str),
    windfall: { type: 'boolean' },
    start: nullable(str),
    keywords: strings,
    powers: { type: 'array', items: obj({ phase: int, phaseName: str, text: str }) },
    bonuses: strings,
    rules: strings,
    copies: { type: 'array', items: int },
  }),
  // Each game serves its own; these are the members every catalogue has, and Race for the Galaxy's.
  Catalogue: obj(
    {
      game: str,
      engineVersion: str,
      cards: { type: 'array', items: ref('CatalogueCard') },
      expansions: labels,
      decks: { type: 'object', additionalProperties: { type: 'array', items: int } },
      actions: { type: 'object', additionalProperties: obj({ label: str, phase: int, bonus: str }) },
      prompts: labels,
      stages: labels,
      searchCategories: labels,
      goals: { type: 'object', additionalProperties: obj({ name: str, kind: { enum: ['first', 'most'] }, min: int, counts: str }) },
      phases: labels,
      robot: obj({ rows: labels, faces: labels, columns: labels }),
    },
    ['game', 'engineVersion'],
  ),
  ReplayStep: obj(
    {
      matchId: str,
      status: str,
      step: int,
      steps: int,
      viewer: str,
      v: int,
      view: { type: 'object' },
      events: { type: 'array' },
      log: { type: 'array', items: obj({ v: int, events: { type: 'array' } }) },
      chapters: { type: 'array', items: obj({ step: int, title: str }) },
    },
    ['matchId', 'status', 'step', 'steps', 'viewer', 'v', 'view', 'events'],
  ),
};

export const OPENAPI: OpenApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Orrery HTTP API',
    version: '1',
    description: 'Health, games, match history, replays and the lobby. Live play goes over Colyseus (docs/protocol.md).',
  },
  components: {
    schemas,
    securitySchemes: {
      account: { type: 'http', scheme: 'bearer', description: "an account token (JWT) from the operator's identity provider" },
      seatToken: { type: 'apiKey', in: 'header', name: 'X-Seat-Token', description: 'the token a seat was given' },
    },
  },
  paths: {
    '/healthz': {
      get: { summary: 'whether the server and its database answer', responses: { ...json(obj({ ok: { type: 'boolean' }, db: str })), ...errorAnswers(503) } },
    },
    '/metrics': {
      get: { summary: 'process figures for monitoring (needs METRICS_TOKEN when set)', responses: { ...json({ type: 'object' }), ...errorAnswers(401) } },
    },
    '/api/openapi.json': { get: { summary: 'this document', responses: json({ type: 'object' }) } },
    '/api/games': { get: { summary: 'the hosted games', responses: json(obj({ games: { type: 'array', items: ref('GameInfo') } })) } },
    '/api/games/{game}/catalogue': {
      get: {
        summary:
          "a game's cards and labels (Race for the Galaxy: every card with readable power text, decks[expansion][card number] = index in cards, a label for every action, prompt kind, stage, goal and robot step); cacheable (ETag, Cache-Control)",
        parameters: [{ name: 'game', in: 'path', required: true, description: 'a game id', schema: str }],
        responses: { ...json(ref('Catalogue')), '304': { description: 'not modified (If-None-Match)' }, ...errorAnswers(404, 429) },
      },
    },
    '/api/lobby': {
      get: {
        summary: 'open public matches to join and live ones to watch',
        parameters: [query('game', 'a game id'), query('limit', 'at most this many of each, 1-200 (50)', int)],
        responses: {
          ...json(obj({ open: { type: 'array', items: ref('LobbyEntry') }, live: { type: 'array', items: ref('LobbyEntry') } })),
          ...errorAnswers(400, 401, 429),
        },
      },
    },
    '/api/matches': {
      get: {
        summary: 'public match history, newest first (mine=true: your own, private ones included)',
        parameters: [
          query('game', 'a game id'),
          query('status', 'waiting, active, finished or aborted'),
          query('player', 'a player name'),
          query('mine', 'true: the matches of your account'),
          query('limit', '1-100 (20)', int),
          query('offset', '0 or more', int),
        ],
        responses: {
          ...json(obj({ total: int, limit: int, offset: int, matches: { type: 'array', items: ref('MatchSummary') } })),
          ...errorAnswers(400, 401, 429),
        },
      },
    },
    '/api/matches/{id}': {
      get: { summary: 'one match', parameters: [matchId], responses: { ...json(ref('MatchSummary')), ...errorAnswers(400, 401, 404) } },
    },
    '/api/matches/{id}/replay': {
      get: {
        summary: 'the view at a step',
        parameters: [
          matchId,
          query('viewer', 'spectator (default), a seat number (with its token or account) or omniscient (once the match is over)'),
          query('step', "0 to the match's move count (default: the last)", int),
          query('log', 'true: also the game log up to the step, as this viewer saw it'),
        ],
        responses: { ...json(ref('ReplayStep')), ...errorAnswers(400, 401, 403, 404, 409, 410) },
      },
    },
    '/matchmake/{method}/{room}': {
      post: {
        summary: "Colyseus matchmaking: a seat reservation (docs/protocol.md); refusals are { code, error: 'CODE: text' }",
        parameters: [
          { name: 'method', in: 'path', required: true, schema: { enum: ['joinOrCreate', 'create', 'join', 'joinById', 'reconnect'] } },
          { name: 'room', in: 'path', required: true, schema: str },
        ],
        requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
        responses: {
          '200': { description: 'a reservation or a refusal', content: { 'application/json': { schema: { type: 'object' } } } },
          '400': { description: 'bad JSON' },
          '403': { description: 'origin not allowed' },
          '405': { description: 'not POST' },
          '413': { description: 'body too large' },
          '429': { description: 'too many requests from this address' },
        },
      },
    },
  },
};
