// The layer rules of eslint.config.js can fail: each forbidden import or global below, linted as if it
// sat in a layer of test/tools/fixtures/boundaries, is reported by the rule that guards it, and the
// allowed ones are not. (npm run lint applies the same rules to the real tree.)
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';

const root = resolve(__dirname, '../..');
const fixture = resolve(__dirname, 'fixtures/boundaries');
// The config object itself: given a config file, ESLint loads it with import(), which jest's module
// runtime refuses without --experimental-vm-modules.
const config = createRequire(__filename)(resolve(root, 'eslint.config.js')) as Linter.Config[];

let eslint: ESLint;
const cwd = process.cwd();
beforeAll(() => {
  // The fixture stands for the repository root: the config's files globs (src/client/**, …) are
  // relative to ESLint's cwd, and import-x/no-restricted-paths resolves its zones from process.cwd().
  process.chdir(fixture);
  eslint = new ESLint({ cwd: fixture, overrideConfigFile: true, overrideConfig: config });
});
afterAll(() => process.chdir(cwd));

/** The rules reported for `code` linted as the file `path` (relative to the fixture). */
async function rulesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: resolve(fixture, path) });
  const fatal = result.messages.filter((m) => m.fatal || m.ruleId === null);
  if (fatal.length) throw new Error(`${path}: ${fatal.map((m) => m.message).join('; ')}`);
  return [...new Set(result.messages.map((m) => m.ruleId))].sort() as string[];
}

describe('forbidden imports fail', () => {
  it.each([
    [
      'client → fastify',
      'src/client/x.ts',
      "import fastify from 'fastify';\nexport { fastify };",
      'no-restricted-imports',
    ],
    [
      'client → @fastify/cookie',
      'src/client/x.ts',
      "import cookie from '@fastify/cookie';\nexport { cookie };",
      'no-restricted-imports',
    ],
    [
      'client → kysely',
      'src/client/x.tsx',
      "import { sql } from 'kysely';\nexport { sql };",
      'no-restricted-imports',
    ],
    ['client → pg', 'src/client/x.ts', "import pg from 'pg';\nexport { pg };", 'no-restricted-imports'],
    [
      'client → better-sqlite3',
      'src/client/x.ts',
      "import Database from 'better-sqlite3';\nexport { Database };",
      'no-restricted-imports',
    ],
    [
      'client → nodemailer',
      'src/client/x.ts',
      "import nodemailer from 'nodemailer';\nexport { nodemailer };",
      'no-restricted-imports',
    ],
    [
      'client → node:fs',
      'src/client/x.ts',
      "import fs from 'node:fs';\nexport { fs };",
      'import-x/no-nodejs-modules',
    ],
    [
      'client → src/server',
      'src/client/x.ts',
      "import { serverThing } from '../server/app';\nexport { serverThing };",
      'import-x/no-restricted-paths',
    ],
    [
      'client → src/server (type only)',
      'src/client/x.ts',
      "import type { serverThing } from '../server/app';\nexport type T = typeof serverThing;",
      'import-x/no-restricted-paths',
    ],
    [
      'client → src/server (lazy)',
      'src/client/x.ts',
      "export const load = () => import('../server/app');",
      'import-x/no-restricted-paths',
    ],
    [
      'server → react',
      'src/server/x.ts',
      "import { createElement } from 'react';\nexport { createElement };",
      'no-restricted-imports',
    ],
    [
      'server → react-dom/server',
      'src/server/x.ts',
      "import dom from 'react-dom/server';\nexport { dom };",
      'no-restricted-imports',
    ],
    [
      'server → @mui/material',
      'src/server/x.ts',
      "import { Button } from '@mui/material';\nexport { Button };",
      'no-restricted-imports',
    ],
    [
      'server → @emotion/react',
      'src/server/x.ts',
      "import { css } from '@emotion/react';\nexport { css };",
      'no-restricted-imports',
    ],
    [
      'server → src/client',
      'src/server/x.ts',
      "import { clientThing } from '../client/view';\nexport { clientThing };",
      'import-x/no-restricted-paths',
    ],
    [
      'shared → node:fs',
      'src/shared/x.ts',
      "import { readFileSync } from 'node:fs';\nexport { readFileSync };",
      'import-x/no-nodejs-modules',
    ],
    [
      'shared → path',
      'src/shared/x.ts',
      "import { join } from 'path';\nexport { join };",
      'import-x/no-nodejs-modules',
    ],
    [
      'shared → kysely',
      'src/shared/x.ts',
      "import { sql } from 'kysely';\nexport { sql };",
      'no-restricted-imports',
    ],
    [
      'shared → react',
      'src/shared/x.ts',
      "import { useState } from 'react';\nexport { useState };",
      'no-restricted-imports',
    ],
    [
      'shared → window',
      'src/shared/x.ts',
      'export const width = () => window.innerWidth;',
      'no-restricted-globals',
    ],
    [
      'shared → document',
      'src/shared/x.ts',
      'export const title = () => document.title;',
      'no-restricted-globals',
    ],
    [
      'shared → fetch',
      'src/shared/x.ts',
      "export const get = () => fetch('/api/ready');",
      'no-restricted-globals',
    ],
    [
      'shared → globalThis.fetch',
      'src/shared/x.ts',
      "export const get = () => globalThis.fetch('/');",
      'no-restricted-properties',
    ],
    [
      'shared → process',
      'src/shared/x.ts',
      'export const env = () => process.env.TZ;',
      'no-restricted-globals',
    ],
    [
      'shared → src/server',
      'src/shared/x.ts',
      "import { serverThing } from '../server/app';\nexport { serverThing };",
      'import-x/no-restricted-paths',
    ],
    [
      'shared → src/client',
      'src/shared/x.ts',
      "import { clientThing } from '../client/view';\nexport { clientThing };",
      'import-x/no-restricted-paths',
    ],
    [
      'shared → machines',
      'src/shared/x.ts',
      "import { machineThing } from '../../machines/thing.machine';\nexport { machineThing };",
      'import-x/no-restricted-paths',
    ],
    [
      'machines → src/server',
      'machines/x.machine.ts',
      "import { serverThing } from '../src/server/app';\nexport { serverThing };",
      'import-x/no-restricted-paths',
    ],
    [
      'machines → src/client',
      'machines/x.machine.ts',
      "import { clientThing } from '../src/client/view';\nexport { clientThing };",
      'import-x/no-restricted-paths',
    ],
    [
      'machines → a value from src/shared',
      'machines/x.machine.ts',
      "import { zero } from '../src/shared/money';\nexport { zero };",
      '@typescript-eslint/no-restricted-imports',
    ],
    [
      'machines → a package but xstate',
      'machines/x.machine.ts',
      "import { DateTime } from 'luxon';\nexport { DateTime };",
      '@typescript-eslint/no-restricted-imports',
    ],
    [
      'machines → node:fs',
      'machines/x.machine.ts',
      "import fs from 'node:fs';\nexport { fs };",
      'import-x/no-nodejs-modules',
    ],
    [
      'machines → window',
      'machines/x.machine.ts',
      'export const here = () => window.location.href;',
      'no-restricted-globals',
    ],
    [
      'machines → fetch',
      'machines/x.machine.ts',
      "export const get = () => fetch('/');",
      'no-restricted-globals',
    ],
    [
      'an import cycle (cycle-a → cycle-b → cycle-a)',
      'src/shared/cycle-a.ts',
      "import { b } from './cycle-b';\nexport const a = 1;\nexport const twice = () => b * 2;",
      'import-x/no-cycle',
    ],
  ])('%s', async (_name, path, code, rule) => {
    expect(await rulesFor(path, code)).toContain(rule);
  });
});

