/**
 * MarsBot's Tharsis board as data: seven tracks, each with the tags that
 * advance it, the productions whose decrease moves it back, and the action
 * icon printed on each of its spaces 0-18. One table, so a person holding the
 * printed board can check and correct it here and nowhere else.
 *
 * What is sure (the Automa rulebook seed): 7 tracks (the 8th clear cube is
 * for the Venus board), spaces 0-18, every cube on 0 at the start, and the
 * production → track pairs. Science has no production; jovian tags share
 * the Energy track.
 *
 * PROVISIONAL: the icons. The seed has no picture of the board; the icons
 * come from the shared reference file (a public fan implementation, the same
 * layout the open-source project merged). `provisional` stays true until
 * someone checks them against the printed board; the view says so.
 *
 * Icon vocabulary (the reference file's): `advance` (this cube one more
 * space), `tag_N` (advance track N, tracks numbered 1-7 in board order),
 * `trN` (N TR), `milestone`, `award`, `temperature`, `temperature2` (two
 * temperature raises), `greenery`, `ocean`, `city`, `venus`/`venus2` (Venus
 * Next icons: nothing in the base game). Plain data, no engine imports: the
 * web page may bundle it.
 */
import type { Resource, Tag } from '../dsl/language';

export type TrackId = 'building' | 'space' | 'event' | 'science' | 'energy' | 'city' | 'plant';

export type Icon =
  | null
  | 'advance'
  | 'milestone'
  | 'award'
  | 'temperature'
  | 'temperature2'
  | 'greenery'
  | 'ocean'
  | 'city'
  | 'venus'
  | 'venus2'
  | `tag_${1 | 2 | 3 | 4 | 5 | 6 | 7}`
  | `tr${number}`;

export interface Track {
  id: TrackId;
  name: string;
  /** Tags that advance the cube one space each. */
  tags: Tag[];
  /** Productions whose decrease (an "any player" effect) moves the cube back one space. */
  productions: Resource[];
  /** The icon on each space 0-18. */
  icons: Icon[];
}

export const LAST_SPACE = 18;

/** The seven tracks in board order (track 1 = index 0). */
export const MARSBOT_TRACKS: readonly Track[] = [
  {
    id: 'building',
    name: 'Building',
    tags: ['building'],
    productions: ['steel'],
    icons: [
      null,
      null,
      'ocean',
      null,
      null,
      'tr2',
      'temperature',
      'milestone',
      'greenery',
      'award',
      'city',
      'tag_2',
      'ocean',
      null,
      'greenery',
      'city',
      'temperature',
      null,
      'tr5',
    ],
  },
  {
    id: 'space',
    name: 'Space',
    tags: ['space'],
    productions: ['titanium'],
    icons: [
      null,
      'advance',
      null,
      'temperature',
      null,
      'ocean',
      'city',
      'venus',
      'milestone',
      'temperature',
      null,
      'tr3',
      'ocean',
      null,
      'temperature',
      null,
      'tr4',
      null,
      'tr6',
    ],
  },
  {
    id: 'event',
    name: 'Event',
    tags: ['event'],
    productions: ['mc'],
    icons: [
      null,
      'advance',
      null,
      'ocean',
      'greenery',
      'advance',
      'venus2',
      'advance',
      'ocean',
      'tr3',
      'award',
      null,
      'tr4',
      'temperature',
      'greenery',
      'advance',
      'temperature2',
      null,
      'tr5',
    ],
  },
  {
    id: 'science',
    name: 'Science',
    tags: ['science'],
    productions: [],
    icons: [
      null,
      'advance',
      null,
      'advance',
      'city',
      null,
      'greenery',
      null,
      'tr2',
      'milestone',
      'temperature',
      'ocean',
      'tr3',
      'temperature',
      'tr4',
      'advance',
      null,
      'temperature',
      'tr7',
    ],
  },
  {
    id: 'energy',
    name: 'Energy',
    tags: ['power', 'jovian'],
    productions: ['energy'],
    icons: [
      null,
      'advance',
      'venus',
      'tr3',
      'venus2',
      'temperature',
      'advance',
      'milestone',
      null,
      'temperature',
      'greenery',
      'advance',
      'ocean',
      null,
      'city',
      'greenery',
      null,
      'temperature',
      'tr8',
    ],
  },
  {
    id: 'city',
    name: 'City/Earth',
    tags: ['earth', 'city'],
    productions: ['heat'],
    icons: [
      null,
      'city',
      null,
      null,
      'tr3',
      'city',
      null,
      'advance',
      'city',
      'award',
      'advance',
      'city',
      'greenery',
      'tr4',
      'greenery',
      'advance',
      null,
      'city',
      'tr7',
    ],
  },
  {
    id: 'plant',
    name: 'Microbe/Animal/Plant',
    tags: ['plant', 'animal', 'microbe'],
    productions: ['plants'],
    icons: [
      null,
      null,
      null,
      'greenery',
      null,
      'greenery',
      'greenery',
      'advance',
      null,
      'ocean',
      'award',
      'temperature',
      'tr3',
      'greenery',
      'greenery',
      'ocean',
      'greenery',
      null,
      'tr6',
    ],
  },
];

/** The whole board: the tracks and whether its icons are still unconfirmed. */
export const MARSBOT_BOARD = { map: 'tharsis', provisional: true, tracks: MARSBOT_TRACKS } as const;

export const TRACK = {
  building: 0,
  space: 1,
  event: 2,
  science: 3,
  energy: 4,
  city: 5,
  plant: 6,
} as const satisfies Record<TrackId, number>;

/** The track a tag advances (index in board order). */
export function trackOfTag(tag: Tag): number {
  const i = MARSBOT_TRACKS.findIndex((t) => t.tags.includes(tag));
  if (i < 0) throw new RangeError(`no MarsBot track for the ${tag} tag`);
  return i;
}

/** The track a production decrease moves back, or null (no track for it). */
export function trackOfProduction(r: Resource): number | null {
  const i = MARSBOT_TRACKS.findIndex((t) => t.productions.includes(r));
  return i < 0 ? null : i;
}

/** `tag_N`: the track index it advances; `trN`: the TR it gives. */
export function iconTrack(icon: Icon): number | null {
  const m = icon && /^tag_([1-7])$/.exec(icon);
  return m ? Number(m[1]) - 1 : null;
}

export function iconTr(icon: Icon): number | null {
  const m = icon && /^tr([0-9]+)$/.exec(icon);
  return m ? Number(m[1]) : null;
}

/** The Tharsis milestone thresholds for MarsBot that read its board. */
export const BUILDER_SPACE = 8;
export const PLANNER_SPACE = 4;
/** Thermalist and Miner: the track position plus this. */
export const RESOURCE_AWARD_BONUS = 5;
