// Type-checks every project (`npm run typecheck`), as many at once as the machine has cores:
// each `tsc -p` is one process that mostly waits on itself, so on two cores two run side by
// side (docs/performance.md, History, "The test run"). Each project's output is printed when it ends;
// the exit code is non-zero when any project failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PROJECTS = ['packages/contract', 'packages/web', 'apps/server', 'apps/portal', 'apps/console', 'e2e'];

const check = (project) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ project, code: code ?? 1, output }));
  });

const queue = [...PROJECTS];
const failed = [];
const lane = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    // npm's own warnings about the user config are noise here.
    const text = result.output
      .split('\n')
      .filter((line) => !line.startsWith('npm warn'))
      .join('\n')
      .trim();
    console.log(
      `typecheck ${result.project}: ${result.code === 0 ? 'ok' : 'failed'}${text ? `\n${text}` : ''}`,
    );
    if (result.code !== 0) failed.push(result.project);
  }
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, lane));
if (failed.length > 0) {
  console.error(`typecheck failed: ${failed.join(', ')}`);
  process.exit(1);
}
