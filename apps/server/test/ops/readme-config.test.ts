import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../../src/config.ts';

/** The variables named in the first column of the tables of the README's "Configuration" section. */
function readmeVariables(): string[] {
  const readme = readFileSync(resolve(import.meta.dirname, '../../../../README.md'), 'utf8');
  const start = readme.search(/^## Configuration\b/m);
  if (start < 0) throw new Error('README has no "## Configuration" section');
  const rest = readme.slice(start + 1);
  const end = rest.search(/^## /m);
  const section = end < 0 ? rest : rest.slice(0, end);
  const names = section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
  return [...new Set(names)];
}

describe('the README configuration table', () => {
  it('lists exactly the variables config.ts reads, each by its full name', () => {
    const documented = readmeVariables();
    const read: string[] = [...ENV_VARIABLES];
    expect({ notInReadme: read.filter((v) => !documented.includes(v)), notReadByConfig: documented.filter((v) => !read.includes(v)) }).toEqual({
      notInReadme: [],
      notReadByConfig: [],
    });
  });
});
