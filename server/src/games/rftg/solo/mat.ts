/**
 * THE ROBOT'S MAT, AS DATA. Everything a person holding the printed TGS
 * solitaire mat (and the BoW search/solitaire sheet's back) needs to check is
 * in this one file: the dice, the difficulty counters, the action and response
 * row of every phase, and each start world's robot= face, start values and
 * special mat counters. robot.ts interprets it; nothing else encodes a rule.
 *
 * Sources (tags of ../shared/reference/rftg/solitaire-robot.md §15):
 *   S-TGS   ../shared/seeds/001_f94a8e7fd2d4c83e.txt, "Preparação para Jogo
 *           Solitário", "Colocar Dados", "Ações do Robô" (Portuguese TGS rules)
 *   S-BoW   ../shared/seeds/000_32ea4d8ac38b1553.txt, "JOGO SOLITÁRIO"
 *   W-MLP   magiclampoon.com 2008 review (robot faces of New Sparta, Ancient
 *           Race, Old Earth; "when the robot settles, it draws three cards")
 *   W-HIEW  hiewandboardgames.blogspot.com 2008 (the robot flips for a
 *           development, a 6-cost development, a world or a military world)
 * The official English TGS rules and the printed mat could not be read (see
 * the reference's §0.2; our own searches of the docs/pages/issues/code corpora
 * found nothing beyond those openings). Every row or value no source confirms
 * carries `provisional: true` (or a profile's `provisional` note) with the
 * reading chosen; `provisionalInUse` lists them for the view and the options.
 */
import type { Face, MatPhase, RobotProfile, Row, RowKey } from './types';

/** Supply of VP chips in solitaire: 24 [S-TGS setup 1], 29 with BoW (5 extra) [S-BoW Setup]. */
export const SOLO_VP_POOL = 24;
export const SOLO_BOW_EXTRA_VP = 5;

/** Credit track 0..4 and economy size track 0..5; raises past them are lost [S-TGS "Compra de carta e Tracks"]. */
export const CREDIT_MAX = 4;
export const ECONOMY_MAX = 5;

/** Tableau size (6-cost counters included) that ends the game [S-TGS Develop: a counter "counts as a card"; 12 from the base rules]. */
export const ROBOT_GAME_END = 12;

/** 6-cost development counters per difficulty [S-TGS setup 2: easy 1 × 6 VP, medium 2 × 6 VP, hard 3 × 9 VP]. */
export const DIFFICULTY: Record<'easy' | 'medium' | 'hard', number[]> = {
  easy: [6],
  medium: [6, 6],
  hard: [9, 9, 9],
};

/**
 * The two dice: [white, gray].
 * PROVISIONAL (U-01): no source lists the twelve faces. Known: phase faces,
 * match (*) faces and robot faces exist [W-MLP]; the gray die has a Settle and
 * a Produce face [S-TGS "Colocar Dados"]. Reading chosen: each die one match
 * and one robot face, Explore/Trade on the white die and x2/Produce on the
 * gray one, Develop and Settle on both, so every phase can be rolled.
 */
export const DICE: { faces: Face[]; provisional: true; reading: string }[] = [
  {
    faces: ['explore', 'develop', 'settle', 'trade', 'robot', 'match'],
    provisional: true,
    reading: 'white die: faces not in any source; one of each kind so every phase can come up',
  },
  {
    faces: ['develop', 'settle', 'x2', 'produce', 'robot', 'match'],
    provisional: true,
    reading: 'gray die: Settle and Produce faces confirmed [S-TGS], the rest not in any source',
  },
];

