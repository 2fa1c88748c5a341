/**
 * The accessibility gate's audit (e2e/accessibility.spec.ts): axe-core (WCAG 2.1 A and AA,
 * and axe's best practices) on a page, in the light and the dark theme, at a desktop's and a
 * phone's width. Shared with the journeys that must run after all others (e2e/reindex.spec.ts).
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, ownedByReact } from '../../../e2e/test.js';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export const SCREENS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

declare global {
  interface Window {
    axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
  }
}

/**
 * The page once it has settled, by the app's own signs: its own page in place (a built page
 * taken over, or the shell's frame replaced), the heading shown, and no loading status left
 * (every skeleton and spinner is a role="status" that empties once its data is in).
 */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => ownedByReact(page, 'main#main')).toBe(true);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[role="status"]:not(:empty)')).toHaveCount(0);
}

async function violationsOf(page: Page): Promise<string[]> {
  // resultTypes: axe details the violations only, not every node that passes (half its time).
  const { violations } = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }), TAGS);
  return violations.map(
    (violation) => `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 4).join(', ')}`,
  );
}

/** Switches the system preference and waits until the page shows it, colour transitions included. */
async function showTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /(^|\s)dark(\s|$)/ : /^(?!(.*\s)?dark(\s|$))/);
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished)));
}

/**
 * Runs axe on what the page shows now, at its width, in each theme (a state a journey has
 * reached: a confirm open, a notice shown); returns what it found, named by `label`.
 */
export async function auditShown(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const width = page.viewportSize()?.width ?? 0;
  for (const theme of THEMES) {
    await showTheme(page, theme);
    for (const violation of await violationsOf(page)) found.push(`${label} [${theme}, ${width} px] ${violation}`);
  }
  await showTheme(page, THEMES[0]);
  return found;
}

/**
 * Runs axe on `route` on each screen in each theme, after `prepare` when given; returns what
 * it found, by view. The page opens once, on the first screen: the second is the same page
 * resized, as the layout is CSS alone (no script reads the width), so each page and state
 * loads and is prepared once.
 */
export async function audit(page: Page, route: string, prepare?: (page: Page) => Promise<void>, screens: readonly (typeof SCREENS)[number][] = SCREENS): Promise<string[]> {
  const found: string[] = [];
  await page.setViewportSize(screens[0] ?? SCREENS[0]);
  await page.emulateMedia({ colorScheme: THEMES[0] });
  await page.goto(route);
  await settled(page);
  if (prepare) await prepare(page);
  await page.addScriptTag({ path: AXE_SOURCE });
  for (const screen of screens) {
    await page.setViewportSize(screen);
    // What the new width brings into view (lazy parts) has loaded; a prepared state may
    // itself show a status (the editor's "Not saved yet"), so it is not waited on.
    if (!prepare) await expect(page.locator('[role="status"]:not(:empty)')).toHaveCount(0);
    for (const theme of THEMES) {
      await showTheme(page, theme);
      for (const violation of await violationsOf(page)) found.push(`${route} [${theme}, ${screen.width} px] ${violation}`);
    }
  }
  return found;
}
