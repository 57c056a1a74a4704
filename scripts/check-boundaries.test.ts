import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { computedImports, crossings } from './check-boundaries.mjs';

/**
 * Each rule of .dependency-cruiser.cjs is shown to refuse a planted import: a small tree in a
 * folder of its own, laid out as the house is (two server modules with faces, platform/, app.ts,
 * services.ts, a portal and a console), that passes as planted, plus one file that breaks one rule.
 */
const HOUSE: Record<string, string> = {
  'apps/server/src/app.ts': "import { services } from './services.ts';\nexport const app = services;\n",
  'apps/server/src/services.ts':
    "import { a } from './modules/a/index.ts';\nimport { b } from './modules/b/index.ts';\n" +
    'export const services = [a, b];\nexport type OutgoingMessage = { to: string };\n',
  'apps/server/src/platform/db.ts': 'export const db = 1;\n',
  'apps/server/src/platform/mail.ts':
    "import type { OutgoingMessage } from '../services.ts';\nexport const send = (m: OutgoingMessage) => m;\n",
  'apps/server/src/modules/a/index.ts': "export { a } from './a.store.ts';\n",
  'apps/server/src/modules/a/a.store.ts':
    "import { db } from '../../platform/db.ts';\nexport const a = db;\n",
  'apps/server/src/modules/a/a.test.ts':
    "import { app } from '../../app.ts';\nvi.mock('./a.store.ts');\napp;\n",
  'apps/server/src/modules/b/index.ts': "import { a } from '../a/index.ts';\nexport const b = a;\n",
  'apps/server/src/modules/b/types.ts':
    "import type { Later } from './later.ts';\nexport type Now = Later;\n",
  'apps/server/src/modules/b/later.ts':
    "import type { Now } from './types.ts';\nexport type Later = Now | 1;\n",
  'apps/server/src/cli/seed.ts':
    "import { app } from '../app.ts';\nimport { a } from '../modules/a/index.ts';\napp; a;\n",
  'apps/portal/src/lib/util.ts': 'export const util = 1;\n',
  'apps/portal/src/features/x/page.tsx':
    "import { util } from '../../lib/util.ts';\nexport const x = util;\n",
  'apps/portal/src/features/y/page.tsx':
    "import { util } from '../../lib/util.ts';\nexport const y = util;\n",
  'apps/console/src/lib/queue.ts': 'export const queue = 1;\n',
  'apps/console/src/features/z/page.tsx':
    "import { queue } from '../../lib/queue.ts';\nexport const z = queue;\n",
};

