/**
 * The Terraforming Mars table in Debian's Chromium: two players start a
 * match from the lobby and play a good part of it by clicking the table —
 * corporations and cards on the cards, tiles on the map's hexes, payments
 * with the steppers, standard projects, milestones and awards on their
 * panels — while a third page spectates and never shows a card from either
 * hand. No page errors. Screenshots go to test-artifacts/tm-*.png. MarsBot's
 * panel: web-tm-marsbot.test.ts.
 */
import type { Page } from 'playwright-core';
import { OrreryClient, type MatchConnection, type ViewMessage } from '../../client-sdk/src';
import { seedRng } from '../../server/src/engine';
import { AWARDS, corporation, isCorporation, MILESTONES, OFF_MAP, projectCard, STANDARD_ACTIONS, STANDARD_PROJECTS } from '../../server/src/games/tm/public';
import type { TmView } from '../../web/src/tm/view';
import { haveChromium } from '../support/browser';
import { act, useTmTable, wholeWord, type Tally } from '../support/tm-table';

/** Moves the two players make through the page (a whole game is several hundred). */
const MOVES = 200;

(haveChromium ? describe : describe.skip)('Terraforming Mars table in Chromium', () => {
  const table = useTmTable();
  const newPerson = () => table().newPerson();
  const shot = (page: Page, name: string) => table().shot(page, name);

  const nameOf = (id: string) => (isCorporation(id) ? corporation(id).name : projectCard(id).name);

  /** Card names a spectator may know: played cards, events, corporations and public log lines. */
  function publicNames(watcher: MatchConnection, texts: string[]): string[] {
    const view = watcher.view?.view as { players?: { corporation: string | null; played: { id: string }[]; events: string[] }[] } | undefined;
    // The table's own names: off-map spaces, standard projects, milestones, awards (Ganymede Colony and Power Plant are also cards).
    const names = [...texts, ...[...OFF_MAP, ...STANDARD_PROJECTS, ...STANDARD_ACTIONS, ...MILESTONES, ...AWARDS].map((x) => x.name)];
    for (const p of view?.players ?? []) {
      names.push(...p.played.map((c) => nameOf(c.id)), ...p.events.map(nameOf));
      if (p.corporation) names.push(nameOf(p.corporation));
    }
    return names;
  }

  it('two players play through the table (with the draft) while a spectator never sees a hand card', async () => {
    const [ann, bob, sue] = await Promise.all([newPerson(), newPerson(), newPerson()]);
    await ann.goto(table().server.url);
    await ann.fill('input[name=player-name]', 'Ann');
    await ann.selectOption('select[name=game]', { label: 'Terraforming Mars' });
    // The research draft: packs passed between the two, picked on the cards.
    await ann.check('[data-option=draft]');
    await ann.click('[data-quick-match]');
    await ann.waitForSelector('[data-waiting]');
    const matchId = (await ann.locator('[data-match-id]').getAttribute('data-match-id'))!;

    await bob.goto(table().server.url);
    await bob.fill('input[name=player-name]', 'Bob');
    await bob.click(`[data-join="${matchId}"]`);
    await bob.waitForSelector('[data-role=player][data-seat="1"] .tm');
    await ann.waitForSelector('[data-role=player][data-seat="0"] .tm');
    await sue.goto(table().server.url);
    await sue.click(`[data-watch="${matchId}"]`);
    await sue.waitForSelector('[data-role=spectator] .tm');

    const watcher = await new OrreryClient(table().server.url).spectate(matchId);
    const publicTexts: string[] = [];
    watcher.onView((m: ViewMessage) => m.events.forEach((e) => e.text && publicTexts.push(e.text)));

    async function settle(): Promise<void> {
      const v = Math.max(...(await Promise.all([ann, bob].map(async (p) => Number(await p.locator('[data-match-id]').getAttribute('data-v'))))));
      await Promise.all([ann, bob, sue].map((p) => p.locator(`[data-match-id][data-v="${v}"]`).waitFor()));
      await watcher.waitForView((m) => m.v >= v);
    }

    /** Every card in either player's hand (and being chosen) that is not public must be absent from the spectator's page. */
    async function expectNoHandShown(): Promise<number> {
      await settle();
      const mine = (page: Page) =>
        page.locator('.my-hand [data-card-name], .tm-offer [data-card-name]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card-name')!));
      const hands = (await Promise.all([ann, bob].map(mine))).flat();
      const known = publicNames(watcher, publicTexts);
      const hidden = hands.filter((n) => !known.some((k) => k.includes(n)));
      // The whole page's text but the phase label ("Research" is also a card), each element apart so names cannot run together.
      let shown = await sue.evaluate<string>(
        `(() => { const b = document.body.cloneNode(true); b.querySelectorAll('.tm-phase').forEach((e) => e.remove()); return [...b.querySelectorAll('*')].map((e) => [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join(' ')).join(' | '); })()`,
      );
      for (const k of [...known].sort((a, b) => b.length - a.length)) shown = shown.split(k).join(' ');
      // Whole words: the card Mine is not the award Miner.
      const leaked = hidden.filter((n) => wholeWord(n).test(shown));
      const rendered = await sue.locator('[data-card-name]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card-name')!));
      expect(rendered.filter((n) => hidden.includes(n))).toEqual([]);
      if (leaked.length) await shot(sue, 'spectator-leak');
      expect(leaked).toEqual([]);
      expect(await sue.locator('.my-hand, [data-pick-card], [data-answer-card]').count()).toBe(0);
      return hidden.length;
    }

    // Before anyone chose: both players see their 10 cards and 2 corporations, the spectator none of them.
    await ann.waitForSelector('.tm-offer [data-card-name]');
    await bob.waitForSelector('.tm-offer [data-card-name]');
    await shot(ann, 'setup');
    expect(await expectNoHandShown()).toBeGreaterThanOrEqual(20);

    const rngs = [seedRng('tm-web-ann'), seedRng('tm-web-bob')];
    const tally: Tally = {};
    let moves = 0;
    let idleSince = Date.now();
    let nextCheck = 15;
    const shots = new Set<string>();
    while (moves < MOVES) {
      const done = await Promise.all([act(ann, rngs[0], tally), act(bob, rngs[1], tally)]);
      moves += done.filter(Boolean).length;
      if (done.some(Boolean)) idleSince = Date.now();
      else if (Date.now() - idleSince > 10_000) {
        await Promise.all([shot(ann, 'stuck-ann'), shot(bob, 'stuck-bob')]);
        throw new Error(`no question on either page for 10 s after ${moves} moves`);
      } else await ann.waitForTimeout(50);
      // One screenshot of each kind of question as it first comes up.
      for (const [page, who] of [
        [ann, 'ann'],
        [bob, 'bob'],
      ] as const) {
        const kind = await page
          .locator('.tm .prompt[data-prompt-kind]')
          .getAttribute('data-prompt-kind', { timeout: 200 })
          .catch(() => null);
        if (kind && ['pay', 'space', 'research-buy', 'action', 'draft-pick'].includes(kind) && !shots.has(kind)) {
          shots.add(kind);
          await shot(page, `${kind}-${who}`);
        }
      }
      if (moves >= nextCheck) {
        nextCheck += 15;
        await expectNoHandShown();
      }
    }
    await expectNoHandShown();
    await Promise.all([shot(ann, 'player-ann'), shot(bob, 'player-bob'), shot(sue, 'spectator')]);
    if (process.env.E2E_DEBUG) console.log(moves, tally);
    // The table's own controls carried the game: cards played from the hand, paid with steppers, tiles placed on the map.
    expect(tally.corporation).toBe(2);
    expect(tally['play-card']).toBeGreaterThan(3);
    expect(tally.pay).toBeGreaterThan(0);
    expect(tally['pay-step']).toBeGreaterThan(0);
    expect(tally.map).toBeGreaterThan(1);
    expect(tally['card-draft-pick']).toBeGreaterThan(3);
    expect((tally['standard-project'] ?? 0) + (tally['pick-card'] ?? 0)).toBeGreaterThan(3);
    // What the map shows is what the game holds: every tile on the spectator's map is in the view, in its owner's colour.
    const tiles = await sue
      .locator('[data-space][data-tile]:not([data-tile=""])')
      .evaluateAll((els) => els.map((e) => [e.getAttribute('data-space'), e.getAttribute('data-tile'), e.getAttribute('data-owner')]));
    const view = watcher.view!.view as unknown as TmView;
    const expected = [...view.board.spaces, ...view.board.offMap].filter((x) => x.tile).map((x) => [x.id, x.tile, x.owner === null ? '' : String(x.owner)]);
    expect(tiles.sort()).toEqual(expected.sort());
    expect(tiles.length).toBeGreaterThan(2);
    // Resources and TR on the boards are the view's.
    const trs = await sue.locator('.tm-player [data-tr]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-tr'))));
    const players = view.players;
    expect(trs.sort()).toEqual(players.map((p) => p.tr).sort());
    await watcher.leave();
    expect(table().pageErrors).toEqual([]);
  }, 300_000);
});
