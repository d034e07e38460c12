/**
 * MarsBot on the Terraforming Mars table in Debian's Chromium (issue 22,
 * MB-60): a solo game against MarsBot started from the lobby shows its panel
 * from its public view — seven tracks, cubes, M€, TR, what it did last — and
 * both final score sheets, and its replay steps through the same table.
 */
import type { Page } from 'playwright-core';
import { seedRng } from '../../server/src/engine';
import { haveChromium } from '../support/browser';
import { act, useTmTable, type Tally } from '../support/tm-table';

(haveChromium ? describe : describe.skip)('MarsBot on the Terraforming Mars table in Chromium', () => {
  const table = useTmTable();
  const newPerson = () => table().newPerson();
  const shot = (page: Page, name: string) => table().shot(page, name);

  it('[MB-60] a solo game against MarsBot shows its panel (tracks, cubes, M€, TR, what it did) and both final score sheets', async () => {
    const cara = await newPerson();
    await cara.goto(table().server.url);
    await cara.fill('input[name=player-name]', 'Cara');
    await cara.selectOption('select[name=game]', { label: 'Terraforming Mars' });
    await cara.fill('input[name=seats]', '1');
    await cara.locator('input[name=seats]').dispatchEvent('change');
    await cara.selectOption('[data-option=opponent]', 'marsbot');
    await cara.click('[data-quick-match]');
    await cara.waitForSelector('[data-role=player] .tm [data-marsbot-panel]');
    expect(await cara.locator('[data-marsbot-tracks] [data-track]').count()).toBe(7);
    expect(await cara.locator('[data-marsbot-tracks] .mb-cell').count()).toBe(7 * 19);
    const rng = seedRng('tm-web-cara');
    const tally: Tally = {};
    const trackSpaces = () => cara.locator('[data-marsbot-tracks] [data-track]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-space'))));
    // Until MarsBot has taken turns of its own: a cube moved and its last turn is listed.
    for (let moves = 0; moves < 120 && !(await trackSpaces()).some((n) => n > 0); moves++) {
      if (!(await act(cara, rng, tally))) await cara.waitForTimeout(50);
    }
    expect((await trackSpaces()).some((n) => n > 0)).toBe(true);
    await cara.waitForSelector('[data-marsbot-last] li');
    expect(await cara.locator('[data-marsbot-tracks] .mb-cell.cube').count()).toBe(7);
    await shot(cara, 'marsbot');

    // Then on to the end (generation 20 at the latest) by passing: both score sheets and the winner.
    for (let moves = 0; moves < 400 && (await cara.locator('[data-final]').count()) === 0; moves++) {
      if (!(await act(cara, rng, tally, true))) await cara.waitForTimeout(50);
    }
    await cara.waitForSelector('[data-final] [data-scores]');
    const heads = await cara.locator('[data-final] thead th').allTextContents();
    expect(heads.slice(1)).toEqual(['Cara', 'MarsBot']);
    expect(await cara.locator('[data-final] [data-winner]').getAttribute('data-winner')).toMatch(/^(Cara|MarsBot)$/);
    await shot(cara, 'marsbot-end');

    // The replay steps through the same table; everything revealed, the hand shows face up.
    await cara.click('[data-replay-link]');
    await cara.waitForSelector('.replay-page .tm [data-map]');
    await cara.selectOption('[data-viewer]', 'omniscient');
    await cara.locator('[data-step-slider]').fill('12');
    await cara.waitForSelector('[data-step-label]:has-text("step 12 /")');
    await cara.waitForSelector('.replay-page .tm .revealed-hand [data-card-name]');
    await shot(cara, 'replay');
    expect(table().pageErrors).toEqual([]);
  }, 240_000);
});
