/**
 * The lobby's TM option rules (web/src/tm/options.ts) against the server's
 * parser: the options the form would send are accepted, and the defaults it
 * shows for MarsBot's changes are the ones the match is played with.
 */
import type { Json } from '../../client-sdk/src';
import { optionsSchema, parseOptions } from '../../server/src/games/tm/options';
import { CHANGES, DIFFICULTIES } from '../../server/src/games/tm/public';
import { tmOptionRules } from '../../web/src/tm/options';

/** What the form sends with these choices: every field shown and enabled, as chosen or at its default. */
function sent(chosen: Record<string, Json>, seats: number): Record<string, Json> {
  const r = tmOptionRules(chosen, seats);
  const off = new Set([...(r.hidden ?? []), ...(r.disabled ?? [])]);
  const keys = Object.keys(optionsSchema).filter((k) => !off.has(k));
  return Object.fromEntries(keys.map((k) => [k, chosen[k] ?? r.defaults?.[k] ?? optionsSchema[k].default ?? null]));
}

describe('TM lobby option rules', () => {
  it.each([2, 3, 4, 5])('with %i seats show no MarsBot option and send options the server accepts', (seats) => {
    const r = tmOptionRules({}, seats);
    expect(r.hidden).toEqual(expect.arrayContaining(['opponent', 'difficulty', ...CHANGES]));
    expect(() => parseOptions(sent({ draft: true, corporateEra: false }, seats), seats)).not.toThrow();
  });

  it('for the base solo game hide the MarsBot options and rule out the draft', () => {
    const r = tmOptionRules({}, 1);
    expect(r.hidden).toEqual(expect.arrayContaining(['difficulty', ...CHANGES]));
    expect(r.hidden).not.toContain('opponent');
    expect(r.disabled).toContain('draft');
    // Even a draft or Corporate Era choice left over from more seats is not sent.
    const options = parseOptions(sent({ draft: true, corporateEra: false }, 1), 1);
    expect(options).toMatchObject({ opponent: 'none', corporateEra: true, draft: false });
  });

  it.each(DIFFICULTIES)('against MarsBot (%s) show each change with the default the match is played with', (difficulty) => {
    const chosen = { opponent: 'marsbot', difficulty };
    const r = tmOptionRules(chosen, 1);
    expect(r.hidden ?? []).toEqual([]);
    const played = parseOptions({ opponent: 'marsbot', difficulty }, 1);
    for (const k of CHANGES) expect([k, r.defaults?.[k]]).toEqual([k, played[k]]);
    expect(parseOptions(sent(chosen, 1), 1)).toEqual(played);
  });

  it('against MarsBot keep a change the player set against its difficulty', () => {
    const chosen = { opponent: 'marsbot', difficulty: 'brutal', brutalFourCards: false };
    expect(parseOptions(sent(chosen, 1), 1)).toMatchObject({ difficulty: 'brutal', hardCardVp: true, brutalFourCards: false });
  });
});
