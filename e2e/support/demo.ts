import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { EPD_SEARCH_PAGE_SIZE_MAX } from '@steel-epd/contract';
import { setupRequest } from './api.ts';
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

interface SearchCard {
  id: number;
  businessId: string;
  productName: string;
  productNameEn: string | null;
  epdRegistrationNumber: string;
  status: string;
}

/**
 * A valid published record of the demo content (its numbers are SEPD-…; other journeys publish
 * records with one-page reports) with an English product name and both reports, the first one
 * published, as the public search and the record's summary tell.
 */
export const validRecordWithEnglish = async (): Promise<DemoRecord> => {
  const request = await setupRequest();
  const page = (await (
    await request.post('/api/p/epd/page', {
      data: { epdKeyword: 'SEPD-', pageSize: EPD_SEARCH_PAGE_SIZE_MAX },
    })
  ).json()) as { data: { list: SearchCard[] } };
  const cards = page.data.list
    .filter(
      (c) => c.status === 'valid' && c.epdRegistrationNumber.startsWith('SEPD-') && c.productNameEn !== null,
    )
    .sort((a, b) => a.id - b.id);
  for (const card of cards) {
    const info = (await (await request.get(`/api/n/epd/${card.businessId}`)).json()) as {
      data: { businessId: string | null; businessIdEn: string | null };
    };
    if (info.data.businessId && info.data.businessIdEn) {
      return {
        businessId: card.businessId,
        registrationNumber: card.epdRegistrationNumber,
        productName: card.productName,
        productNameEn: card.productNameEn,
        zhReport: info.data.businessId,
        enReport: info.data.businessIdEn,
      };
    }
  }
  throw new Error('no demo record: did the demo content publish?');
};
