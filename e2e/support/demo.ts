import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sqlite } from './db.ts';
import { E2E_DATA_DIR } from './env.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The demo portal login the demo content makes (README "Demo content"). */
export const DEMO_LOGIN = { account: 'demo@steel-epd.example', password: 'Demo2026Steel' };

/**
 * Publishes the demo content into the running e2e server's database and files, with the
 * command the server's own start uses (the e2e server runs with DEMO_CONTENT=off).
 */
export const publishDemoContent = () =>
  execFileSync(process.execPath, ['apps/server/src/cli/seed-demo-content.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });

export interface DemoRecord {
  businessId: string;
  registrationNumber: string;
  productName: string;
  productNameEn: string | null;
  zhReport: string;
  enReport: string;
}

/**
 * A valid published record of the demo content (its numbers are SEPD-…; other journeys publish
 * records with one-page reports) with an English product name and both reports.
 */
export const validRecordWithEnglish = (): DemoRecord =>
  sqlite((db) => {
    const row = db
      .prepare(
        `select e.business_id as businessId, e.registration_number as registrationNumber,
                e.product_name as productName, e.product_name_en as productNameEn,
                zh.business_id as zhReport, en.business_id as enReport
           from epds e
           join epd_reports zh on zh.epd_id = e.id and zh.lang = 'zh' and zh.current = 1
           join epd_reports en on en.epd_id = e.id and en.lang = 'en' and en.current = 1
          where e.status = 'published' and e.product_name_en is not null and e.expiry_date > date('now')
            and e.registration_number like 'SEPD-%'
          order by e.id limit 1`,
      )
      .get() as DemoRecord | undefined;
    if (!row) throw new Error('no demo record: did the demo content publish?');
    return row;
  });
