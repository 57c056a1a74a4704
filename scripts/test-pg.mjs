// Runs the server's tests again on PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it).
// Each test file makes a schema of its own in that database and drops it when done.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('test:pg skipped: TEST_DATABASE_URL is not set (see README)');
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);
