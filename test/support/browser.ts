/**
 * What the browser tests share: Debian's Chromium (the tests skip without
 * it), a page per person, and the in-page probe and click used to answer
 * prompts through the page's own controls.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(__dirname, '../../test-artifacts');
export const haveChromium = fs.existsSync(CHROMIUM);
if (!haveChromium) console.warn(`web e2e tests skipped: ${CHROMIUM} is missing (apt-get install -y chromium)`);

// Playwright gives every launch a fresh --user-data-dir of its own and refuses the flag in `args`.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One browser context per person: separate localStorage, so separate seat tokens. Page errors go to `errors`. */
export async function newPerson(browser: Browser, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
}

/** The open prompt's controls, read in one round trip (in-page code as a string: the tests' TypeScript has no DOM types). */
export const PROBE = `(() => {
  const root = document.querySelector('[data-match-id]');
  if (!root || !document.querySelector('.prompt[data-prompt-id]')) return null;
  const confirm = document.querySelector('[data-confirm]');
  const items = [...document.querySelectorAll('[data-pick-item]')]
    .filter((e) => !e.disabled && e.getAttribute('aria-pressed') !== 'true' && !e.checked)
    .map((e) => ({ i: e.getAttribute('data-pick-item'), text: e.textContent }));
  return { v: root.getAttribute('data-v'), kind: document.querySelector('.prompt[data-prompt-id]').getAttribute('data-prompt-kind'), choices: document.querySelectorAll('.prompt [data-choice]:not([disabled])').length, ready: !!confirm && !confirm.disabled, items };
})()`;
export interface Probe {
  v: string;
  kind: string;
  choices: number;
  ready: boolean;
  items: { i: string; text: string }[];
}

/**
 * A real mouse click at the centre of the n-th element matching `selector`, after scrolling it into view.
 * Cheaper than locator.click()'s actionability checks, which would dominate a game of a few hundred clicks.
 */
export async function clickAt(page: Page, selector: string, n = 0): Promise<void> {
  const at = await page.evaluate<{ x: number; y: number } | null>(`(() => {
    const e = document.querySelectorAll(${JSON.stringify(selector)})[${n}];
    if (!e || e.disabled) return null;
    e.scrollIntoView({ block: 'center' });
    const r = e.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + Math.min(r.height / 2, 12) };
  })()`);
  if (!at) throw new Error(`nothing enabled to click at ${selector}`);
  await page.mouse.click(at.x, at.y);
}
