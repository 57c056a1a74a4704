import { expect, type Page, test } from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { giveCompany } from '../support/companies.ts';
import { consoleLogin, ensureAdmin, operatorApi } from '../support/console.ts';
import { PDF } from '../support/files.ts';

// Decision 221: a user files a PCR request with a description, contact and a PDF; the secretariat
// accepts it and moves it along the six steps with notes in the console; the user follows the
// steps with their dates and notes on /Pcr/minePcr and gets an inbox message at each step.
const LOOKS = [
  { lang: 'zh', viewport: { width: 1440, height: 900 } },
  { lang: 'en', viewport: { width: 1440, height: 900 } },
  { lang: 'zh', viewport: { width: 390, height: 844 } },
  { lang: 'en', viewport: { width: 390, height: 844 } },
] as const;

const run = Date.now().toString(36).toUpperCase();

const say = (lang: 'zh' | 'en', key: string, params: Record<string, string> = {}) =>
  textOf(key, lang).replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

test.beforeAll(ensureAdmin);

for (const [index, look] of LOOKS.entries()) {
  // The first journey goes through all six steps; the others stop after two moves.
  const allSteps = index === 0;
  test(`a PCR request with a file moves along its steps and the user sees them (${look.lang}, ${look.viewport.width})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // Five console moves and two apps: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const { lang } = look;
    await page.setViewportSize(look.viewport);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const login = await apiPhoneLogin(request);
    await giveCompany(login, { name: `PCR进度公司${run}${index}`, status: 1 });
    await useSession(page, login);
    const product = `${lang === 'zh' ? '耐候桥梁钢' : 'Weathering bridge steel'} ${run}${index}`;
    const shot = (name: string, p: Page = page) =>
      p.screenshot({
        path: testInfo.outputPath(`${name}-${lang}-${look.viewport.width}.png`),
        fullPage: true,
      });

    await page.goto('/Pcr/pcrApplyFor');
    // The phone of the login account is filled in; the description is required.
    await expect(page.getByTestId('pcr-apply-phone')).toHaveValue(login.portalUserVO.userAccount);
    await page.getByTestId('pcr-apply-product').fill(product);
    await page.getByTestId('pcr-apply-email').fill('not-an-email');
    await page.getByTestId('pcr-apply-submit').click();
    await expect(page.getByText(say(lang, 'pcr.apply.descriptionRequired'))).toBeVisible();
    await expect(page.getByText(say(lang, 'validation.emailWrong'))).toBeVisible();
    await expect(page).toHaveURL(/\/Pcr\/pcrApplyFor$/);
    await shot('apply-errors');

    await page
      .getByTestId('pcr-apply-description')
      .fill(
        lang === 'zh'
          ? '用于公路桥梁的耐候钢板，PCR需覆盖从摇篮到大门。'
          : 'Plates for road bridges; cradle to gate.',
      );
    await page.getByTestId('pcr-apply-standards').fill('EN 15804+A2, ISO 21930');
    await page.getByTestId('pcr-apply-contact').fill(lang === 'zh' ? '王工' : 'Wang');
    await page.getByTestId('pcr-apply-email').fill('wang@example.com');
    // A picture is refused before anything is sent; the PDF uploads.
    await page
      .getByTestId('pcr-apply-file-input')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(page.getByText(say(lang, 'validation.pdfOrWordType'))).toBeVisible();
    await page
      .getByTestId('pcr-apply-file-input')
      .setInputFiles({ name: `brief-${run}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByTestId('pcr-apply-file-name')).toHaveText(`brief-${run}.pdf`);
    await shot('apply-filled');
    await page.getByTestId('pcr-apply-submit').click();
    await expect(page).toHaveURL(/\/Result\?type=2$/);

    // The request as the secretariat's queue has it (newest first).
    const queue = await operatorApi(request).get<{
      list: {
        id: number;
        product: string;
        contactPhone: string | null;
        standards: string;
        attachmentName: string | null;
      }[];
    }>('/pcr-requests?pageSize=100');
    const stored = queue.list.find((r) => r.product === product);
    if (!stored) throw new Error(`${product} is not in the secretariat's queue`);
    expect(stored).toMatchObject({
      contactPhone: login.portalUserVO.userAccount,
      standards: 'EN 15804+A2, ISO 21930',
      attachmentName: `brief-${run}.pdf`,
    });

    // The secretariat accepts it and moves it along in the console (in the same language).
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((l) => localStorage.setItem('console-lang', l), lang);
    const console = await context.newPage();
    await consoleLogin(console);
    await console.getByTestId('nav-pcr-requests').click();
    const row = console.getByTestId('pcrRequests-table').locator('tr', { hasText: product });
    await row.getByTestId(`pcr-request-accept-${stored.id}`).click();
    await console.getByTestId('pcr-request-accept-ok').click();
    await expect(row).toHaveCount(0);
    await console.getByTestId('pcrRequests-filter-status').click();
    await console
      .locator('.ant-select-item-option')
      .filter({ hasText: say(lang, 'console.pcrRequests.status.accepted') })
      .click();
    await expect(row.getByTestId(`pcr-request-step-${stored.id}`)).toHaveText(
      say(lang, 'console.pcrRequests.step.submitted'),
    );
    await row.getByTestId(`pcr-request-progress-${stored.id}`).click();
    const dialog = console.getByTestId('pcr-progress-dialog');
    await expect(dialog.getByTestId('pcr-progress-file')).toHaveText(`brief-${run}.pdf`);
    const moves = allSteps
      ? (['lcaAssessment', 'drafting', 'verification', 'built', 'published'] as const)
      : (['lcaAssessment', 'drafting'] as const);
    for (const step of moves) {
      const stepName = say(lang, `console.pcrRequests.step.${step}`);
      await expect(dialog.getByTestId('pcr-progress-next')).toHaveText(
        say(lang, 'console.pcrRequests.moveTo', { step: stepName }),
      );
      if (step === 'lcaAssessment') await dialog.getByTestId('pcr-progress-note').fill(`LCA kick-off ${run}`);
      await dialog.getByTestId('pcr-progress-next').click();
      // The last step finishes the request: it leaves the accepted list (and its dialog) for the finished one.
      if (step !== 'published') await expect(dialog.getByTestId(`pcr-progress-step-${step}`)).toBeVisible();
    }
    if (allSteps) {
      await expect(row).toHaveCount(0);
      await console.getByTestId('pcrRequests-filter-status').click();
      await console
        .locator('.ant-select-item-option')
        .filter({ hasText: say(lang, 'console.pcrRequests.status.finished') })
        .click();
      await row.getByTestId(`pcr-request-progress-${stored.id}`).click();
      await expect(dialog.getByTestId('pcr-progress-step-published')).toBeVisible();
    }
    await expect(dialog.getByTestId('pcr-progress-step-lcaAssessment')).toContainText(`LCA kick-off ${run}`);
    if (allSteps) {
      await expect(dialog.getByTestId('pcr-progress-done')).toHaveText(
        say(lang, 'console.pcrRequests.finishedHint'),
      );
    }
    await shot('console-progress', console);
    await context.close();

    // The user sees the step on the card and every step reached with its date and note.
    await page.goto('/Pcr/minePcr');
    const card = page.getByTestId('pcr-request').filter({ hasText: product });
    await expect(card.getByTestId('pcr-request-step')).toHaveText(
      say(lang, allSteps ? 'pcr.apply.step6' : 'pcr.apply.step3'),
    );
    await expect(card.getByTestId('pcr-request-status')).toHaveText(
      say(lang, allSteps ? 'pcr.mine.status.finished' : 'pcr.mine.status.accepted'),
    );
    await card.getByTestId('pcr-request-open').click();
    const drawer = page.getByTestId('pcr-request-drawer');
    await expect(drawer.getByTestId('pcr-progress')).toBeVisible();
    await expect(drawer.getByTestId('pcr-progress-lcaAssessment')).toContainText(`LCA kick-off ${run}`);
    await expect(drawer.getByTestId('pcr-progress-submitted')).toContainText(
      say(lang, 'pcr.mine.stepDate', { date: '' }).trim(),
    );
    await expect(drawer.getByTestId('pcr-progress-verification')).toHaveCount(allSteps ? 1 : 0);
    await expect(drawer.getByTestId('pcr-request-file')).toHaveText(`brief-${run}.pdf`);
    const download = page.waitForEvent('download');
    await drawer.getByTestId('pcr-request-file').click();
    expect((await download).suggestedFilename()).toBe(`brief-${run}.pdf`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      look.viewport.width,
    );
    await shot('mine-progress');

    // An inbox message at each step, the newest first, leading to the user's PCR requests.
    await page.goto('/textmessage/all');
    const message = page.getByTestId('inbox-item').filter({ hasText: product }).first();
    const latest = {
      zh: allSteps ? '已在平台公示，申请已完成' : '已进入PCR编制阶段',
      en: allSteps
        ? 'is announced on the platform; the request is finished'
        : 'has moved to the drafting of the PCR',
    }[lang];
    await expect(message).toContainText(latest);
    await message.getByTestId('inbox-item-link').click();
    await expect(page).toHaveURL(/\/Pcr\/minePcr$/);
  });
}
