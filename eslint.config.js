import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { SERVER_MODULES, SHARED_TABLES } from './apps/server/module-map.js';

/** Every folder under apps/web/src/features is a feature, so a new one is covered by the rule below at once. */
const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The query-builder calls that name a table (Kysely): a module may name only the tables it owns. */
const TABLE_CALLS = 'selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|replaceInto|mergeInto';
const allTables = Object.values(SERVER_MODULES).flatMap((m) => m.owns).concat(SHARED_TABLES);

/** One block per server module: whose services it may import, and which tables it may not name. */
const serverModuleBlocks = Object.entries(SERVER_MODULES).map(([name, { owns, uses }]) => {
  const foreign = allTables.filter((t) => !owns.includes(t));
  return {
    files: [`apps/server/src/modules/${name}/**/*.ts`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./apps/server/src/modules/${name}`,
              from: './apps/server/src/modules',
              except: [`./${name}`, ...uses.map((used) => `./${used}/service.ts`)],
              message: `Module "${name}" may use only ${uses.length ? uses.map((u) => `${u}/service.ts`).join(', ') : 'no other module'} (apps/server/module-map.js).`,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${TABLE_CALLS})$/] > Literal[value=/^(${foreign.join('|')})( as \\w+)?$/]`,
          message: `Module "${name}" owns ${owns.length ? owns.join(', ') : 'no table'}: reach other tables through their module's service (apps/server/module-map.js).`,
        },
      ],
    },
  };
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', '.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Migrations are frozen in time: typed Kysely<any> so later schema types never rewrite history.
    files: ['apps/server/src/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/operator/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: 'The console must not bundle zod.' }] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // House style: a feature imports no other feature; shared folders import no feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/hooks', './apps/web/src/utils', './apps/web/src/config'],
              from: './apps/web/src/features',
            },
          ],
        },
      ],
      // The web client never pulls zod into the bundle: runtime imports from the contract go through its zod-free entries.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: 'The client must not bundle zod.' }] },
      ],
    },
  },
  ...serverModuleBlocks,
);
