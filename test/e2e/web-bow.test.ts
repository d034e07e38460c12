/**
 * The Brink of War, the drafting variant and solitaire on the web page, in
 * Debian's Chromium: a BoW match is created through the lobby form and played
 * for some rounds through the prompt controls (prestige, the leader tile and
 * the search card on every page, the spectator's and the replay's included);
 * a draft match shows each seat its own pack and takes a pick; a draft played
 * through by two SDK players shows everyone's own piles; a solitaire match
 * shows the robot. Screenshots go to test-artifacts/bow-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { OrreryClient, type MatchConnection } from '../../client-sdk/src';
import { randInt, seedRng, type RngState } from '../../server/src/engine';
import { CARD_DESIGNS } from '../../server/src/games/rftg/data/cards';
import { deckForLevel } from '../../server/src/games/rftg/data/deck';
import { ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, clickAt, haveChromium, newPerson as newPersonPage, PROBE, type Probe } from '../support/browser';
import { buildWebPage, startWebServer, type WebServer } from '../support/web-server';

(haveChromium ? describe : describe.skip)('web page: Brink of War, draft, solitaire', () => {
  let server: WebServer;
  let browser: Browser;
  let ann: Page;
  let bob: Page;
  let sue: Page;
  const pageErrors: string[] = [];

  const newPerson = () => newPersonPage(browser, pageErrors);

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `bow-${name}.png`), fullPage: true });

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const [webDir, launched] = await Promise.all([buildWebPage(), chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })]);
    browser = launched;
    server = await startWebServer(webDir);
    [ann, bob, sue] = await Promise.all([newPerson(), newPerson(), newPerson()]);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Answers this page's open prompt by clicking its controls (a random choice); false when it has none. */
  async function act(page: Page, rng: RngState, kinds: Set<string>, prefer?: string): Promise<boolean> {
    let probe = await page.evaluate<Probe | null>(PROBE);
    if (!probe) return false;
    kinds.add(probe.kind);
    const before = probe.v;
    if (prefer && (await page.locator(`.prompt ${prefer}:not([disabled])`).count()) > 0) {
      await clickAt(page, `.prompt ${prefer}:not([disabled])`);
    } else if (probe.choices > 0) {
      // A random choice: the first one would always be Search or "place", and the prompts should vary.
      await clickAt(page, '.prompt [data-choice]:not([disabled])', randInt(rng, probe.choices));
    } else {
      for (let guard = 0; probe && !probe.ready && guard < 40; guard++) {
        const items = probe.items.filter((x) => !x.text.includes('Explore +5'));
        const pool = items.length ? items : probe.items;
        if (!pool.length) break;
        await clickAt(page, `[data-pick-item="${pool[randInt(rng, pool.length)].i}"]`);
        probe = await page.evaluate<Probe | null>(PROBE);
      }
      await clickAt(page, '[data-confirm]');
    }
    await page.locator(`[data-match-id]:not([data-v="${before}"])`).or(page.locator('[role=alert]')).first().waitFor();
    const alert = page.locator('[role=alert]');
    if ((await alert.count()) > 0) throw new Error(`the server refused a move made through the page: ${await alert.first().textContent()}`);
    return true;
  }

  async function createPrivate(page: Page, name: string, setup: (page: Page) => Promise<void>): Promise<string> {
    await page.goto(server.url);
    await page.fill('input[name=player-name]', name);
    await setup(page);
    await page.click('[data-create-private]');
    await page.waitForSelector('[data-match-id]');
    return (await page.locator('[data-match-id]').getAttribute('data-match-id'))!;
  }

  async function joinByLink(page: Page, id: string, name: string): Promise<void> {
    await page.goto(`${server.url}/match/${id}`);
    await page.fill('input[name=player-name]', name);
    await page.click('[data-join-match]');
  }

  it('a Brink of War match made in the lobby shows prestige, the leader tile and the search card while it is played', async () => {
    const id = await createPrivate(ann, 'Ann', async (page) => {
      await page.selectOption('[data-option=expansion]', 'bow');
      // The drafting variant may be chosen with BoW only (it stays off here).
      expect(await page.locator('[data-option=draft]').isDisabled()).toBe(false);
      await shot(page, 'lobby');
    });
    await ann.waitForSelector('[data-waiting]');
    await joinByLink(bob, id, 'Bob');
    await bob.waitForSelector('[data-role=player][data-seat="1"] .rftg');
    await sue.goto(`${server.url}/match/${id}`);
    await sue.click('[data-spectate]');
    await sue.waitForSelector('[data-role=spectator] .rftg');

    for (const page of [ann, bob, sue]) {
      await page.waitForSelector('[data-prestige-tile]');
      expect(await page.locator('[data-prestige]').count()).toBe(2);
      expect(await page.locator('[data-search-used]').count()).toBe(2);
    }

    const rngs = [seedRng('web-bow-ann'), seedRng('web-bow-bob')];
    const kinds = new Set<string>();
    let moves = 0;
    let idleSince = Date.now();
    const searchShots = new Set<string>();
    // Some rounds: at least to round 4, on to round 8 while nobody holds the leader tile (or a move budget).
    let held = false;
    while (moves < 240) {
      // The round is only shown from round 1 on (not during the opening choices).
      const round = Number(/Round (\d+)/.exec(await ann.evaluate<string>(`document.querySelector('.status-bar .round')?.textContent ?? ''`))?.[1] ?? 0);
      held = held || (await sue.locator('[data-prestige-tile="held"]').count()) > 0;
      if (held && !searchShots.has('leader')) {
        searchShots.add('leader');
        await shot(sue, 'spectator-leader');
      }
      if ((round >= 4 && (held || round >= 8)) || (await ann.locator('[data-scores]').count()) > 0) break;
      // Ann plays her prestige/search card for Search as soon as she can (once per game).
      const done = await Promise.all([act(ann, rngs[0], kinds, '[data-action="SEARCH"]'), act(bob, rngs[1], kinds)]);
      moves += done.filter(Boolean).length;
      if (done.some(Boolean)) idleSince = Date.now();
      else if (Date.now() - idleSince > 10_000) {
        await Promise.all([shot(ann, 'stuck-ann'), shot(bob, 'stuck-bob')]);
        throw new Error(`no prompt to answer on either page for 10 s after ${moves} moves`);
      } else await ann.waitForTimeout(50);
      // Right after a category is chosen, the search waits for a keep-or-decline answer: the panel is up.
      if (kinds.has('search-category') && !searchShots.has('spectator-search')) await sue.waitForSelector('[data-search]');
      // The spectator's view of a Search: once while a category is chosen, once with cards flipped face up.
      for (const [sel, name] of [
        ['[data-search]', 'spectator-search'],
        ['[data-search] .flipped [data-card]', 'spectator-search-flipped'],
      ]) {
        if (!searchShots.has(name) && (await sue.locator(sel).count()) > 0) {
          searchShots.add(name);
          await shot(sue, name);
        }
      }
    }
    expect(moves).toBeGreaterThan(10);
    expect(kinds.has('action')).toBe(true);
    // The Search went through the generic prompt panel, and everyone sees the card spent.
    expect(kinds.has('search-category')).toBe(true);
    expect(searchShots.has('spectator-search')).toBe(true);
    await sue.waitForSelector('[data-prestige-of="0"]');
    expect(await sue.locator('.player[data-seat="0"] [data-search-used="true"]').count()).toBe(1);
    for (const page of [ann, bob, sue]) {
      expect(await page.locator('[data-prestige-tile]').count()).toBe(1);
      expect(await page.locator('[data-prestige-of]').count()).toBe(2);
    }
    await Promise.all([shot(ann, 'player-table'), shot(sue, 'spectator-table')]);

    // The replay viewer draws the same BoW panels from the stored steps.
    await ann.click('a.back');
    await ann.goto(`${server.url}/replay/${id}`);
    await ann.waitForSelector('.replay-page .rftg [data-prestige-tile]');
    expect(await ann.locator('.replay-page [data-prestige]').count()).toBe(2);
    await shot(ann, 'replay');
    if (process.env.E2E_DEBUG) console.log(`bow: ${moves} moves, prompt kinds ${[...kinds].join(' ')}`);
    expect(pageErrors).toEqual([]);
  }, 240_000);

  // Cards with the prestige symbol (1 prestige when placed), by name, to steer a player towards prestige.
  const PRESTIGE_CARDS = [
    ...new Set(
      deckForLevel(3)
        .map((d) => CARD_DESIGNS[d])
        .filter((c) => c.flags.includes('PRESTIGE'))
        .map((c) => c.name),
    ),
  ];
  const namesIn = (text: string) => PRESTIGE_CARDS.some((n) => text.includes(n));

  /**
   * Answers the page's prompt steering towards prestige: Develop or Settle while a prestige card is in hand
   * (else Explore +5 for more cards), place a prestige card when offered, never discard one. False without a prompt.
   */
  async function steer(page: Page, rng: RngState, kinds: Set<string>): Promise<boolean> {
    let probe = await page.evaluate<Probe | null>(PROBE);
    if (!probe) return false;
    kinds.add(probe.kind);
    const before = probe.v;
    // A boost on offer is the test's own move to make.
    if (probe.kind === 'action' && (await page.locator('.prompt [data-boost-toggle]').count()) > 0) return false;
    if (probe.kind === 'action') {
      const hand = await page.locator('.my-hand [data-card-name]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-card-name')}|${e.className}`));
      const mine = hand.filter((x) => namesIn(x.split('|')[0]));
      const action = mine.some((x) => x.includes('development')) ? 'DEVELOP' : mine.length ? 'SETTLE' : 'EXPLORE_5_0';
      await clickAt(page, `.prompt [data-action="${action}"]`);
    } else if (probe.choices > 0) {
      const texts = await page.locator('.prompt [data-choice]:not([disabled])').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
      const best = texts.findIndex((t) => namesIn(t) && !/discard|Keep .*;/i.test(t));
      await clickAt(page, '.prompt [data-choice]:not([disabled])', best >= 0 ? best : randInt(rng, texts.length));
    } else {
      for (let guard = 0; probe && !probe.ready && guard < 40; guard++) {
        const keep = probe.items.filter((x) => !namesIn(x.text));
        const pool = keep.length ? keep : probe.items;
        await clickAt(page, `[data-pick-item="${pool[randInt(rng, pool.length)].i}"]`);
        probe = await page.evaluate<Probe | null>(PROBE);
      }
      await clickAt(page, '[data-confirm]');
    }
    await page.locator(`[data-match-id]:not([data-v="${before}"])`).or(page.locator('[role=alert]')).first().waitFor();
    if ((await page.locator('[role=alert]').count()) > 0)
      throw new Error(`the server refused a move made through the page: ${await page.locator('[role=alert]').first().textContent()}`);
    return true;
  }

  it('prestige won through the page takes the leader tile, and an action is boosted with it', async () => {
    const id = await createPrivate(ann, 'Ann', async (page) => {
      await page.selectOption('[data-option=expansion]', 'bow');
    });
    await joinByLink(bob, id, 'Bob');
    await ann.waitForSelector('[data-role=player][data-seat="0"] .rftg');
    const rngs = [seedRng('web-prestige-ann'), seedRng('web-prestige-bob')];
    const kinds = new Set<string>();
    const annPrestige = async () => Number(await ann.locator('.player[data-seat="0"] [data-prestige]').getAttribute('data-prestige'));
    const over = async () => (await ann.locator('[data-scores]').count()) > 0;
    // Ann steers towards prestige until she has some (the deal decides how soon; the game may even end first).
    for (let moves = 0; moves < 400 && (await annPrestige()) === 0 && !(await over()); moves++) {
      const done = await Promise.all([steer(ann, rngs[0], kinds), act(bob, rngs[1], kinds)]);
      if (!done.some(Boolean)) await ann.waitForTimeout(50);
    }
    if ((await annPrestige()) === 0) {
      console.warn('web-bow: Ann gained no prestige this game; the held tile and the boost went unchecked');
      return;
    }
    // The tile is checked at the end of each phase (the others may still have to answer): whoever leads
    // alone holds it, or it lies in the centre on a tie (Bob may have prestige too).
    const tile = '[data-prestige-tile="held"], [data-prestige-tile="tied"]';
    for (let moves = 0; moves < 20 && (await ann.locator(tile).count()) === 0; moves++) {
      const done = await Promise.all([steer(ann, rngs[0], kinds), act(bob, rngs[1], kinds)]);
      if (!done.some(Boolean)) await ann.waitForTimeout(50);
    }
    await ann.waitForSelector(tile);
    await shot(ann, 'leader');
    // Her next action question offers the prestige boost (she never played the prestige/search card).
    for (
      let moves = 0;
      moves < 60 && (await ann.locator('.prompt[data-prompt-kind=action] [data-boost-toggle]').count()) === 0 && (await annPrestige()) > 0 && !(await over());
      moves++
    ) {
      const done = await Promise.all([steer(ann, rngs[0], kinds), act(bob, rngs[1], kinds)]);
      if (!done.some(Boolean)) await ann.waitForTimeout(50);
    }
    if ((await annPrestige()) === 0 || (await over())) return;
    await ann.click('[data-boost-toggle]');
    await ann.waitForSelector('.prompt [data-action="PRESTIGE_EXPLORE_1_1"]');
    await shot(ann, 'boost');
    await ann.click('.prompt [data-action="PRESTIGE_EXPLORE_1_1"]');
    // Her own page shows the boost at once; everyone sees it, and the card spent, once Bob has chosen too.
    await ann.waitForSelector('.player[data-seat="0"] [data-boosted="EXPLORE_1_1"]');
    const spent = '.player[data-seat="0"] [data-search-used="true"]';
    for (let moves = 0; moves < 10 && (await bob.locator(spent).count()) === 0; moves++) {
      if (!(await act(bob, rngs[1], kinds))) await bob.waitForTimeout(100);
    }
    await bob.waitForSelector(`${spent}`);
    await bob.waitForSelector('.player[data-seat="0"] [data-boosted="EXPLORE_1_1"]');
    await Promise.all([shot(ann, 'boosted'), shot(bob, 'boosted-opponent')]);
    expect(pageErrors).toEqual([]);
  }, 180_000);

  it('a draft match shows each seat its own pack, takes a pick and shows who has picked', async () => {
    const id = await createPrivate(ann, 'Ann', async (page) => {
      await page.selectOption('[data-option=expansion]', 'bow');
      await page.check('[data-option=draft]');
    });
    await joinByLink(bob, id, 'Bob');
    for (const page of [ann, bob]) await page.waitForSelector('[data-draft-pack="5"] [data-pick-item]');
    expect(await ann.locator('[data-draft-seat]').count()).toBe(2);
    expect(await ann.locator('[data-draft-picks="0"]').count()).toBe(1);
    await shot(ann, 'draft-pack');

    await ann.click('[data-draft-pack] [data-pick-item="2"]');
    const chosen = await ann.locator('[data-draft-pack] [data-pick-item="2"]').getAttribute('data-card-name');
    await ann.click('[data-confirm]');
    // Bob's page learns that Ann has picked, not what.
    await bob.waitForSelector('[data-draft-seat="0"][data-picked="true"]');
    expect(await bob.locator('[data-draft-picks="0"]').count()).toBe(1);
    await bob.click('[data-draft-pack] [data-pick-item="0"]');
    await bob.click('[data-confirm]');
    // Both picks are taken together; the packs (4 left) pass on.
    for (const page of [ann, bob]) await page.waitForSelector('[data-draft-picks="1"]');
    await ann.waitForSelector('[data-draft-pack="4"] [data-pick-item]');
    expect(await ann.locator('[data-draft-picks] [data-card]').count()).toBe(1);
    expect(await ann.locator('[data-draft-picks]').textContent()).toContain(chosen!);
    await shot(ann, 'draft-picked');
    expect(pageErrors).toEqual([]);
  }, 60_000);

  it('after a draft each player has their own draw and discard piles on the table', async () => {
    const sdk = [new OrreryClient(server.url), new OrreryClient(server.url)];
    const first = await sdk[0].createMatch({ game: 'rftg', seats: 2, options: { expansion: 'bow', draft: true }, name: 'Cy', private: true });
    const second = await sdk[1].join(first.matchId, 'Di');
    const refused: string[] = [];
    for (const c of [first, second]) c.onError((e) => refused.push(`${e.code}: ${e.message}`));
    const rng = seedRng('web-draft-sdk');
    // The SDK players draft to the end (every pick the first card of the pack); the page only watches.
    const draftOver = (c: MatchConnection) => (c.view?.view as { draft?: { over?: boolean } } | undefined)?.draft?.over === true;
    for (let guard = 0; guard < 400 && !(draftOver(first) && draftOver(second)); guard++) {
      let moved = false;
      for (const c of [first, second]) {
        const prompt = c.view?.view.prompt;
        if (prompt?.kind !== 'draft-pick' || !c.view) continue;
        c.sendMove([prompt.pick!.from[randInt(rng, prompt.pick!.from.length)]], c.view.v);
        // Our own move has landed once our question changes (another seat's move may arrive first).
        await c
          .waitForView((m) => m.view.prompt?.id !== prompt.id)
          .catch((e) => {
            throw new Error(`${(e as Error).message}; refused: ${refused.join('; ')}`);
          });
        moved = true;
        // The server allows a connection 30 messages a second (MAX_MESSAGES_PER_SECOND): stay well below.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (!moved) await first.waitForView((m) => m.v > (first.view?.v ?? 0)).catch(() => undefined);
    }
    expect(draftOver(first)).toBe(true);
    expect(refused).toEqual([]);
    await sue.goto(`${server.url}/match/${first.matchId}`);
    await sue.click('[data-spectate]');
    await sue.waitForSelector('[data-role=spectator] .rftg [data-own-deck]');
    expect(await sue.locator('[data-own-deck]').count()).toBe(2);
    expect(await sue.locator('[data-own-discards]').count()).toBe(2);
    expect(await sue.locator('[data-draft]').count()).toBe(0);
    await shot(sue, 'draft-over-spectator');
    await Promise.all([first.leave(), second.leave()]);
    expect(pageErrors).toEqual([]);
  }, 90_000);

  it('a solitaire match shows the robot: tableau, tracks, pile and, after the reveal, its dice', async () => {
    await ann.goto(server.url);
    await ann.fill('input[name=player-name]', 'Ann');
    await ann.fill('input[name=seats]', '1');
    await ann.locator('input[name=seats]').dispatchEvent('change');
    expect(await ann.locator('[data-option=difficulty]').isDisabled()).toBe(false);
    // The drafting variant does not apply to the solitaire game: it is not offered at all.
    expect(await ann.locator('[data-option=draft]').count()).toBe(0);
    await ann.selectOption('[data-option=difficulty]', 'hard');
    await ann.click('[data-create-private]');
    await ann.waitForSelector('[data-role=player] .rftg [data-robot]');
    expect(await ann.locator('[data-robot-credit]').count()).toBe(1);
    expect(await ann.locator('[data-robot-economy]').count()).toBe(1);
    expect(await ann.locator('[data-robot-pile]').count()).toBe(1);
    expect(await ann.locator('[data-robot] .tableau [data-card]').count()).toBeGreaterThan(0);
    const rng = seedRng('web-solo');
    const kinds = new Set<string>();
    for (let moves = 0; moves < 40 && (await ann.locator('[data-robot-dice]').count()) === 0; moves++) {
      if (!(await act(ann, rng, kinds))) await ann.waitForTimeout(100);
    }
    await ann.waitForSelector('[data-robot-dice]');
    await shot(ann, 'solitaire');
    expect(await ann.locator('[data-robot-face]').textContent()).toMatch(/^a die showing “robot” counts as [A-Z]/);
    // This round's dice stay on the mat through its phases; when the next round's actions are chosen they are gone.
    for (let moves = 0; moves < 60 && (await ann.locator('.prompt[data-prompt-kind=action]').count()) === 0; moves++) {
      if (!(await act(ann, rng, kinds))) await ann.waitForTimeout(100);
    }
    await ann.waitForSelector('.prompt[data-prompt-kind=action]');
    expect(await ann.locator('[data-robot-dice]').count()).toBe(0);
    await shot(ann, 'solitaire-next-round');
    // Played to the end (the robot ends it soon enough), the final scores have the robot's line too.
    for (let moves = 0; moves < 300 && (await ann.locator('[data-scores]').count()) === 0; moves++) {
      if (!(await act(ann, rng, kinds))) await ann.waitForTimeout(100);
    }
    await ann.waitForSelector('.final-scores tr.robot[data-robot-score]');
    expect(await ann.locator('.final-scores tbody tr').count()).toBe(2);
    // Every robot step in the log in plain words: no mat row keys, flags or "provisional row".
    const robotLines = await ann.locator('.log-lines li[class^="ev-robot"]').allTextContents();
    expect(robotLines.length).toBeGreaterThan(5);
    expect(robotLines.filter((t) => /\b[a-z0-9]+\.(action|response|double)\b|provisional row|\b[A-Z]+_[A-Z0-9_]+\b/.test(t))).toEqual([]);
    expect(robotLines.some((t) => /^Robot plays (Explore|Develop|Settle|Consume|Produce)/.test(t))).toBe(true);
    // The VP pool is never shown below 0.
    expect(await ann.locator('.status-bar').textContent()).not.toMatch(/VP pool -/);
    await shot(ann, 'solitaire-end');
    expect(pageErrors).toEqual([]);
  }, 180_000);
});
