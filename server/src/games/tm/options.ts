/**
 * Match options for Terraforming Mars: validation and defaults. `deck`,
 * `corporations`, `firstPlayer`, `bonusDeck` and `marsbotPicks` are test-only
 * (not in the schema, so `registry.resolve` refuses them from match
 * creators): with them every random outcome of a game can be fixed.
 *
 * MarsBot (`opponent: "marsbot"`, 1 seat): `difficulty` and the six changes
 * of the Automa rules' difficulty levels, each a boolean whose default
 * follows the difficulty and which may be set on its own. Without MarsBot
 * they are refused (a `difficulty` of "normal", the schema default a generic
 * form sends, changes nothing and is accepted), so generic option
 * enumeration never builds meaningless sets; the parsed options of a game
 * without MarsBot carry none of these keys.
 */
import { GameError, type OptionField } from '../../engine';
import { corporationDeck, isCorporation, isProjectCard } from './data';
import { BONUS_IDS } from './marsbot/cards';
import { CHANGES, DIFFICULTIES, DIFFICULTY_CHANGES, type Change, type Difficulty } from './marsbot/difficulty';

export interface TmOptions {
  corporateEra: boolean;
  draft: boolean;
  beginners: boolean;
  opponent: 'none' | 'marsbot';
  /** Test-only: card ids in the order they come off the project deck (reshuffles included); then seeded order. */
  deck?: string[];
  /** Test-only: the corporations dealt, per seat. */
  corporations?: string[][];
  /** Test-only: the first player of generation 1. */
  firstPlayer?: number;
  /** MarsBot only (present exactly when `opponent` is "marsbot"). */
  difficulty?: Difficulty;
  easyNoAdvance?: boolean;
  easyFailure3?: boolean;
  easyAwardsMinus5?: boolean;
  hardCardVp?: boolean;
  hardEarlyMilestone?: boolean;
  brutalFourCards?: boolean;
  /**
   * Test-only, MarsBot: the bonus deck from the top (all of B01-B08). With it MarsBot's decks are built
   * without shuffles: its action deck resolves the bonus card first, then the project cards in the order
   * they were drawn (or kept in the draft), and the drafted card it discards is the last one it kept.
   */
  bonusDeck?: string[];
  /** Test-only, MarsBot: its random draft picks, as indexes into its stack (taken modulo its size). */
  marsbotPicks?: number[];
}

export const optionsSchema: Record<string, OptionField> = {
  corporateEra: {
    type: 'boolean',
    default: true,
    label: 'Corporate Era',
    description:
      'Corporate Era cards and corporations (208 project cards, 12 corporations), everyone starts with 0 production; off: 137 base cards, 10 corporations, everyone starts with 1 production of each resource. Always on for the solo game',
  },
  draft: { type: 'boolean', default: false, label: 'Draft', description: 'research draft variant (2-5 players)' },
  beginners: {
    type: 'boolean',
    default: false,
    label: 'Beginner Corporation',
    description: 'every player may take the Beginner Corporation instead of a dealt corporation',
  },
  opponent: {
    type: 'string',
    enum: ['none', 'marsbot'],
    default: 'none',
    label: 'Solo opponent',
    valueLabels: { none: 'None (the base solo game)', marsbot: 'MarsBot' },
    description:
      '1 seat only: none = the base solo game (TR 14, 14 generations); marsbot = the Automa rules, a 2-player game against MarsBot (the draft and the base game without Corporate Era allowed)',
  },
  difficulty: {
    type: 'string',
    enum: [...DIFFICULTIES],
    default: 'normal',
    label: 'MarsBot difficulty',
    valueLabels: { easy: 'Easy', normal: 'Normal', hard: 'Hard', brutal: 'Brutal' },
    description:
      'MarsBot only: the changes switched on by default (easy: the three easy changes; hard: the two hard ones; brutal: the hard ones and four cards)',
  },
  easyNoAdvance: {
    type: 'boolean',
    label: 'Easy: no advance icons',
    description: 'MarsBot only (default: on for easy): the advance icons of its tracks are ignored',
  },
  easyFailure3: {
    type: 'boolean',
    label: 'Easy: failures give 3 M€',
    description: 'MarsBot only (default: on for easy): an action failure gives it 3 M€ instead of 5',
  },
  easyAwardsMinus5: { type: 'boolean', label: 'Easy: award values −5', description: 'MarsBot only (default: on for easy): its award values are 5 lower' },
  hardCardVp: {
    type: 'boolean',
    label: 'Hard: VP for its cards',
    description: 'MarsBot only (default: on for hard and brutal): 1 VP per card in its played pile with a non-negative VP icon',
  },
  hardEarlyMilestone: {
    type: 'boolean',
    label: 'Hard: early milestone',
    description: 'MarsBot only (default: on for hard and brutal): on its first turn of a generation it claims a milestone it qualifies for with 8 M€',
  },
  brutalFourCards: {
    type: 'boolean',
    label: 'Brutal: four cards',
    description: 'MarsBot only (default: on for brutal): 4 project cards in its action deck at setup and at each research',
  },
};

