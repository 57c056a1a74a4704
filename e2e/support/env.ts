import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The e2e server's data folder; tests may open its SQLite file to arrange data. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../.data');
export const E2E_SQLITE_FILE = path.join(E2E_DATA_DIR, 'steel-epd.sqlite');
