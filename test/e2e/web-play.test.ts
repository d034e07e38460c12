/**
 * The web page end to end, in Debian's Chromium: two players find each
 * other in the lobby and play a 2-player advanced Race for the Galaxy game to
 * its end by clicking the prompt controls, a third page spectates and never
 * shows a hidden card, a refresh mid-game gives the seat back, and the replay
 * viewer steps through the finished match. Screenshots go to test-artifacts/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { OrreryClient, type MatchConnection, type ViewMessage } from '../../client-sdk/src';
import { randInt, seedRng, type RngState } from '../../server/src/engine';
import { ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, clickAt, haveChromium, newPerson as newPersonPage, PROBE, type Probe } from '../support/browser';
import { buildWebPage, startWebServer, type WebServer } from '../support/web-server';

const MAX_MOVES = 600;

(haveChromium ? describe : describe.skip)('web page in Chromium', () => {
  let server: WebServer;
  let browser: Browser;
  let ann: Page;
  let bob: Page;
  let sue: Page;
  let matchId = '';
  let watcher: MatchConnection | null = null;
  const pageErrors: string[] = [];

  const newPerson = () => newPersonPage(browser, pageErrors);

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const [webDir, launched] = await Promise.all([buildWebPage(), chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })]);
    browser = launched;
    server = await startWebServer(webDir);
    [ann, bob, sue] = await Promise.all([newPerson(), newPerson(), newPerson()]);
  }, 60_000);

  afterAll(async () => {
    await watcher?.leave();
    await browser?.close();
    await server?.stop();
  });

  /** Answers this page's open prompt by clicking its controls; false when it has none. */
  async function act(page: Page, rng: RngState): Promise<boolean> {
    let probe = await page.evaluate<Probe | null>(PROBE);
    if (!probe) return false;
    const before = probe.v;
    if (probe.choices > 0) {
      // The first choice places a card whenever one can be placed, which ends the game sooner.
      await clickAt(page, '.prompt [data-choice]:not([disabled])');
    } else {
      // Tick items until the answer is complete (the confirm button enables itself only then).
      for (let guard = 0; probe && !probe.ready && guard < 40; guard++) {
        // Explore +5 means six discards to click through: leaving it out keeps the test short.
        const items = probe.items.filter((x) => !x.text.includes('Explore +5'));
        const pool = items.length ? items : probe.items;
        await clickAt(page, `[data-pick-item="${pool[randInt(rng, pool.length)].i}"]`);
        probe = await page.evaluate<Probe | null>(PROBE);
      }
      await clickAt(page, '[data-confirm]');
    }
    // Versions only grow: any other version means a move landed (ours, or a simultaneous one first).
    await page.locator(`[data-match-id]:not([data-v="${before}"])`).or(page.locator('[role=alert]')).first().waitFor();
    const alert = page.locator('[role=alert]');
    if ((await alert.count()) > 0) throw new Error(`the server refused a move made through the page: ${await alert.first().textContent()}`);
    return true;
  }

  /** Card names the spectator may know: on any tableau, or named by an event a spectator received. */
  function publicNames(watcher: MatchConnection | null, texts: string[]): Set<string> {
    const names = new Set<string>();
    const players = (watcher?.view?.view as { players?: { tableau: { name: string }[] }[] } | undefined)?.players ?? [];
    for (const p of players) for (const t of p.tableau) names.add(t.name);
    for (const text of texts) names.add(text);
    return names;
  }

  /** Waits until both players, the spectator page and the watcher have seen the same latest move. */
  async function settle(): Promise<void> {
    const v = Math.max(...(await Promise.all([ann, bob].map(async (p) => Number(await p.locator('[data-match-id]').getAttribute('data-v'))))));
    await Promise.all([ann, bob, sue].map((p) => p.locator(`[data-match-id][data-v="${v}"]`).waitFor()));
    await watcher?.waitForView((m) => m.v >= v);
  }

  async function expectNoHiddenCardShown(watcher: MatchConnection | null, texts: string[]): Promise<number> {
    await settle();
    const hands = (
      await Promise.all([ann, bob].map((p) => p.locator('.my-hand [data-card-name]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card-name')!))))
    ).flat();
    const known = publicNames(watcher, texts);
    // Everything the spectator page shows except power wording: a "?" bonus may name a card ("2 per Expanding Colony").
    let shown = await sue.evaluate<string>(
      `(() => { const b = document.body.cloneNode(true); b.querySelectorAll('.powers').forEach((e) => e.remove()); return b.textContent; })()`,
    );
    // Public names first, longest first, so a hidden name inside a public one is not a false alarm.
    for (const name of [...known].sort((a, b) => b.length - a.length)) shown = shown.split(name).join(' ');
    const hidden = hands.filter((name) => ![...known].some((k) => k.includes(name)));
    const leaked = hidden.filter((name) => shown.includes(name));
    if (leaked.length) {
      await shot(sue, 'spectator-leak');
      fs.writeFileSync(path.join(ARTIFACTS, 'spectator-leak.txt'), JSON.stringify({ leaked, hands, known: [...known], shown, v: watcher?.view?.v }, null, 2));
    }
    expect(leaked).toEqual([]);
    return hidden.length;
  }

  it('two players play a whole game through the page while a third watches, and a refresh keeps the seat', async () => {
    await ann.goto(server.url);
    await ann.fill('input[name=player-name]', 'Ann');
    await ann.check('[data-option=advanced]');
    await shot(ann, 'lobby');
    await ann.click('[data-quick-match]');
    await ann.waitForSelector('[data-waiting]');
    matchId = (await ann.locator('[data-match-id]').getAttribute('data-match-id'))!;
    expect(ann.url()).toContain(`/match/${matchId}`);

    await bob.goto(server.url);
    await bob.fill('input[name=player-name]', 'Bob');
    await bob.click(`[data-join="${matchId}"]`);
    await bob.waitForSelector('[data-role=player][data-seat="1"] .rftg');

    await sue.goto(server.url);
    await sue.click(`[data-watch="${matchId}"]`);
    await sue.waitForSelector('[data-role=spectator] .rftg');

    // The test's own spectator collects what is public, to judge the spectator page by.
    watcher = await new OrreryClient(server.url).spectate(matchId);
    const publicTexts: string[] = [];
    watcher.onView((m: ViewMessage) => m.events.forEach((e) => e.text && publicTexts.push(e.text)));
    // The opening hands are all hidden: the first check is never vacuous.
    const hiddenAtStart = await expectNoHiddenCardShown(watcher, publicTexts);
    expect(hiddenAtStart).toBeGreaterThan(0);

    const rngs = [seedRng('web-e2e-ann'), seedRng('web-e2e-bob')];
    const t0 = Date.now();
    let moves = 0;
    let refreshed = false;
    let idleSince = Date.now();
    let nextCheck = 20;
    while (moves < MAX_MOVES) {
      if ((await ann.locator('[data-scores]').count()) > 0) break;
      // Both players answer at once, as people would in the simultaneous phases.
      const done = await Promise.all([act(ann, rngs[0]), act(bob, rngs[1])]);
      const acted = done.some(Boolean);
      moves += done.filter(Boolean).length;
      if (acted) idleSince = Date.now();
      else if (Date.now() - idleSince > 10_000) {
        await Promise.all([shot(ann, 'stuck-ann'), shot(bob, 'stuck-bob')]);
        throw new Error(`no prompt to answer on either page for 10 s after ${moves} moves (see test-artifacts/stuck-*.png)`);
      } else await ann.waitForTimeout(50);
      if (!refreshed && moves >= 25) {
        refreshed = true;
        await bob.reload();
        await bob.waitForSelector('[data-role=player][data-seat="1"] .rftg');
        await bob.locator('[data-role-label]', { hasText: 'Bob' }).waitFor();
        // The seat's private view is back: its own hand (maybe empty) is shown again.
        expect(await bob.locator('.my-hand').count()).toBe(1);
      }
      if (moves >= nextCheck) {
        nextCheck += 20;
        await expectNoHiddenCardShown(watcher, publicTexts);
        if (nextCheck === 80) await Promise.all([shot(ann, 'player-table'), shot(sue, 'spectator-table')]);
      }
    }
    if (process.env.E2E_DEBUG) console.log(`moves ${moves}, ${Date.now() - t0} ms`);
    expect(refreshed).toBe(true);
    for (const page of [ann, bob, sue]) await page.waitForSelector('[data-scores]');
    await expectNoHiddenCardShown(watcher, publicTexts);
    await Promise.all([shot(ann, 'end-scores'), shot(sue, 'spectator-end')]);
    expect(await ann.locator('.final-scores tbody tr').count()).toBe(2);
    expect(pageErrors).toEqual([]);
  }, 240_000);

  it('replays the finished match step by step, from a seat and with everything revealed', async () => {
    expect(matchId).not.toBe('');
    await ann.click('[data-replay-link]');
    const label = ann.locator('[data-step-label]');
    await ann.waitForSelector('.replay-page .rftg');
    const total = Number(/\/ (\d+)/.exec((await label.textContent())!)![1]);
    expect(total).toBeGreaterThan(20);
    expect(await ann.locator('[data-viewer]').inputValue()).toBe('0');

    await ann.locator('[data-step-slider]').fill('10');
    await ann.locator('[data-step-label]', { hasText: 'step 10 /' }).waitFor();
    expect(await label.textContent()).toBe(`step 10 / ${total}`);
    await ann.waitForSelector('.replay-page .rftg .my-hand');
    await ann.click('[data-next]');
    await ann.locator('[data-step-label]', { hasText: 'step 11 /' }).waitFor();
    await ann.click('[data-play]');
    // In-page code as a string: the test's TypeScript has no DOM types.
    await ann.waitForFunction("Number(/step (\\d+)/.exec(document.querySelector('[data-step-label]').textContent)[1]) >= 13");
    await ann.click('[data-play]');
    expect(await ann.locator('[data-play]').textContent()).toContain('Play');

    await ann.selectOption('[data-viewer]', 'omniscient');
    await ann.locator('[data-step-slider]').fill(String(total));
    await ann.waitForSelector('.replay-page .revealed-hand [data-card-name]');
    await ann.waitForSelector('.replay-page [data-scores]');
    await shot(ann, 'replay');
    expect(ann.url()).toContain('viewer=omniscient');

    // Someone without a seat finds the match by a player's name and replays it as a spectator.
    await sue.goto(server.url);
    await sue.fill('input[name=history-player]', 'Bob');
    await sue.click('form.inline button[type=submit]');
    await sue.click(`[data-replay="${matchId}"]`);
    await sue.waitForSelector('.replay-page .rftg');
    expect(await sue.locator('[data-viewer]').inputValue()).toBe('spectator');
    expect(await sue.locator('.replay-page .my-hand, .replay-page .revealed-hand').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 30_000);

  it('a private match is joined through its invite link', async () => {
    await ann.goto(server.url);
    await ann.click('[data-create-private]');
    await ann.waitForSelector('[data-waiting]');
    const invite = await ann.locator('[data-invite]').inputValue();
    const id = (await ann.locator('[data-match-id]').getAttribute('data-match-id'))!;
    expect(invite).toBe(`${server.url}/match/${id}`);
    // Private matches are not listed in the lobby.
    expect((await new OrreryClient(server.url).lobby()).open.map((m) => m.matchId)).not.toContain(id);
    await shot(ann, 'invite');

    await bob.goto(`${server.url}/?match=${id}`);
    await bob.click('[data-join-match]');
    await bob.waitForSelector('[data-role=player][data-seat="1"] .rftg .prompt[data-prompt-id]');
    await ann.waitForSelector('[data-role=player][data-seat="0"] .rftg .prompt[data-prompt-id]');
    expect(pageErrors).toEqual([]);
  }, 30_000);
});
