import { readdirSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULES, SHARED_TABLES } from '../../module-map.js';

const root = new URL('../../../../', import.meta.url);
const modulesDir = new URL('apps/server/src/modules/', root);
const names = Object.keys(SERVER_MODULES);

/** The tables of the schema, read from the DatabaseSchema interface (what Kysely lets code name). */
function schemaTables(): string[] {
  const types = readFileSync(new URL('apps/server/src/db/types.ts', root), 'utf8');
  const body = /export interface DatabaseSchema \{([^}]*)\}/.exec(types)![1]!;
  return [...body.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!);
}

describe('the server module map', () => {
  it('lists every module folder, and every table has exactly one owner', () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(names.toSorted()).toEqual(folders.toSorted());
    const owned = [...Object.values(SERVER_MODULES).flatMap((m) => m.owns), ...SHARED_TABLES];
    expect(owned.toSorted()).toEqual(schemaTables().toSorted());
    expect(new Set(owned).size).toBe(owned.length);
  });

  it('has modules depend in one direction only (no cycle)', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (name: string, path: string[]) => {
      if (done.has(name)) return;
      if (visiting.has(name)) throw new Error(`cycle: ${[...path, name].join(' → ')}`);
      visiting.add(name);
      for (const used of SERVER_MODULES[name]!.uses) {
        expect(names).toContain(used);
        visit(used, [...path, name]);
      }
      visiting.delete(name);
      done.add(name);
    };
    for (const name of names) visit(name, []);
  });

  it("opens each module folder's README with the tables it owns", () => {
    for (const [name, { owns }] of Object.entries(SERVER_MODULES)) {
      const first = readFileSync(new URL(`${name}/README.md`, modulesDir), 'utf8').split('\n')[0];
      expect(first, name).toBe(owns.length ? `Owns: ${owns.join(', ')}.` : 'Owns no table.');
    }
  });
});

describe('the lint rules made from it', () => {
  const eslint = new ESLint({ cwd: new URL('.', root).pathname });
  const lint = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: new URL(file, modulesDir).pathname });
    return result!.messages.map((m) => `${m.line}:${m.ruleId}`);
  };

  it("refuse a module importing another module's repository, or one it may not use, or naming a table it does not own", async () => {
    const messages = await lint(
      'protection/probe.ts',
      [
        "import { depositsInWindows } from '../payments/requests/repository.ts';",
        "import { paymentTotals } from '../payments/service.ts';",
        "import type { Database } from '../../db/database.ts';",
        'export const probe = [depositsInWindows, paymentTotals];',
        "export const sums = (db: Database) => db.db.selectFrom('payment_requests as p').innerJoin('members', 'members.id', 'p.member_id').selectAll().execute();",
      ].join('\n'),
    );
    expect(messages).toEqual([
      '1:import-x/no-restricted-paths',
      '2:import-x/no-restricted-paths',
      '5:no-restricted-syntax',
      '5:no-restricted-syntax',
    ]);
  }, 60_000);

  it("accept a module using what it may: a lower module's service and its own tables", async () => {
    const messages = await lint(
      'protection/probe.ts',
      [
        "import { lockMember } from '../members/service.ts';",
        "import type { Database } from '../../db/database.ts';",
        'export const probe = lockMember;',
        "export const limits = (db: Database) => db.db.selectFrom('deposit_limits').selectAll().execute();",
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  }, 60_000);
});
