import { expect, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { setupRequest } from '../support/api.ts';
import { insertPcr, insertPublishedEpd } from '../support/catalogue.ts';
import { giveCompany } from '../support/companies.ts';
import { consoleLogin, ensureAdmin, operatorApi } from '../support/console.ts';

/**
 * Issue 14's last fields in the console: a published EPD's correction takes its third-party
 * verifier and steel data, starts from the values it has and sends what changed; open data
 * writes them.
 */

const zh = (key: string) => textOf(key, 'zh');
const tag = `E2E${Date.now().toString(36).toUpperCase()}`;
let epdId: number;

/** The record as the console's EPD detail answers it. */
const stored = async () =>
  operatorApi(await setupRequest()).get<{
    verifierZh: string | null;
    verifierEn: string | null;
    makingRoute: string | null;
    recycledContent: number | null;
    businessId: string;
  }>(`/epds/${epdId}`);

test.beforeAll(async () => {
  ensureAdmin();
  const companyId = await giveCompany(undefined, { name: `${tag}长江特钢有限公司`, status: 1 });
  const pcrId = await insertPcr(`PCR-${tag}`, '热轧带肋钢筋', 'Hot-rolled ribbed bars');
  epdId = insertPublishedEpd({
    companyId,
    pcrId,
    productName: `${tag} 热轧带肋钢筋`,
    productNameEn: `${tag} Ribbed bar`,
    registrationNumber: `SEPD-${tag}-1`,
    qrAttachmentId: null,
    publishedMinute: 1,
  });
});

test('an editor corrects the verifier and steel data of a published EPD; open data writes them', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await consoleLogin(page);
  await page.goto('/console/epds');
  await page.getByTestId(`epd-view-${epdId}`).click();
  const drawer = page.getByTestId('epd-drawer');
  await expect(drawer).toContainText(`SEPD-${tag}-1`);

  await drawer.getByTestId('epd-correct').click();
  const dialog = page.getByTestId('epd-correct-form');
  await expect(dialog.getByTestId('epd-action-verifierZh')).toHaveValue('');
  await dialog.getByTestId('epd-action-verifierZh').fill('青岚环境产品验证中心');
  await dialog.getByTestId('epd-action-verifierEn').fill('Qinglan Environmental Product Verification Centre');
  await dialog.getByTestId('epd-action-makingRoute').click();
  await page.locator(`.ant-select-item-option[title="${zh('console.epds.route.eafScrap')}"]`).click();
  // A percentage instead of a share is refused on the spot, not cut to 1.
  await dialog.getByTestId('epd-action-recycledContent').fill('93');
  await dialog.getByTestId('epd-action-reason').fill('补充验证机构与钢铁参数');
  await page.getByTestId('epd-action-submit').click();
  await expect(dialog).toContainText(zh('console.epds.recycledWrong'));
  await dialog.getByTestId('epd-action-recycledContent').fill('0.93');
  await page.screenshot({ path: testInfo.outputPath('console-epd-correct-steel.png') });
  await page.getByTestId('epd-action-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(drawer).toContainText('青岚环境产品验证中心');
  await expect(drawer).toContainText(zh('console.epds.route.eafScrap'));
  await expect(drawer).toContainText('0.93 (93%)');
  expect(await stored()).toMatchObject({
    verifierZh: '青岚环境产品验证中心',
    verifierEn: 'Qinglan Environmental Product Verification Centre',
    makingRoute: 'EAF-SCRAP',
    recycledContent: 0.93,
  });

  // The next correction starts from these values; emptying the English name removes only it.
  await drawer.getByTestId('epd-correct').click();
  await expect(dialog.getByTestId('epd-action-verifierZh')).toHaveValue('青岚环境产品验证中心');
  await expect(dialog.getByTestId('epd-action-recycledContent')).toHaveValue('0.93');
  await dialog.getByTestId('epd-action-verifierEn').fill('');
  await dialog.getByTestId('epd-action-reason').fill('英文名称待确认');
  await page.getByTestId('epd-action-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await stored()).verifierEn).toBeNull();
  expect(await stored()).toMatchObject({ verifierZh: '青岚环境产品验证中心', makingRoute: 'EAF-SCRAP' });

  const doc = (await (
    await request.get(`/api/open/v1/epds/${(await stored()).businessId}/openepd?lang=en`)
  ).json()) as { version: number; third_party_verifier: unknown; specs: unknown };
  expect(doc).toMatchObject({
    version: 3,
    third_party_verifier: { name: '青岚环境产品验证中心' },
    specs: { Steel: { making_route: { bof: false, eaf: true, ohf: false }, recycled_content: 0.93 } },
  });
});
