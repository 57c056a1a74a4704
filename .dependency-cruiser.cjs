// The house's import rules (docs/architecture.md, "The rules"), checked by dependency-cruiser on
// every `npm run lint` through scripts/check-boundaries.mjs, tests included.
//
// Parsing: the repository's TypeScript is 7 (the native compiler, no JavaScript API), which
// dependency-cruiser cannot load, so it parses with swc (`parser: 'swc'`). Imports carry their
// `.ts` extension and no tsconfig has `paths`; workspace packages resolve through node_modules.
// `vi.mock('…')` and its siblings are read as imports (`exoticRequireStrings`), so a test cannot
// mock another module's inner file; `import(\`…\`)` without placeholders is read as an import.
// A path that cannot be resolved at all (a template with placeholders) is refused by
// scripts/check-boundaries.mjs before the cruise, since no rule could see where it goes.

const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
/** A module's face: the one file others import. */
const FACE = `${MODULES}[^/]+/index\\.ts$`;
/** A test file (vitest's *.test.ts, the process tests' *.ops.ts). */
const TEST = '\\.(test|ops)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment:
        'A relative import or vi.mock path that names no file: a mock of nothing, or an import no rule could place.',
      from: {},
      to: { couldNotResolve: true, path: '^\\.' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle that runs: a cycle through type-only imports is erased at run time and allowed.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'module-face',
      severity: 'error',
      comment: 'A server module uses another only through its index.ts (tests and vi.mock included).',
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+/`, pathNot: [`${MODULES}$1/`, FACE] },
    },
    {
      name: 'module-face-from-outside',
      severity: 'error',
      comment:
        'Code outside the modules (app, services, cli, test helpers, e2e) uses a module only through its index.ts.',
      from: { pathNot: `${MODULES}` },
      to: { path: `${MODULES}[^/]+/`, pathNot: FACE },
    },
    {
      name: 'module-not-app',
      severity: 'error',
      comment:
        'A module never imports app.ts (which imports every module); a command that builds the app lives in cli/. ' +
        'A test may: an API test builds the whole app to call it (test/helper.ts does so for most of them).',
      from: { path: MODULES, pathNot: TEST },
      to: { path: `${SERVER}app\\.ts$` },
    },
    {
      name: 'platform-not-modules',
      severity: 'error',
      comment: 'platform/ is what every module uses, so it uses no module, not even for a type.',
      from: { path: `${SERVER}platform/` },
      to: { path: MODULES },
    },
    {
      name: 'platform-not-services',
      severity: 'error',
      comment:
        'platform/ does not import services.ts at run time: it builds every module. ' +
        'Type-only imports of its shapes (OutgoingMessage, Messaging, used by platform/messaging) are erased and reach no module, so they are allowed.',
      from: { path: `${SERVER}platform/` },
      to: { path: `${SERVER}services\\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'platform-not-app',
      severity: 'error',
      comment: 'platform/ never imports app.ts (which imports every module); a platform test may.',
      from: { path: `${SERVER}platform/`, pathNot: TEST },
      to: { path: `${SERVER}app\\.ts$` },
    },
    {
      name: 'feature-not-feature',
      severity: 'error',
      comment:
        'A portal or console feature imports no other feature: what two share moves to lib/ or the contract.',
      from: { path: '^apps/(portal|console)/src/features/([^/]+)/' },
      to: { path: '^apps/$1/src/features/[^/]+/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'lib-not-features',
      severity: 'error',
      comment: 'A portal or console lib/ is shared by the features, so it imports none of them.',
      from: { path: '^apps/(portal|console)/src/lib/' },
      to: { path: '^apps/$1/src/features/' },
    },
    {
      name: 'console-not-portal',
      severity: 'error',
      comment: 'The console and the portal share through packages/web or the contract, never one another.',
      from: { path: '^apps/console/' },
      to: { path: '^apps/portal/' },
    },
    {
      name: 'portal-not-console',
      severity: 'error',
      comment: 'The console and the portal share through packages/web or the contract, never one another.',
      from: { path: '^apps/portal/' },
      to: { path: '^apps/console/' },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    // Build output and test output.
    exclude: {
      path: ['(^|/)(node_modules|dist|dist-ssr|coverage|test-results|playwright-report|\\.vite|\\.data)/'],
    },
    exoticRequireStrings: ['vi.mock', 'vi.doMock', 'vi.importActual', 'vi.importMock'],
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
      // The workspace packages (@steel-epd/contract, …) resolve through their package.json exports to
      // their source, so a cycle through a package or an app importing another app by name is seen.
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
