/**
 * A card's text, generated from its data ("plant prod +2 · +1 plant"), so
 * that what a player reads and what the engine does cannot disagree. Our own
 * short wording, never the printed card's.
 */
import type { ActionOption, Amount, Behaviour, Countable, Effect, HookName, Passive, PlaceRule, Production, Resource, Step, Stock, Trigger } from './language';
import { named } from './language';

const RES: Record<Resource, [string, string]> = {
  mc: ['M€', 'M€'],
  steel: ['steel', 'steel'],
  titanium: ['titanium', 'titanium'],
  plants: ['plant', 'plants'],
  energy: ['energy', 'energy'],
  heat: ['heat', 'heat'],
};

const HOOK_TEXT: Record<HookName, string> = {
  'robotic-workforce': 'copy the production box of one of your building cards',
  'search-for-life': 'reveal the top card; a microbe tag adds a science resource here',
  'land-claim': 'reserve a space for yourself',
  flooding: 'ocean; you may take 4 M€ from the owner of a tile next to it',
};

const RULE_TEXT: Record<PlaceRule, string> = {
  'reserved:noctis': "Noctis City's space",
  volcanic: 'a volcanic space',
  oceanSpace: 'an ocean space',
  land: 'a land space',
  isolated: 'next to no tile',
  'nextToCities:2': 'next to 2 cities',
  nextToCity: 'next to a city',
  nextToGreenery: 'next to a greenery',
  nextToOwn: 'next to your tile',
  'bonusSpace:steel|titanium': 'on a steel or titanium bonus',
  'offMap:01': 'Ganymede Colony',
  'offMap:02': 'Phobos Space Haven',
};

const sign = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

function countText(c: Countable): string {
  if ('tag' in c) return `${c.of === 'others' ? "opponents' " : c.of === 'all' ? 'all ' : ''}${c.tag} tag`;
  if ('cities' in c) return c.cities === 'mars' ? 'city on Mars' : 'city in play';
  if ('events' in c) return 'event played';
  return 'resource here';
}

function amountText(a: Amount, unit: string): string {
  if (typeof a === 'number') return `${sign(a)}${unit ? ` ${unit}` : ''}`;
  if ('ifAtLeast' in a) return `${sign(a.else)}${unit ? ` ${unit}` : ''} (${sign(a.then)} with ${a.ifAtLeast.n} ${countText(a.ifAtLeast.count)}s)`;
  return `+1${unit ? ` ${unit}` : ''} per ${a.per && a.per > 1 ? `${a.per} ` : ''}${countText(a.count)}${a.per && a.per > 1 ? 's' : ''}`;
}

function stockText(st: Stock, prod: boolean): string[] {
  return named(st).map(([r, a]) =>
    prod ? `${RES[r][0]} prod ${amountText(a, '')}` : amountText(a, typeof a === 'number' && Math.abs(a) === 1 ? RES[r][0] : RES[r][1]),
  );
}