describe('allowed imports pass', () => {
  it.each([
    [
      'client → shared, machines, react, MUI',
      'src/client/x.tsx',
      [
        "import { Button } from '@mui/material';",
        "import { useState } from 'react';",
        "import { machineThing } from '../../machines/thing.machine';",
        "import { zero } from '../shared/money';",
        'export const View = () => {',
        '  const [v] = useState(zero);',
        '  return <Button>{v + machineThing}</Button>;',
        '};',
      ].join('\n'),
    ],
    ['client → window, fetch', 'src/client/x.ts', 'export const get = () => fetch(window.location.href);'],
    [
      'server → shared, machines, fastify, node:fs',
      'src/server/x.ts',
      [
        "import { readFileSync } from 'node:fs';",
        "import fastify from 'fastify';",
        "import { machineThing } from '../../machines/thing.machine';",
        "import { zero } from '../shared/money';",
        'export const all = [readFileSync, fastify, machineThing, zero];',
      ].join('\n'),
    ],
    [
      'shared → shared, decimal.js, luxon, yup',
      'src/shared/x.ts',
      [
        "import Decimal from 'decimal.js';",
        "import { DateTime } from 'luxon';",
        "import { string } from 'yup';",
        "import { zero } from './money';",
        'export const all = [Decimal, DateTime, string, zero];',
      ].join('\n'),
    ],
    [
      'machines → xstate, types from shared, machines',
      'machines/x.machine.ts',
      [
        "import { setup } from 'xstate';",
        "import type { Money, zero } from '../src/shared/money';",
        "import { machineThing } from './thing.machine';",
        'export const m = setup({ types: {} as { context: { amount: Money; name: string } } });',
        'export const name = machineThing;',
        'export type Zero = typeof zero;',
      ].join('\n'),
    ],
    [
      'a type-only import back along a cycle',
      'src/shared/cycle-a.ts',
      "import type { b } from './cycle-b';\nexport const a = 1;\nexport type B = typeof b;",
    ],
  ])('%s', async (_name, path, code) => {
    expect(await rulesFor(path, code)).toEqual([]);
  });
});
