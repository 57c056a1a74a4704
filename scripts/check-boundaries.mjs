// The house's import rules (docs/architecture.md, "The rules"), checked on every `npm run lint`.
// The rules are .dependency-cruiser.cjs, cruised over apps/, packages/, e2e/ and scripts/ with
// their tests. One thing no static tool can follow is a path built at run time, so before the
// cruise this script refuses an `import(`…${x}…`)` or `vi.mock(`…${x}…`)` whose path is relative
// (it could reach past a module's index.ts unseen), unless the line says why with a
// `boundaries: <reason>` comment on it or the line before.
// Prints each offending import and exits 1; prints one line and exits 0 when the house is in order.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const repository = path.resolve(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(path.join(repository, '.dependency-cruiser.cjs'));
const ROOTS = ['apps', 'packages', 'e2e', 'scripts'];
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'coverage',
  'test-results',
  'playwright-report',
]);
/** `import(` or a vi mock call whose first argument is a template with a placeholder and a relative head. */
const COMPUTED_RE =
  /\b(import|vi\.(?:mock|doMock|importActual|importMock))\(\s*(?:\/\*[^*]*\*\/\s*)?`(\.[^`]*?\$\{[^`]*)`/g;

const walk = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return SKIPPED.has(e.name) || e.name.startsWith('.') ? [] : walk(full);
        return /\.(ts|tsx|mts|mjs)$/.test(e.name) ? [full] : [];
      })
    : [];

/** Relative paths built at run time, under `root`, that carry no `boundaries:` reason. */
export const computedImports = (root) =>
  ROOTS.flatMap((dir) => walk(path.join(root, dir))).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const lines = text.split('\n');
    return [...text.matchAll(COMPUTED_RE)].flatMap((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      const said = [lines[line - 1], lines[line - 2]].some((l) => l?.includes('boundaries:'));
      return said
        ? []
        : [
            `${path.relative(root, file)}:${line}: ${match[1]}(\`${match[2]}\`): a path built at run time ` +
              'is not checked; name the file, or say why with a `boundaries: <reason>` comment',
          ];
    });
  });

/** Each import under `root` that breaks a rule of .dependency-cruiser.cjs, as `rule: from → to`. */
export const crossings = async (root) => {
  const roots = ROOTS.filter((dir) => fs.existsSync(path.join(root, dir)));
  const { output } = await cruise(roots, {
    ...config.options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof output === 'string') throw new Error(output);
  return {
    modules: output.summary.totalCruised,
    problems: output.summary.violations.map((v) =>
      v.cycle
        ? `${v.rule.name}: ${[v.from, ...v.cycle.map((c) => c.name)].join(' → ')}`
        : `${v.rule.name}: ${v.from} → ${v.to}`,
    ),
  };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { modules, problems: crossed } = await crossings(repository);
  const problems = [...computedImports(repository), ...crossed];
  if (problems.length > 0) {
    console.error(`boundaries: ${problems.length} import(s) cross a boundary\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`boundaries: ${modules} files, no import crosses a boundary`);
}
