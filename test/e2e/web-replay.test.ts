/**
 * Spectating and replays in Chromium: a spectator's reload goes on watching;
 * a page left open on a match that ended and whose server restarted says the
 * match is over and offers its replay; the lobby lists recently finished
 * matches; the replay plays at a chosen speed, jumps from round to round and
 * shows the log up to the step (a log line takes you to its step); and an
 * unknown replay says so without controls beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { OrreryClient, type MatchConnection } from '../../client-sdk/src';
import { ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, haveChromium, newPerson } from '../support/browser';
import { playMoves } from '../support/play';
import { buildWebPage, startWebServer, type WebServer } from '../support/web-server';

(haveChromium ? describe : describe.skip)('spectating and replays in Chromium', () => {
  let server: WebServer;
  let browser: Browser;
  let watcher: Page;
  let visitor: Page;
  const players: MatchConnection[] = [];
  const pageErrors: string[] = [];
  let matchId = '';

  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const [webDir, launched] = await Promise.all([buildWebPage(), chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS })]);
    browser = launched;
    server = await startWebServer(webDir);
    [watcher, visitor] = await Promise.all([newPerson(browser, pageErrors), newPerson(browser, pageErrors)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(players.map((p) => p.leave()));
    await browser?.close();
    await server?.stop();
  });

  it('a spectator who reloads goes on watching', async () => {
    const sdk = () => new OrreryClient(server.url, { retry: { attempts: 0, delayMs: 0 } });
    const a = await sdk().createMatch({ game: 'rftg', seats: 2, options: { advanced: true }, name: 'Ann' });
    const b = await sdk().join(a.matchId, 'Bob');
    players.push(a, b);
    matchId = a.matchId;
    await watcher.goto(`${server.url}/?match=${matchId}`);
    await watcher.click('[data-spectate]');
    await watcher.locator('[data-role="spectator"]').waitFor();
    await watcher.reload();
    await watcher.locator('[data-role="spectator"][data-match-id]').waitFor();
    expect(await watcher.locator('[data-spectate]').count()).toBe(0);
  }, 60_000);

  it('says a match is over, with its replay, when it ended and its server restarted', async () => {
    await playMoves(players, 3000, 'replay-e2e');
    expect((await new OrreryClient(server.url).getMatch(matchId)).status).toBe('finished');
    server = await server.restart();
    await watcher.locator('[data-match-over]').waitFor({ timeout: 30_000 });
    expect(await watcher.locator('[data-match-over] a').getAttribute('href')).toBe(`/replay/${matchId}`);
    await watcher.screenshot({ path: path.join(ARTIFACTS, 'match-over.png'), fullPage: true });
  }, 120_000);

  it('lists recently finished matches in the lobby', async () => {
    await visitor.goto(server.url);
    await visitor.locator(`.history [data-match="${matchId}"]`).waitFor();
  }, 30_000);

  it('replays at a chosen speed, by round, with the log up to the step', async () => {
    await visitor.goto(`${server.url}/replay/${matchId}?step=0`);
    await visitor.locator('[data-step-label]').waitFor();
    const label = async () => Number(/step (\d+)/.exec((await visitor.locator('[data-step-label]').textContent()) ?? '')?.[1] ?? NaN);
    const stepBecomes = async (test: (step: number) => boolean) => {
      for (const end = Date.now() + 10_000; !test(await label());) {
        if (Date.now() > end) throw new Error(`the step stayed at ${await label()}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    expect(await label()).toBe(0);
    await visitor.locator('[data-log-ready="true"]').waitFor();
    // The next round starts at a step whose log opens it.
    await visitor.click('[data-next-round]');
    await stepBecomes((n) => n > 0);
    const roundStart = await label();
    expect(roundStart).toBeGreaterThan(0);
    await visitor.locator('[data-log-step]').first().waitFor();
    const steps = await visitor.locator('[data-log-step]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-log-step'))));
    expect(Math.max(...steps)).toBeLessThanOrEqual(roundStart);
    // A log line takes you to its step.
    await visitor.click('[data-next-round]');
    await stepBecomes((n) => n > roundStart);
    const first = visitor.locator('[data-log-step]').first();
    const firstStep = Number(await first.getAttribute('data-log-step'));
    await first.click();
    await stepBecomes((n) => n === firstStep);
    // Played fast, it moves on by itself.
    await visitor.selectOption('[data-speed]', '250');
    await visitor.click('[data-play]');
    await stepBecomes((n) => n >= firstStep + 3);
    await visitor.click('[data-play]');
    await visitor.screenshot({ path: path.join(ARTIFACTS, 'replay-log.png'), fullPage: true });
  }, 60_000);

  it('says so plainly when there is no such replay', async () => {
    await visitor.goto(`${server.url}/replay/no-such-match`);
    await visitor.locator('[data-replay-error]').waitFor();
    expect(await visitor.locator('[data-step-slider]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  }, 30_000);
});
