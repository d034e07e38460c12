/** How answers read when they are buttons (the fallback prompt panel), and the log's wording for seat-only events. */
import type { Json, WireEvent, WirePrompt } from '../../../client-sdk/src';
import { AWARDS, isCorporation, isProjectCard, MILESTONES, standardProject } from '../../../server/src/games/tm/public';
import { cardName } from './cards';
import type { TmView } from './view';

const VERB: Record<string, string> = {
  plants: 'Convert plants into a greenery',
  heat: 'Convert heat into temperature',
  pass: 'Pass for this generation',
  end: 'End the turn (no second action)',
  first: "Take the corporation's first action",
};

const WORD: Record<string, string> = { cancel: 'Cancel', done: 'Done', none: 'Nobody', neutral: 'The neutral player', buy: 'Buy it', discard: 'Discard it' };

export function actionLabel(a: { [k: string]: Json }): string {
  const d = String(a.do);
  if (d === 'play') return `Play ${cardName(String(a.card))}`;
  if (d === 'act') return `Use ${cardName(String(a.card))}`;
  if (d === 'sp') return `Standard project: ${standardProject(String(a.sp)).name}`;
  if (d === 'milestone') return `Claim ${MILESTONES.find((m) => m.id === a.id)?.name ?? String(a.id)}`;
  if (d === 'award') return `Fund ${AWARDS.find((m) => m.id === a.id)?.name ?? String(a.id)}`;
  return VERB[d] ?? d;
}

/** "Large Convoy: choose 0: +5 plants / 1: +4 animals…": option n's own words. */
function optionText(prompt: WirePrompt, n: number): string | null {
  const m = new RegExp(`(?:^|[ /:])${n}: (.*?)(?: / \\d+: |$)`).exec(prompt.text);
  return m ? m[1] : null;
}

export function answerLabel(v: TmView, value: Json, prompt: WirePrompt): string {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return 'do' in value ? actionLabel(value) : JSON.stringify(value);
  if (typeof value === 'number') {
    if (prompt.kind === 'target') return v.players[value]?.name ?? `seat ${value + 1}`;
    if (prompt.kind === 'choose') return optionText(prompt, value) ?? `option ${value + 1}`;
    return String(value);
  }
  if (typeof value !== 'string') return JSON.stringify(value);
  if (value === 'marsbot') return v.marsbot?.name ?? 'MarsBot';
  if (WORD[value]) return WORD[value];
  if (isProjectCard(value) || isCorporation(value)) return cardName(value);
  if (prompt.kind === 'space' || prompt.kind === 'final-greenery') return `space ${value}`;
  return value;
}

/** Seat-only events name the cards; the server's text for everything else. */
export function eventText(e: WireEvent): string | null {
  const d = (e.data ?? {}) as { cards?: string[] };
  if (!Array.isArray(d.cards)) return null;
  const names = d.cards.map(cardName).join(', ') || 'nothing';
  if (e.type === 'drawn') return `You draw ${names}.`;
  if (e.type === 'kept') return `${e.text ?? 'You keep'}: ${names}.`;
  if (e.type === 'looked') return `You look at ${names}.`;
  return null;
}
