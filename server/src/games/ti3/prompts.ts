/**
 * The open question of a task, in the engine's shapes (engine/prompts.ts), or null when the task needs
 * no answer (then flow.ts resolves it with `autoAnswer`). Every listed answer is legal.
 */
import type { Json, Prompt } from '../../engine';
import { actionChoices, secondTacticalChoices } from './action/turns';
import { diodeChoices } from './action/transit-diodes';
import { landChoices } from './action/landing';
import { movePlanChoices } from './action/movement';
import { CONFIRM } from './draft';
import { produceChoices, wantsProduction } from './action/production';
import { hitOptions } from './combat/casualties';
import { canFire } from './action/pds';
import { paidSoFar, payChoices } from './payment';
import { bombardChoices } from './combat/invasion';
import { excess, excessOptions } from './fleet-supply';
import { canAssault, retreatChoices } from './combat/space-battle';
import { faceDownChoices, tileChoices } from './galaxy';
import { homeUnitChoices } from './home';
import { handLimit } from './modifiers';
import { claimAsked, claimChoices } from './objectives';
import { pickChoices } from './strategy-phase';
import { redistributeChoices, sheetCounters } from './status';
import { CARD_RULES, canFollow } from './strategy-cards';
import { TECHNOLOGY } from './strategy-cards/technology';
import { layoutFor } from './map/layouts';
import { choiceQuestion, voteQuestion } from './politics/agenda';
import { ministerOfWarQuestion } from './politics/minister-of-war';
import { fleetAreaCap, redistributionBan, rhetoricDraw, RHETORIC_DRAW } from './politics/rules';
import { reinforcements, type Ti3State } from './state';
import type { Task } from './tasks';
import { foldedAsks, tacticalPlays } from './folded';
import { cardAutoAnswer, cardQuestion, foldedPlays } from './windows';
import { disclosureChoices } from './action-cards/any-time';
import { readyPlanets } from './action-cards/board';
import { ABILITIES, abilityChoices } from './races/abilities';
import { hacanTradeQuestion, statusTradeQuestion } from './trade/status';

const CARD_KIND: Record<number, string> = { 2: 'diplomacy', 3: 'political', 4: 'logistics', 5: 'trade', 6: 'warfare', 7: 'technology', 8: 'imperial' };

function freeHomes(s: Ti3State): string[] {
  const taken = new Set(s.players.map((p) => p.home));
  return layoutFor(s.seats).homes.filter((h) => !taken.has(h));
}

const ask = (seat: number, kind: string, text: string, choices: Json[]): Prompt => ({ seat, kind, text, choices });

