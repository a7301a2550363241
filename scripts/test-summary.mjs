// The two runners' JSON reports (.artifacts/vitest.json, .artifacts/playwright.json) read together: the
// counts and each failed test by name with the first line of its error. `node scripts/test-summary.mjs`
// prints them after a run; scripts/test.mjs repeats them at the very end of `npm test`, where a log cut
// to its last lines still shows what failed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const relative = (file) => path.relative(process.cwd(), file ?? '');
// eslint-disable-next-line no-control-regex -- the runners colour their messages
const firstLine = (message) => (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 200);

export function summarize(dir = '.artifacts') {
  const out = { passed: 0, failed: 0, skipped: 0, failures: [], unreadable: [] };
  try {
    const v = JSON.parse(readFileSync(path.join(dir, 'vitest.json'), 'utf8'));
    out.passed += v.numPassedTests;
    out.failed += v.numFailedTests;
    out.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
    for (const file of v.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failed) out.failures.push(`vitest ${relative(file.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      if (!failed.length && file.status === 'failed') out.failures.push(`vitest ${relative(file.name)}: ${firstLine(file.message)}`);
    }
  } catch {
    out.unreadable.push('vitest');
  }
  try {
    const p = JSON.parse(readFileSync(path.join(dir, 'playwright.json'), 'utf8'));
    out.passed += p.stats.expected + (p.stats.flaky ?? 0);
    out.failed += p.stats.unexpected;
    out.skipped += p.stats.skipped;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected') continue;
          out.failures.push(`playwright [${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(t.results?.at(-1)?.error?.message)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of p.suites ?? []) walk(suite);
  } catch {
    out.unreadable.push('playwright');
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { passed, failed, skipped, failures, unreadable } = summarize();
  if (unreadable.length) console.log(`No report from: ${unreadable.join(', ')}`);
  if (failures.length) console.log(`Failed tests:\n${failures.map((t) => `  ✗ ${t}`).join('\n')}`);
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
}