function resList(x: { [R in Resource]?: number }, verb: string): string {
  return named(x)
    .map(([r, n]) => `${verb} ${n} ${RES[r][n === 1 ? 0 : 1]}`)
    .join(', ');
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** `here`: what resources on the card are called ("microbe"). */
export function stepText(s: Step, here = 'resource'): string {
  if ('gain' in s) return stockText(s.gain, false).join(' · ');
  if ('lose' in s) return resList(s.lose, 'spend');
  if ('prod' in s) return stockText(s.prod, true).join(' · ');
  if ('tr' in s) return `TR ${amountText(s.tr, '')}`;
  if ('raise' in s) return `${s.raise} ${sign(s.steps ?? 1)}`;
  if ('place' in s) {
    const what = s.place === 'special' ? 'special tile' : s.place;
    const n = s.times ?? 1;
    return `${n > 1 ? plural(n, what) : what}${s.rule?.length ? ` (${s.rule.map((r) => RULE_TEXT[r]).join(', ')})` : ''}`;
  }
  if ('draw' in s) return `draw ${s.draw}`;
  if ('look' in s) return `look at ${s.look}, keep ${s.keep}`;
  if ('lookBuy' in s) return `look at the top card, buy it for ${s.lookBuy} M€`;
  if ('addHere' in s) return typeof s.addHere === 'number' ? `+${plural(s.addHere, here)} here` : `${amountText(s.addHere, here)} here`;
  if ('addTo' in s)
    return s.addTo === 'any' ? `+${plural(s.n, 'resource')} to a card that has some` : `+${plural(s.n, s.addTo)} to ${s.other ? 'another' : 'a'} card`;
  if ('addThere' in s) return `+${s.addThere} resource to that card`;
  if ('removeAny' in s) return `${resList(s.removeAny, 'remove up to')} from any player`;
  if ('removeFromCard' in s) return `remove up to ${plural(s.n, s.removeFromCard)} from any card`;
  if ('steal' in s) return resList(s.steal, 'steal up to');
  if ('takeToHere' in s) return `move 1 ${s.takeToHere} from any card here`;
  if ('removeHere' in s) return `−${plural(s.removeHere, here)} here`;
  if ('pay' in s) return `pay ${s.pay} M€${s.with ? ` (${s.with.join(', ')} may be used)` : ''}`;
  if ('exchange' in s) {
    const p = s.exchange.production ? ' prod' : '';
    return `X ${RES[s.exchange.from][1]}${p} → X ${RES[s.exchange.to][1]}${p}`;
  }
  if ('discard' in s) return `discard ${s.discard}`;
  if ('choose' in s) return s.choose.map((o) => (o.length > 1 ? `(${stepsText(o, here)})` : stepsText(o, here) || 'nothing')).join(' or ');
  if ('nextAllowance' in s) return `next card this generation: global requirements ±${s.nextAllowance}`;
  if ('nextDiscount' in s) return `next card this generation −${s.nextDiscount} M€`;
  return HOOK_TEXT[s.hook];
}

export function stepsText(steps: readonly Step[], here = 'resource'): string {
  return steps
    .map((st) => stepText(st, here))
    .filter((t) => t !== '')
    .join(' · ');
}

function productionText(p: Production): string {
  const out = stockText(p, true);
  for (const [r, n] of named(p.any ?? {})) out.push(`any ${RES[r][0]} prod −${n}`);
  if (p.covered) out.push(`prod +${p.covered} of the covered bonus`);
  return out.join(' · ');
}

function optionText(o: ActionOption, here: string): string {
  const cost = o.cost ? `${stepsText(o.cost, here)} → ` : '';
  return `${o.when === 'trRaisedThisGeneration' ? 'if your TR rose this generation: ' : ''}${cost}${stepsText(o.do, here)}`;
}

function triggerText(on: Trigger): string {
  if ('cardPlayed' in on) {
    const who = on.cardPlayed === 'you' ? 'you play' : 'anyone plays';
    if (on.tags) return `when ${who} a ${on.tags.join('/')} tag`;
    return `when ${who} ${on.space ? 'a space event' : on.event ? 'an event' : 'a card'}`;
  }
  if ('tilePlaced' in on) {
    const who = on.tilePlaced === 'you' ? 'you place' : 'anyone places';
    const what = on.kind === 'any' ? 'a tile' : on.kind === 'ocean' ? 'an ocean' : `a ${on.kind}`;
    return `when ${who} ${what}${on.mars ? ' on Mars' : ''}${on.bonus ? ` on a ${on.bonus.join('/')} bonus` : ''}`;
  }
  if ('standardProject' in on) return 'after you pay for a standard project (not Sell Patents)';
  return `after you pay for a card or standard project costing ${on.paidBaseCost}+`;
}

function effectText(e: Effect, here: string): string {
  return `${triggerText(e.on)}: ${stepsText(e.do, here)}`;
}

function passiveText(p: Passive): string[] {
  const out: string[] = [];
  if (p.discount) out.push(`${p.discount.tag ? `${p.discount.tag} cards` : 'cards'} −${p.discount.n} M€`);
  if (p.spDiscount) out.push(`${p.spDiscount.sp} standard project −${p.spDiscount.n} M€`);
  if (p.steelValue) out.push(`steel +${p.steelValue} M€`);
  if (p.titaniumValue) out.push(`titanium +${p.titaniumValue} M€`);
  if (p.allowance) out.push(`global requirements ±${p.allowance}`);
  if (p.greeneryPlants) out.push(`greenery for ${p.greeneryPlants} plants`);
  if (p.heatAsMc) out.push('heat may pay as M€');
  if (p.protectedHabitats) out.push('opponents cannot remove your plants, animals, microbes');
  if (p.keepsResources) out.push('resources here cannot be removed');
  if (p.freeInitialCards) out.push('all 10 dealt cards free');
  return out;
}

/** The whole text of a card or corporation, parts joined by " · ". */
export function behaviourText(b: Behaviour & { firstAction?: Step[]; resource?: string }): string {
  const here = b.resource ?? 'resource';
  const parts: string[] = [];
  if (b.firstAction) parts.push(`first action: ${stepsText(b.firstAction)}`);
  if (b.production) parts.push(productionText(b.production));
  if (b.play) parts.push(stepsText(b.play, here));
  if (b.action) parts.push(`action: ${(Array.isArray(b.action) ? b.action : [b.action]).map((o) => optionText(o, here)).join(' or ')}`);
  for (const e of b.effects ?? []) parts.push(effectText(e, here));
  if (b.passive) parts.push(...passiveText(b.passive));
  return parts.filter((x) => x !== '').join(' · ');
}