/** The question `task` asks, or null: resolve it with autoAnswer. */
export function questionOf(s: Ti3State, task: Task): Prompt | null {
  switch (task.t) {
    case 'home-position':
      return ask(task.seat, 'home-position', 'Choose your home position', freeHomes(s));
    case 'home-unit': {
      const c = homeUnitChoices(s, task.seat, task.unit);
      return c.length > 1 ? ask(task.seat, 'home-unit', `Choose the home planet of a starting ${task.unit}`, c) : null;
    }
    case 'face-down':
      return ask(task.seat, 'face-down', 'Choose the ring-1 position of the face-down tile', faceDownChoices(s));
    case 'place-tile':
      return ask(task.seat, 'place-tile', 'Place a system tile: [tile, position]', tileChoices(s, task.seat));
    case 'pick-strategy':
      return ask(task.seat, 'pick-strategy', 'Take a strategy card', pickChoices(s, task.seat));
    case 'bonus':
      return {
        seat: task.seat,
        kind: 'bonus',
        text: `Turn ${task.n} bonus counter(s) into Trade Goods or command counters`,
        amounts: {
          items: [
            { id: 'tradeGoods', label: 'Trade Goods', min: 0, max: task.n },
            { id: 'counters', label: 'command counters', min: 0, max: task.n },
          ],
          total: { min: task.n, max: task.n },
        },
      };
    case 'action':
      return ask(task.seat, 'action', 'Take an action', actionChoices(s, task.seat));
    case 'fleet-logistics':
      return ask(task.seat, 'fleet-logistics', 'Fleet Logistics: take a second tactical action, or done', secondTacticalChoices(s, task.seat));
    case 'transit-diodes':
      return ask(task.seat, 'transit-diodes', 'Transit Diodes: move up to 4 Ground Forces from one of your planets to another', diodeChoices(s, task.seat));
    case 'assault-cannon':
      return canAssault(s, task)
        ? ask(task.seat, 'assault-cannon', `Assault Cannon: fire your Dreadnoughts in ${task.pos} at seat ${task.target}'s ships before the battle?`, [
            'fire',
            'hold',
          ])
        : null;
    case 'minister-of-war':
      return ministerOfWarQuestion(s, task);
    case 'primary':
    case 'secondary': {
      const rules = CARD_RULES[task.card];
      const part = task.t === 'primary' ? rules.primary : rules.secondary!;
      const choices = task.t === 'primary' ? rules.primary.choices(s, task) : rules.secondary!.choices(s, task);
      if (choices === null) return null;
      if (choices.length === 0) return null;
      // Technology's folded windows: Tech Bubble in the primary's prompt, the purchase cards in the secondary's.
      const folded = task.card === TECHNOLOGY ? foldedPlays(s, task.seat, task.t === 'primary' ? 'after-tech-primary' : 'before-tech-purchase') : [];
      return ask(task.seat, `${task.t}-${CARD_KIND[task.card]}`, part.text, [...choices, ...folded]);
    }
    case 'follow': {
      const able = canFollow(s, task.seat, task.card, task.free);
      const draw = task.free !== true && rhetoricDraw(s, task.card);
      if (!able && !draw) return null;
      const text = `Follow the secondary of ${CARD_RULES[task.card].name}?${draw ? ' (Regressive Rhetoric: or draw an action card instead)' : ''}`;
      return ask(task.seat, 'follow-secondary', text, [...(able ? ['yes'] : []), 'no', ...(draw ? [RHETORIC_DRAW] : [])]);
    }
    case 'move': {
      const c = [...movePlanChoices(s, task), ...tacticalPlays(s, task)];
      return c.length > 1 || foldedAsks(s, task)
        ? ask(task.seat, 'move', `Plan a ship's move into ${task.pos} (with its cargo), or confirm / undo-step / reset`, c)
        : null;
    }
    case 'pds-fire':
      return canFire(s, task) ? ask(task.seat, 'pds-fire', `Fire your PDS in ${task.pos} at seat ${task.target}'s ships?`, ['fire', 'hold']) : null;
    case 'bombard': {
      const choices = bombardChoices(s, task);
      return choices.length > 0 ? ask(task.seat, 'bombard', `Bombard with a ${task.unit} in ${task.pos}: a planet, X-89 on a planet, or none`, choices) : null;
    }
    case 'invasions': {
      const left = Object.keys(task.landed);
      return left.length > 1 || (left.length === 1 && foldedAsks(s, task))
        ? ask(task.seat, 'invasion-order', 'Choose the next planet to invade', [...left, ...tacticalPlays(s, task)])
        : null;
    }
    case 'pay':
      return ask(
        task.seat,
        'pay',
        `Pay ${task.amount} ${task.what} (${paidSoFar(s, task).sum} chosen): exhaust a planet or spend Trade Goods, then confirm / undo-step / reset`,
        payChoices(s, task),
      );
    case 'remove-excess': {
      const n = excess(s, task.pos, task.seat);
      const from = excessOptions(s, task.pos, task.seat);
      if (n === 0 || new Set(from).size === 1) return null;
      return { seat: task.seat, kind: 'remove-excess', text: `Fleet Supply: remove ${n} ship(s) in ${task.pos}`, pick: { from, min: n, max: n } };
    }
    case 'withdraw': {
      const to = retreatChoices(s, task.seat, task.pos);
      if (to.length === 0) return null;
      const what = task.role === 'attacker' ? 'Withdraw' : 'Retreat';
      return ask(task.seat, task.role === 'attacker' ? 'withdraw' : 'retreat', `${what} from ${task.pos} after this round? (destination, or no)`, [
        'no',
        ...to,
      ]);
    }
    case 'assign-hits': {
      const from = hitOptions(s, task.pos, task.seat);
      if (task.hits >= from.length) return null;
      return { seat: task.seat, kind: 'assign-hits', text: `Assign ${task.hits} hit(s) in ${task.pos}`, pick: { from, min: task.hits, max: task.hits } };
    }
    case 'land': {
      const c = [...landChoices(s, task), ...tacticalPlays(s, task)];
      return c.length > 1 || foldedAsks(s, task)
        ? ask(task.seat, 'land', `Land Ground Forces on planets of ${task.pos}, or confirm / undo-step / reset`, c)
        : null;
    }
    case 'produce':
      return wantsProduction(s, task)
        ? ask(task.seat, 'produce', `Produce in ${task.pos}: add a unit, a new Space Dock, or done`, produceChoices(s, task))
        : null;
    case 'claim': {
      const c = claimChoices(s, task.seat, task.publicDone === true);
      return claimAsked(s, task.seat, task.publicDone === true) ? ask(task.seat, 'claim-objective', 'Claim an objective, or none', ['none', ...c]) : null;
    }
    case 'redistribute': {
      const n = sheetCounters(s, task.seat);
      const text = `Redistribute your ${n} command counters: move some between Strategy Allocation, Command Pool and Fleet Supply, or confirm / undo-step / reset`;
      return n === 0 || redistributionBan(s) ? null : ask(task.seat, 'redistribute', text, redistributeChoices(s, task));
    }
    case 'gain-counters': {
      const n = Math.min(task.n, reinforcements(s, task.seat));
      return n === 0
        ? null
        : {
            seat: task.seat,
            kind: 'gain-counters',
            text: `Place the ${n} command counter(s) you gain on your race sheet`,
            amounts: sheetAreas(n, fleetAreaCap(s) - s.players[task.seat].fleet),
          };
    }
    case 'vote': {
      const q = voteQuestion(s, task);
      // The folded `before-own-vote` window: Fantastic Rhetoric (or Touch of Genius) of the voter's hand.
      return q?.choices ? ask(q.seat, q.kind, q.text, [...q.choices, ...foldedPlays(s, task.seat, 'before-own-vote')]) : q;
    }
    case 'disclosure': {
      const hand = disclosureChoices(s, task);
      return hand.length > 1 ? ask(task.seat, 'disclosure', `Disclosure: seat ${task.victim}'s action cards; choose the one he discards`, hand) : null;
    }
    case 'agenda-choice':
      return choiceQuestion(s, task);
    case 'discard':
      return s.players[task.seat].hand.length > handLimit(s, task.seat)
        ? ask(task.seat, 'discard', 'Over the hand limit of 7: discard an action card', [...s.players[task.seat].hand])
        : null;
    case 'card-effect':
      return cardQuestion(s, task);
    case 'trade-status':
      return statusTradeQuestion(s, task);
    case 'hacan-trade': {
      const q = hacanTradeQuestion(s, task);
      return (q.choices ?? []).length > 1 ? q : null;
    }
    case 'exhaust-planets': {
      const from = readyPlanets(s, task.seat);
      const n = Math.min(task.n, from.length);
      return n === 0 || n === from.length
        ? null
        : { seat: task.seat, kind: 'exhaust-planets', text: `Stellar Criminals: exhaust ${n} of your planets`, pick: { from, min: n, max: n } };
    }
    case 'ability': {
      const choices = abilityChoices(s, task);
      return choices.length > 0 ? ask(task.seat, ABILITIES[task.ability].kind, ABILITIES[task.ability].text(task, s), choices) : null;
    }
    default:
      return null;
  }
}

