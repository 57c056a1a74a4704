// The house's import rules, checked on every `npm run lint` (docs/architecture.md):
// - a server module is used by others only through its index.ts, and platform/ uses no module;
// - a portal or console feature imports no other feature (what two share moves to lib/ or the contract).
// Prints each offending import and exits 1; prints one line and exits 0 when the house is in order.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

const walk = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : walk(full);
        return /\.(ts|tsx|mts)$/.test(e.name) ? [full] : [];
      })
    : [];

/** The area a file belongs to under `base` (its first folder), or null outside it. */
const areaOf = (base, file) => {
  const rel = path.relative(base, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? first : null;
};

const rules = [
  {
    name: 'server module faces',
    files: walk(path.join(root, 'apps/server/src')),
    check(file, target) {
      const modules = path.join(root, 'apps/server/src/modules');
      const to = areaOf(modules, target);
      if (to === null) return null;
      const from = areaOf(modules, file);
      if (from === to) return null;
      if (
        areaOf(path.join(root, 'apps/server/src/platform'), file) !== null ||
        file.includes(`${path.sep}platform${path.sep}`)
      ) {
        return `platform code must not import a module (${to})`;
      }
      const face = path.join(modules, to, 'index.ts');
      return target === face
        ? null
        : `import modules/${to} through its index.ts, not ${path.relative(modules, target)}`;
    },
  },
  ...['portal', 'console'].map((app) => ({
    name: `${app} features`,
    files: walk(path.join(root, `apps/${app}/src`)),
    check(file, target) {
      const features = path.join(root, `apps/${app}/src/features`);
      const to = areaOf(features, target);
      const from = areaOf(features, file);
      if (to === null || from === null || from === to) return null;
      return `feature ${from} imports feature ${to}: move what they share to lib/ or the contract`;
    },
  })),
];

const problems = [];
for (const rule of rules) {
  for (const file of rule.files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT_RE)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec?.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), spec);
      const problem = rule.check(file, target);
      if (problem) problems.push(`${path.relative(root, file)}: '${spec}': ${problem}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`boundaries: ${problems.length} import(s) cross a boundary\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `boundaries: ${rules.reduce((n, r) => n + r.files.length, 0)} files, no import crosses a boundary`,
);