const planted: string[] = [];
afterEach(() => {
  for (const root of planted.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** The house with `extra` files added, in a folder of its own; the problems found in it. */
const check = async (extra: Record<string, string>) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  planted.push(root);
  for (const [file, text] of Object.entries({ ...HOUSE, ...extra })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const { problems } = await crossings(root);
  return [...computedImports(root), ...problems] as string[];
};

const S = 'apps/server/src';

describe('the boundary check (.dependency-cruiser.cjs)', () => {
  it('passes the planted house as it is: faces, type-only cycles, type-only shapes, tests that build the app', async () => {
    expect(await check({})).toEqual([]);
  });

  it('refuses an import cycle that runs', async () => {
    expect(
      await check({
        [`${S}/modules/a/one.ts`]: "import { two } from './two.ts';\nexport const one = () => two;\n",
        [`${S}/modules/a/two.ts`]: "import { one } from './one.ts';\nexport const two = () => one;\n",
      }),
    ).toEqual([`no-circular: ${S}/modules/a/one.ts → ${S}/modules/a/two.ts → ${S}/modules/a/one.ts`]);
  });

  it("refuses a module's import of another module's inner file", async () => {
    expect(
      await check({ [`${S}/modules/b/b.service.ts`]: "import { a } from '../a/a.store.ts';\na;\n" }),
    ).toEqual([`module-face: ${S}/modules/b/b.service.ts → ${S}/modules/a/a.store.ts`]);
  });

  it("refuses a test's vi.mock of another module's inner file", async () => {
    expect(await check({ [`${S}/modules/b/b.test.ts`]: "vi.mock('../a/a.store.ts');\n" })).toEqual([
      `module-face: ${S}/modules/b/b.test.ts → ${S}/modules/a/a.store.ts`,
    ]);
  });

  it('refuses a relative import or vi.mock path that names no file', async () => {
    expect(await check({ [`${S}/modules/b/b.test.ts`]: "vi.mock('../a/gone.ts');\n" })).toEqual([
      `no-unresolvable: ${S}/modules/b/b.test.ts → ../a/gone.ts`,
    ]);
  });

  it("refuses a template-literal import of another module's inner file", async () => {
    expect(
      await check({ [`${S}/modules/b/lazy.ts`]: 'export const lazy = () => import(`../a/a.store.ts`);\n' }),
    ).toEqual([`module-face: ${S}/modules/b/lazy.ts → ${S}/modules/a/a.store.ts`]);
  });

  it('refuses a relative path built at run time unless the line says why', async () => {
    // Escaped, so that this file's own text is not such an import.
    const built = `export const load = (m: string) => import(\`../a/\${m}.ts\`);\n`;
    expect(await check({ [`${S}/modules/b/load.ts`]: built })).toEqual([
      `${S}/modules/b/load.ts:1: import(\`../a/\${m}.ts\`): a path built at run time is not checked; ` +
        'name the file, or say why with a `boundaries: <reason>` comment',
    ]);
    expect(
      await check({ [`${S}/modules/b/load.ts`]: `// boundaries: the module's own pages\n${built}` }),
    ).toEqual([]);
  });

  it("refuses an import of a module's inner file from outside the modules", async () => {
    expect(
      await check({ [`${S}/cli/peek.ts`]: "import { a } from '../modules/a/a.store.ts';\na;\n" }),
    ).toEqual([`module-face-from-outside: ${S}/cli/peek.ts → ${S}/modules/a/a.store.ts`]);
  });

  it('refuses a module that imports app.ts', async () => {
    expect(
      await check({ [`${S}/modules/a/seed-cli.ts`]: "import { app } from '../../app.ts';\napp;\n" }),
    ).toEqual([`module-not-app: ${S}/modules/a/seed-cli.ts → ${S}/app.ts`]);
  });

  it('refuses platform/ importing a module, services.ts at run time, or app.ts', async () => {
    expect(
      await check({
        [`${S}/platform/uses-module.ts`]: "import { a } from '../modules/a/index.ts';\na;\n",
        [`${S}/platform/types-of-module.ts`]:
          "import type { A } from '../modules/a/index.ts';\nexport type B = A;\n",
        [`${S}/platform/uses-services.ts`]: "import { services } from '../services.ts';\nservices;\n",
        [`${S}/platform/uses-app.ts`]: "import { app } from '../app.ts';\napp;\n",
      }),
    ).toEqual([
      `platform-not-app: ${S}/platform/uses-app.ts → ${S}/app.ts`,
      `platform-not-modules: ${S}/platform/types-of-module.ts → ${S}/modules/a/index.ts`,
      `platform-not-modules: ${S}/platform/uses-module.ts → ${S}/modules/a/index.ts`,
      `platform-not-services: ${S}/platform/uses-services.ts → ${S}/services.ts`,
    ]);
  });

  it('refuses a portal feature importing another feature', async () => {
    expect(
      await check({ 'apps/portal/src/features/y/other.tsx': "import { x } from '../x/page.tsx';\nx;\n" }),
    ).toEqual([
      'feature-not-feature: apps/portal/src/features/y/other.tsx → apps/portal/src/features/x/page.tsx',
    ]);
  });

  it("refuses the portal's or the console's lib/ importing a feature", async () => {
    expect(
      await check({
        'apps/portal/src/lib/uses-feature.ts': "import { x } from '../features/x/page.tsx';\nx;\n",
        'apps/console/src/lib/uses-feature.ts': "import { z } from '../features/z/page.tsx';\nz;\n",
      }),
    ).toEqual([
      'lib-not-features: apps/console/src/lib/uses-feature.ts → apps/console/src/features/z/page.tsx',
      'lib-not-features: apps/portal/src/lib/uses-feature.ts → apps/portal/src/features/x/page.tsx',
    ]);
  });

  it('refuses the console importing the portal, and the portal the console', async () => {
    expect(
      await check({
        'apps/console/src/lib/borrow.ts': "import { util } from '../../../portal/src/lib/util.ts';\nutil;\n",
        'apps/portal/src/lib/borrow.ts':
          "import { queue } from '../../../console/src/lib/queue.ts';\nqueue;\n",
      }),
    ).toEqual([
      'console-not-portal: apps/console/src/lib/borrow.ts → apps/portal/src/lib/util.ts',
      'portal-not-console: apps/portal/src/lib/borrow.ts → apps/console/src/lib/queue.ts',
    ]);
  });

  it('passes the real tree', async () => {
    const root = path.resolve(import.meta.dirname, '..');
    const { modules, problems } = await crossings(root);
    expect([...computedImports(root), ...problems]).toEqual([]);
    // The cruise reached the whole house, not an empty folder.
    expect(modules).toBeGreaterThan(1000);
  }, 60_000);
});