const bad = (msg: string) => new GameError('BAD_OPTIONS', msg);

function isStringList(x: unknown): x is string[] {
  return Array.isArray(x) && x.every((v) => typeof v === 'string');
}

export function parseOptions(raw: unknown, seatCount: number): TmOptions {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw bad('options must be an object');
  const {
    corporateEra = true,
    draft = false,
    beginners = false,
    opponent = 'none',
    deck,
    corporations,
    firstPlayer,
    difficulty,
    bonusDeck,
    marsbotPicks,
    ...others
  } = raw as Record<string, unknown>;
  const changes: Partial<Record<Change, unknown>> = {};
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(others)) {
    if ((CHANGES as readonly string[]).includes(k)) changes[k as Change] = v;
    else rest[k] = v;
  }
  const unknown = Object.keys(rest);
  if (unknown.length) throw bad(`unknown option ${unknown[0]}`);
  for (const [k, v] of Object.entries({ corporateEra, draft, beginners })) if (typeof v !== 'boolean') throw bad(`${k} must be a boolean`);
  if (opponent !== 'none' && opponent !== 'marsbot') throw bad('opponent must be none or marsbot');
  if (!Number.isInteger(seatCount) || seatCount < 1 || seatCount > 5) throw bad('Terraforming Mars takes 1-5 players');
  const marsbot = opponent === 'marsbot';
  if (marsbot && seatCount !== 1) throw bad('MarsBot is an opponent for 1 seat');
  if (!marsbot) {
    if (difficulty !== undefined && difficulty !== 'normal') throw bad('difficulty is a MarsBot option (opponent: "marsbot")');
    const set = CHANGES.find((k) => changes[k] !== undefined && changes[k] !== false);
    if (set) throw bad(`${set} is a MarsBot option (opponent: "marsbot")`);
    if (bonusDeck !== undefined || marsbotPicks !== undefined) throw bad('bonusDeck and marsbotPicks are MarsBot options');
  }
  if (seatCount === 1 && !marsbot && corporateEra === false) throw bad('the base solo game is played with Corporate Era');
  if (seatCount === 1 && !marsbot && draft === true) throw bad('the research draft is for 2-5 players (or 1 against MarsBot)');
  const out: TmOptions = {
    corporateEra: corporateEra as boolean,
    draft: draft as boolean,
    beginners: beginners as boolean,
    opponent: marsbot ? 'marsbot' : 'none',
  };
  if (marsbot) parseMarsbotOptions(out, difficulty, changes, bonusDeck, marsbotPicks);
  if (deck !== undefined) {
    if (!isStringList(deck) || !deck.every(isProjectCard)) throw bad('deck must be a list of project card ids');
    out.deck = [...deck];
  }
  if (corporations !== undefined) {
    const allowed = new Set(corporationDeck(out.corporateEra));
    if (
      !Array.isArray(corporations) ||
      corporations.length !== seatCount ||
      !corporations.every((l) => isStringList(l) && l.length >= 1 && l.every((c) => isCorporation(c) && allowed.has(c)))
    ) {
      throw bad('corporations must list the corporations dealt to each seat');
    }
    out.corporations = corporations.map((l) => [...(l as string[])]);
  }
  if (firstPlayer !== undefined) {
    if (!Number.isInteger(firstPlayer) || (firstPlayer as number) < 0 || (firstPlayer as number) >= seatCount) throw bad('firstPlayer must be a seat index');
    out.firstPlayer = firstPlayer as number;
  }
  return out;
}

function parseMarsbotOptions(out: TmOptions, difficulty: unknown, changes: Partial<Record<Change, unknown>>, bonusDeck: unknown, picks: unknown): void {
  const d = difficulty ?? 'normal';
  if (!(DIFFICULTIES as readonly unknown[]).includes(d)) throw bad(`difficulty must be one of ${DIFFICULTIES.join(', ')}`);
  out.difficulty = d as Difficulty;
  for (const k of CHANGES) {
    const v = changes[k] ?? DIFFICULTY_CHANGES[out.difficulty].includes(k);
    if (typeof v !== 'boolean') throw bad(`${k} must be a boolean`);
    out[k] = v;
  }
  if (bonusDeck !== undefined) {
    if (!isStringList(bonusDeck) || bonusDeck.length !== BONUS_IDS.length || [...bonusDeck].sort().join() !== [...BONUS_IDS].sort().join()) {
      throw bad(`bonusDeck must list the bonus cards ${BONUS_IDS.join(', ')} once each`);
    }
    out.bonusDeck = [...bonusDeck];
  }
  if (picks !== undefined) {
    if (!Array.isArray(picks) || !picks.every((x) => Number.isInteger(x) && x >= 0)) throw bad('marsbotPicks must be a list of indexes');
    out.marsbotPicks = [...(picks as number[])];
  }
}

/** The MarsBot difficulty changes in force (all off without MarsBot). */
export function changeOn(o: TmOptions, k: Change): boolean {
  return o[k] === true;
}