/** `n` counters gained, placed among the three areas of the race sheet; `fleetRoom`: Fleet Regulations. */
function sheetAreas(n: number, fleetRoom: number) {
  const item = (id: string, label: string, max = n) => ({ id, label, min: 0, max });
  return {
    items: [item('strategy', 'Strategy Allocation'), item('command', 'Command Pool'), item('fleet', 'Fleet Supply', Math.max(0, Math.min(n, fleetRoom)))],
    total: { min: n, max: n },
  };
}

/** The answer a task takes when it asks nothing. */
export function autoAnswer(s: Ti3State, task: Task): Json {
  switch (task.t) {
    case 'home-unit':
      return homeUnitChoices(s, task.seat, task.unit)[0] ?? null;
    case 'assign-hits':
      return hitOptions(s, task.pos, task.seat);
    case 'move':
    case 'land':
    case 'produce':
      return CONFIRM;
    case 'claim':
    case 'bombard':
      return 'none';
    case 'withdraw':
      return 'no';
    case 'card-effect':
      return cardAutoAnswer(s, task);
    case 'exhaust-planets':
      return readyPlanets(s, task.seat).slice(0, task.n);
    case 'disclosure':
      return disclosureChoices(s, task)[0] ?? null;
    default:
      return null;
  }
}