/** The mat's printed rows, before special mat counters cover some of them. */
export const MAT: Record<RowKey, Row | null> = {
  // [S-TGS "Ação de Explorar"]: draw 1 card, credit +1.
  'explore.action': {
    steps: [
      { op: 'draw', n: 1 },
      { op: 'credit', n: 1 },
    ],
    source: 'S-TGS',
  },
  // [S-TGS "Ação de Explorar"]: both Explore actions chosen by the robot: 3 cards in total and credit +1.
  'explore.double': {
    steps: [
      { op: 'draw', n: 3 },
      { op: 'credit', n: 1 },
    ],
    source: 'S-TGS',
  },
  // [S-TGS "Resposta de Explorar"]: draw 1 card, even when the player chose both Explore actions.
  'explore.response': { steps: [{ op: 'draw', n: 1 }], source: 'S-TGS' },
  // [S-TGS "Ação ou resposta de Desenvolver"]: an unplaced 6-cost counter with credit ≥ 2 is placed for 2 credit
  // (and nothing else happens); otherwise draw 1 and flip to find a development, placed free, a 6-cost one for
  // 1 credit, an unaffordable 6-cost one discarded while flipping goes on.
  'develop.action': {
    steps: [
      { op: 'counter6', minCredit: 2, pay: 2 },
      { op: 'draw', n: 1 },
      { op: 'flip', find: 'development', cost: 0, sixCost: 1 },
    ],
    source: 'S-TGS',
  },
  // [S-TGS]: counter with credit ≥ 3 for 3 credit; else with no credit nothing, otherwise flip to find a
  // development (6-cost or not) and place it for 1 credit.
  'develop.response': {
    steps: [
      { op: 'counter6', minCredit: 3, pay: 3 },
      { op: 'needCredit', min: 1 },
      { op: 'flip', find: 'development', cost: 1, sixCost: 1 },
    ],
    source: 'S-TGS',
  },
  'develop.double': null,
  'settle.action': {
    steps: [
      { op: 'draw', n: 3 },
      { op: 'flip', find: 'world', cost: 0, militaryCost: 0 },
    ],
    source: 'V~:W-MLP (draws three cards), W-HIEW (flips for a world)',
    provisional: true,
    reading:
      'U-08: draw 3 [W-MLP], then flip to find a world the robot may settle and place it free (the action row of Develop places free too); a military world only for robots whose counter allows it',
  },
  'settle.response': {
    steps: [
      { op: 'needCredit', min: 1 },
      { op: 'flip', find: 'world', cost: 1, militaryCost: 0 },
    ],
    source: 'none',
    provisional: true,
    reading: 'U-08: by analogy with the Develop response: nothing without credit, else flip to find a world and place it for 1 credit',
  },
  'settle.double': null,
  'trade.action': {
    steps: [{ op: 'credit', n: 2 }],
    source: 'V~:W-MLP (credit pays for placements; Ancient Race "likes to trade")',
    provisional: true,
    reading: "U-09: trading turns goods into cards, and credit stands for the robot's cards: credit +2",
  },
  'trade.response': {
    steps: [{ op: 'vpEconomy', times: 1 }],
    source: 'V~:W-MLP (economy size = VP when consuming)',
    provisional: true,
    reading: 'U-09: a Consume phase the robot did not choose: VP equal to its economy size',
  },
  'trade.double': null,
  'x2.action': {
    steps: [{ op: 'vpEconomy', times: 2 }],
    source: 'V~:W-MLP (economy size = VP when consuming; Old Earth "likes to double VPs")',
    provisional: true,
    reading: 'U-09: consume with the x2 bonus: VP equal to twice the economy size',
  },
  'x2.response': {
    steps: [{ op: 'vpEconomy', times: 1 }],
    source: 'V~:W-MLP',
    provisional: true,
    reading: 'U-09: as the Trade response: VP equal to the economy size',
  },
  'x2.double': null,
  'produce.action': {
    steps: [{ op: 'economy', n: 1 }],
    source: 'none',
    provisional: true,
    reading: 'U-09: producing grows what the robot can consume: economy size +1 (the robot has no goods)',
  },
  'produce.response': {
    steps: [],
    source: 'none',
    provisional: true,
    reading: "U-09: nothing (only the robot's own Produce grows its economy)",
  },
  'produce.double': null,
};

/** Row helpers for the special counters below: a base row with a few steps added, keeping its sourcing. */
function plusDraw(key: RowKey, n: number, source: string, reading: string): Row {
  const base = MAT[key]!;
  const steps = [...base.steps];
  // Extra cards are drawn with the row's own draw (or first, when the row has none, e.g. the Develop response
  // after its counter check).
  const at = steps.findIndex((x) => x.op === 'draw');
  if (at >= 0) steps[at] = { op: 'draw', n: (steps[at] as { n: number }).n + n };
  else
    steps.splice(
      steps.findIndex((x) => x.op !== 'counter6'),
      0,
      { op: 'draw', n },
    );
  return { steps, source: `${base.source}; ${source}`, provisional: true, reading };
}

function plus(key: RowKey, extra: Row['steps'], source: string, reading?: string): Row {
  const base = MAT[key]!;
  const row: Row = { steps: [...base.steps, ...extra], source: `${base.source}; ${source}` };
  if (base.provisional || reading) {
    row.provisional = true;
    row.reading = [base.reading, reading].filter(Boolean).join(' / ');
  }
  return row;
}

