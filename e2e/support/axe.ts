import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core');
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

type Finding = { rule: string; impact: ImpactValue | undefined; help: string; nodes: string[] };

/**
 * Runs axe-core on the page as it is now and expects no serious or critical violation (a soft
 * expectation: the test goes on and fails at its end). The page must
 * come from a context with `bypassCSP: true`: the site's policy (script-src 'self') rightly refuses
 * the injected script otherwise.
 */
export async function expectNoSeriousAxeViolations(page: Page, screen: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  // A dialog still fading in has its text at part opacity: axe would measure that contrast. Wait for the
  // animations that end (entrances, transitions); the endless ones (a pulse, a ticker) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const injected = await page.evaluate(() => 'axe' in window);
  expect(injected, 'axe-core was injected (does the context have bypassCSP: true?)').toBe(true);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(options: object): Promise<AxeResults> } }).axe.run({ resultTypes: ['violations'] }),
  )) as AxeResults;
  const findings: Finding[] = results.violations
    .filter((v) => v.impact && BLOCKING.includes(v.impact))
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  // Soft: a test that checks several screens reports every screen's findings, then fails.
  expect.soft(findings, `serious or critical axe violations on ${screen}`).toEqual([]);
}
