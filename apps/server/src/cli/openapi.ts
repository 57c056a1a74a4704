import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../platform/db/database.ts';

/** Writes docs/openapi.json from the contract's routes; a test fails when it is stale. */
const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'data' });
const app = await buildApp(config, { db: await openDatabase(config, { sqliteFile: ':memory:' }) });
await app.ready();
const file = path.resolve(import.meta.dirname, '../../../../docs/openapi.json');
fs.writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
console.log(`wrote ${path.relative(process.cwd(), file)}`);