// RULE-AMBIGUITY: U-12/U-23 — "extra cards in Explore" is applied to all three Explore rows, once in the double row.
function exploreExtra(n: number, source: string): Partial<Record<RowKey, Row>> {
  const why = `U-02/U-12/U-23: the counter's number is not in any source; +${n} chosen from the card's own Explore draw, in the action, double action (once) and response rows`;
  return {
    'explore.action': plusDraw('explore.action', n, source, why),
    'explore.double': plusDraw('explore.double', n, source, why),
    'explore.response': plusDraw('explore.response', n, source, why),
  };
}

const FACE_FROM_CARD = "U-02: robot= face not in any source; chosen from the start world's own powers";

/**
 * Robot profiles by start world name. Start values: S-TGS setup 7 (credit 1, economy 0, 4 cards; Ancient Race
 * credit 0 and 3 cards; Alpha Centauri credit 2; Earth's Lost Colony and Epsilon Eridani economy 1) and S-BoW
 * Setup (12-15: economy 0, 4 cards, credit 1; Galactic Scavengers 3 cards and credit 2).
 */
export const PROFILES: Record<string, RobotProfile> = {
  'Old Earth': {
    name: 'Old Earth',
    set: 'base',
    credit: 1,
    economy: 0,
    pile: 4,
    robotFace: 'x2',
    military: 'never',
    source: 'values S-TGS; face V~:W-MLP ("likes to consume/double VPs")',
    // RULE-AMBIGUITY: U-07. S-TGS puts an "x2 robot=" counter near the mat for Old Earth without saying how it
    // is used; we read it as Old Earth's robot= face showing Consume-x2 (W-MLP) and nothing more.
    provisional: 'robot= face from a secondary source; the use of the x2 robot= counter (U-07) is our reading',
  },
  'Epsilon Eridani': {
    name: 'Epsilon Eridani',
    set: 'base',
    credit: 1,
    economy: 1,
    pile: 4,
    robotFace: 'settle',
    military: 'never',
    source: 'values S-TGS',
    provisional: `${FACE_FROM_CARD} (Settle military power)`,
  },
  'Alpha Centauri': {
    name: 'Alpha Centauri',
    set: 'base',
    credit: 2,
    economy: 0,
    pile: 4,
    robotFace: 'settle',
    military: 'never',
    source: 'values S-TGS',
    provisional: `${FACE_FROM_CARD} (Settle powers)`,
  },
  'New Sparta': {
    // RULE-AMBIGUITY: U-10 — which robots settle military worlds is known only for the BoW worlds; the military
    // start worlds (New Sparta, Damaged Alien Factory, Imperium Warlord) are given it here, free of credit.
    name: 'New Sparta',
    set: 'base',
    credit: 1,
    economy: 0,
    pile: 4,
    robotFace: 'settle',
    military: 'free',
    source: 'values S-TGS; face V~:W-MLP ("likes to settle")',
    provisional: 'U-10: settling military worlds (free) is our reading for a military start world',
  },
  "Earth's Lost Colony": {
    name: "Earth's Lost Colony",
    set: 'base',
    credit: 1,
    economy: 1,
    pile: 4,
    robotFace: 'produce',
    military: 'never',
    source: 'values S-TGS',
    provisional: `${FACE_FROM_CARD} (production world)`,
  },
  'Separatist Colony': {
    name: 'Separatist Colony',
    set: 'tgs',
    credit: 1,
    economy: 0,
    pile: 4,
    robotFace: 'explore',
    military: 'never',
    // [S-TGS "Separatist Colony: Compre mais cartas em Explorar conforme mostrado no special mat counter"].
    rows: exploreExtra(2, 'S-TGS (Separatist Colony draws more in Explore)'),
    source: 'values and Explore counter S-TGS',
    provisional: `${FACE_FROM_CARD} (Explore power); the counter's number`,
  },
  'Ancient Race': {
    name: 'Ancient Race',
    set: 'tgs',
    credit: 0,
    economy: 0,
    pile: 3,
    robotFace: 'trade',
    military: 'never',
    source: 'values S-TGS; face V~:W-MLP ("likes to consume/trade")',
  },
  'Damaged Alien Factory': {
    name: 'Damaged Alien Factory',
    set: 'tgs',
    credit: 1,
    economy: 0,
    pile: 4,
    robotFace: 'produce',
    military: 'free',
    source: 'values S-TGS',
    provisional: `${FACE_FROM_CARD} (Produce power); U-10 military worlds free for a military start world`,
  },
  'Doomed World': {
    name: 'Doomed World',
    set: 'tgs',
    credit: 1,
    economy: 0,
    pile: 4,
    robotFace: 'explore',
    military: 'never',
    source: 'values S-TGS',
    provisional: `${FACE_FROM_CARD} (Explore power)`,
  },
  // RULE-AMBIGUITY: U-17 — for RvI, "4 counters for solitaire game" is all that is known; start values default
  // as for the BoW worlds, faces from the cards' powers.
  'Rebel Cantina': {
    name: 'Rebel Cantina',
    set: 'rvi',
    credit: 1,
    economy: 0,
    pile: 4,
    robotFace: 'settle',
    military: 'never',
    source: 'none (U-17)',
    provisional: `U-17: start values default 1/0/4; ${FACE_FROM_CARD}`,
  },
  'Galactic Developers': {
    name: 'Galactic Developers',
    set: 'rvi',
    credit: 1,
    economy: 0,
    pile: 4,
    robotFace: 'develop',
    military: 'never',
    source: 'none (U-17)',
    provisional: `U-17: start values default 1/0/4; ${FACE_FROM_CARD}`,
  },
  'Imperium Warlord': {
    name: 'Imperium Warlord',
    set: 'rvi',
    credit: 1,
    economy: 0,
    pile: 4,
    robotFace: 'settle',
    military: 'free',
    source: 'none (U-17)',
    provisional: `U-17: start values default 1/0/4; ${FACE_FROM_CARD}; U-10 military worlds free`,
  },
  'Galactic Scavengers': {
    name: 'Galactic Scavengers',
    set: 'bow',
    credit: 2,
    economy: 0,
    pile: 3,
    robotFace: 'develop',
    military: 'never',
    // [S-BoW: "aumenta seu crédito em um na fase de Produzir"] — "in the Produce phase": action and response (U-12).
    rows: {
      'produce.action': plus('produce.action', [{ op: 'credit', n: 1 }], 'S-BoW (+1 credit in Produce)'),
      'produce.response': plus('produce.response', [{ op: 'credit', n: 1 }], 'S-BoW (+1 credit in Produce)'),
    },
    source: 'values and Produce counter S-BoW',
    provisional: FACE_FROM_CARD,
  },
  'Uplift Mercenary Force': {
    name: 'Uplift Mercenary Force',
    set: 'bow',
    credit: 1,
    economy: 0,
    pile: 4,
    robotFace: 'settle',
    military: 'pay',
    rows: {
      ...exploreExtra(1, 'S-BoW (extra cards in Explore)'),
      // [S-BoW: "Na fase de Colonizar, ele recebe 4 cartas, +1 carta por cada mundo no seu tabuleiro, incluindo
      // ele mesmo"]. RULE-AMBIGUITY: U-14 — counted as its chromosome (Uplift) worlds, as its printed power
      // counts them; the translation may have lost that icon. Its "must pay" for military worlds: 1 credit.
      'settle.action': {
        steps: [
          { op: 'drawPerWorld', base: 4, flag: 'CHROMO' },
          { op: 'flip', find: 'world', cost: 0, militaryCost: 1 },
        ],
        source: 'S-BoW (4 cards +1 per world; settles military worlds but pays)',
        provisional: true,
        reading: 'U-14: +1 per chromosome world (itself included); military worlds cost 1 credit; placement as the provisional Settle action',
      },
      'settle.response': {
        steps: [
          { op: 'drawPerWorld', base: 4, flag: 'CHROMO' },
          { op: 'needCredit', min: 1 },
          { op: 'flip', find: 'world', cost: 1, militaryCost: 1 },
        ],
        source: 'S-BoW',
        provisional: true,
        reading: 'U-12/U-14: "in the Settle phase" read as both rows; a military world costs 1 more credit',
      },
    },
    source: 'values and counters S-BoW',
    provisional: FACE_FROM_CARD,
  },
  'Alien Research Team': {
    name: 'Alien Research Team',
    set: 'bow',
    credit: 1,
    economy: 0,
    pile: 4,
    robotFace: 'explore',
    military: 'never',
    rows: {
      ...exploreExtra(2, 'S-BoW (extra cards in Explore)'),
      // [S-BoW: "+1 crédito em Comércio (Trade)"].
      'trade.action': plus('trade.action', [{ op: 'credit', n: 1 }], 'S-BoW (+1 credit in Trade)'),
      'trade.response': plus('trade.response', [{ op: 'credit', n: 1 }], 'S-BoW (+1 credit in Trade)'),
      // [S-BoW: 1 prestige in Consume-x2 with at least one Alien world, no economy increase]. RULE-AMBIGUITY:
      // U-15/U-16 — our x2 rows never raise the economy; "Alien world" = a world with the ALIEN keyword.
      'x2.action': plus('x2.action', [{ op: 'prestige', n: 1, ifWorldFlag: 'ALIEN' }], 'S-BoW (prestige in Consume-x2)'),
      'x2.response': plus('x2.response', [{ op: 'prestige', n: 1, ifWorldFlag: 'ALIEN' }], 'S-BoW (prestige in Consume-x2)'),
      // [S-BoW: the Settle action places only Alien worlds; the response an Alien military world or any
      // non-military world, whichever comes first]. Draws and costs as the provisional Settle rows.
      'settle.action': {
        steps: [
          { op: 'draw', n: 3 },
          { op: 'flip', find: 'alien-world', cost: 0, militaryCost: 0 },
        ],
        source: 'S-BoW (only Alien worlds)',
        provisional: true,
        reading: 'what is found: S-BoW; the draw and the cost: as the provisional Settle action',
      },
      'settle.response': {
        steps: [
          { op: 'needCredit', min: 1 },
          { op: 'flip', find: 'alien-military-or-civil', cost: 1, militaryCost: 0 },
        ],
        source: 'S-BoW (Alien military or non-military world)',
        provisional: true,
        reading: 'what is found: S-BoW; the credit: as the provisional Settle response',
      },
    },
    source: 'values and counters S-BoW',
    provisional: FACE_FROM_CARD,
  },
  'Rebel Freedom Fighters': {
    name: 'Rebel Freedom Fighters',
    set: 'bow',
    credit: 1,
    economy: 0,
    pile: 4,
    robotFace: 'settle',
    military: 'free',
    neverImperium: true,
    prestigeOnRebel: true,
    // [S-BoW: extra cards in Explore, Develop and Settle; settles military worlds; +1 prestige per Rebel
    // development or Rebel military world placed; never places (or matches) IMPERIUM cards].
    rows: {
      ...exploreExtra(1, 'S-BoW (extra cards in Explore)'),
      'develop.action': plusDraw('develop.action', 1, 'S-BoW (extra cards in Develop)', 'U-12: +1 (the number is not in any source), action and response'),
      'develop.response': plusDraw('develop.response', 1, 'S-BoW (extra cards in Develop)', 'U-12: +1 (the number is not in any source), action and response'),
      'settle.action': plusDraw('settle.action', 1, 'S-BoW (extra cards in Settle)', 'U-12: +1 (the number is not in any source); Settle action provisional'),
      'settle.response': plusDraw(
        'settle.response',
        1,
        'S-BoW (extra cards in Settle)',
        'U-12: +1 (the number is not in any source); Settle response provisional',
      ),
    },
    source: 'values and counters S-BoW',
    provisional: FACE_FROM_CARD,
  },
};

export function profileFor(name: string): RobotProfile {
  const p = PROFILES[name];
  if (!p) throw new Error(`no robot profile for start world ${name}`);
  return p;
}

/** The row the robot follows: the start world's special counter where it covers the mat, else the mat. */
export function rowFor(profile: RobotProfile, phase: MatPhase, kind: 'action' | 'double' | 'response'): Row {
  const key: RowKey = `${phase}.${kind}`;
  const row = profile.rows?.[key] ?? MAT[key];
  if (!row) throw new Error(`the mat has no row ${key}`);
  return row;
}

/** Every provisional part in use with this start world, as "id: reading" lines (for the view and the report). */
export function provisionalInUse(profile: RobotProfile): string[] {
  const out = DICE.map((d, i) => `dice.${i === 0 ? 'white' : 'gray'}: ${d.reading}`);
  if (profile.provisional) out.push(`profile.${profile.name}: ${profile.provisional}`);
  for (const key of Object.keys(MAT) as RowKey[]) {
    const row = profile.rows?.[key] ?? MAT[key];
    if (row?.provisional) out.push(`${key}: ${row.reading ?? ''}`);
  }
  return out;
}
