import { expect, type Page, test } from '@playwright/test';
import { type Lang, textOf } from '@steel-epd/contract';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { insertApplication } from '../support/applications.ts';
import { insertPcr } from '../support/catalogue.ts';
import { giveCompany } from '../support/companies.ts';
import { consoleLogin, ensureAdmin, operatorApi } from '../support/console.ts';
import { titledPdf } from '../support/files.ts';

/**
 * Issue 29 (decision 196): refusing a quote asks for a reason, which the secretariat reads in the
 * console; a move back to stage 10 flags the card, and the applicant uploads the file asked for
 * and resubmits from the details drawer, which the console's timeline shows.
 */

const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: titledPdf(name) });

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The language of the portal (localStorage 'lang') and of the console ('console-lang'). */
const inLanguage = (page: Page, lang: Lang) =>
  page.addInitScript((l) => {
    localStorage.setItem('lang', l);
    localStorage.setItem('console-lang', l);
  }, lang);

test.beforeAll(ensureAdmin);

for (const lang of ['zh', 'en'] as const) {
  for (const size of SIZES) {
    test(`a quote is refused with a reason, a move back is resubmitted, both seen in the console (${lang}, ${size.width})`, async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const text = (key: string) => textOf(key, lang);
      const tag = `R${Date.now().toString(36).toUpperCase()}${lang}${size.width}`;
      const office = operatorApi(page.request);
      const applicant = await apiPhoneLogin(page.request);
      /** A portal call as the applicant (what the journey does not click), answering its data. */
      const asApplicant = async <T>(path: string, data: object): Promise<T> => {
        const res = await page.request.post(`/api${path}`, {
          headers: { authorization: applicant.tokenVO.token },
          data,
        });
        const body = (await res.json()) as { code: number; data: T };
        expect(body.code, `${path}: ${JSON.stringify(body)}`).toBe(1);
        return body.data;
      };
      const companyName = `${tag}南钢股份有限公司`;
      await giveCompany(applicant, { name: companyName, status: 1 });
      await insertPcr(`PCR-${tag}`, '热轧钢板和钢带', 'Hot-rolled steel plates and strips');
      const id = await insertApplication({ applicant, pcrNumber: `PCR-${tag}`, products: [`中厚板${tag}`] });
      await office.post(`/applications/${id}/advance`, { from: 10 });
      const quotePdf = await office.upload('QUOTE', pdfFile('服务报价单.pdf'));
      await office.post(`/applications/${id}/quote`, { attachmentId: quotePdf.id });

      await inLanguage(page, lang);
      await useSession(page, applicant);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/Epd/mineEpd?type=EPD');
      const card = page.locator(`[data-testid="application-card"][data-id="${id}"]`);
      await expect(card.getByTestId(`application-${id}-quote-pending`)).toBeVisible();

      // Refusing asks for the reason: none is refused on the spot; too long is refused by its limit.
      await card.getByTestId(`application-${id}-price`).click();
      await page.getByTestId('price-refuse').click();
      const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('price-refuse-reason') });
      await expect(page.getByTestId('price-refuse-reason')).toBeVisible();
      await page.getByTestId('price-refuse-ok').click();
      await expect(dialog).toContainText(text('apply.refuse.reasonRequired'));
      await page.getByTestId('price-refuse-reason').fill('长'.repeat(501));
      await expect(dialog).toContainText(text('apply.refuse.reasonTooLong'));
      const reason = `报价高于预算，请按一个产品重新报价 ${tag}`;
      await page.getByTestId('price-refuse-reason').fill(reason);
      await expect(dialog).not.toContainText(text('apply.refuse.reasonTooLong'));
      await page.screenshot({ path: testInfo.outputPath(`refuse-dialog-${lang}-${size.width}.png`) });
      await page.getByTestId('price-refuse-ok').click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('price-status')).toHaveText(text('apply.price.status3'));
      await expect(page.getByTestId('price-refusal-reason')).toHaveText(reason);
      await page.locator('.ant-modal-close:visible').click();

      // The card flags the refusal with the user's own reason.
      await expect(card.getByTestId(`application-${id}-flag`)).toHaveText(
        text('apply.mine.flag.quoteRefused'),
      );
      await expect(card.getByTestId(`application-${id}-notice-note`)).toContainText(reason);
      await card.screenshot({ path: testInfo.outputPath(`card-refused-${lang}-${size.width}.png`) });

      // The secretariat reads the reason in the console's timeline and quotes, and sends a new quote.
      // The console is the secretariat's desktop tool: its own desktop window beside the phone.
      const consoleContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const consolePage = await consoleContext.newPage();
      await inLanguage(consolePage, lang);
      await consoleLogin(consolePage);
      await consolePage.goto(`/console/applications/${id}`);
      const timeline = consolePage.getByTestId('application-timeline');
      await expect(timeline.getByTestId('timeline-quoteRejected')).toContainText(reason);
      await expect(timeline.getByTestId('timeline-quoteRejected')).toContainText(
        text('console.applications.event.quoteRejected'),
      );
      await expect(consolePage.getByTestId('application-quotes')).toContainText(reason);
      await expect(consolePage.getByTestId('action-quote')).toBeVisible();

      // On to stage 30 (new quote confirmed, contract signed), then back to stage 10 in the console.
      const second = await office.upload('QUOTE', pdfFile('服务报价单-2.pdf'));
      await office.post(`/applications/${id}/quote`, { attachmentId: second.id });
      const { id: quoteId } = await asApplicant<{ id: number }>('/p/price/info', { id });
      await asApplicant('/p/price/confirm', { id: quoteId });
      const contractPdf = await office.upload('CONTRACT', pdfFile('EPD服务合同.pdf'));
      await office.post(`/applications/${id}/contract`, { attachmentIds: [contractPdf.id] });
      const { id: contractId } = await asApplicant<{ id: number }>('/p/contract/info', { id });
      await asApplicant('/p/contract/confirm', { applyId: id, id: contractId });
      await office.post(`/applications/${id}/advance`, { from: 20 });

      await consolePage.reload();
      await consolePage.getByTestId('action-back').click();
      await consolePage.getByTestId('move-back-to').click();
      await consolePage
        .locator('.ant-select-item-option')
        .filter({ hasText: text('console.applications.stage.10') })
        .click();
      await expect(consolePage.getByTestId('move-back-resubmit-hint')).toBeVisible();
      const backNote = `请重新上传LCA报告：缺少系统边界说明 ${tag}`;
      await consolePage.getByTestId('move-reason').fill(backNote);
      await consolePage.getByTestId('move-submit').click();
      await expect(consolePage.getByTestId('move-submit')).toHaveCount(0);
      await expect(timeline.getByTestId('timeline-movedBack')).toContainText(backNote);

      // The card says it needs the user's action, with the secretariat's note.
      await page.reload();
      await expect(card.getByTestId(`application-${id}-flag`)).toHaveText(text('apply.mine.flag.resubmit'));
      await expect(card.getByTestId(`application-${id}-notice`)).toHaveAttribute('data-kind', 'resubmit');
      await expect(card.getByTestId(`application-${id}-notice-note`)).toContainText(backNote);
      await card.screenshot({ path: testInfo.outputPath(`card-resubmit-${lang}-${size.width}.png`) });

      // The drawer: the note, a re-upload for the file and the resubmit button.
      await card.getByTestId(`application-${id}-resubmit-open`).click();
      const drawer = page.getByTestId('details-drawer');
      await expect(drawer.getByTestId('detail-resubmit-note')).toHaveText(backNote);
      await drawer
        .getByTestId('detail-product-1-lca-reupload-input')
        .setInputFiles(pdfFile('LCA报告-补充系统边界.pdf'));
      await expect(drawer.getByTestId('detail-product-1-lca')).toContainText('LCA报告-补充系统边界.pdf');
      await page.screenshot({ path: testInfo.outputPath(`drawer-resubmit-${lang}-${size.width}.png`) });
      await drawer.getByTestId('detail-resubmit-button').click();
      await page.getByTestId('detail-resubmit-confirm-ok').click();
      await expect(drawer.getByTestId('detail-resubmit')).toHaveCount(0);
      await expect(drawer.getByTestId('detail-history-resubmitted')).toContainText(
        text('apply.history.resubmitted'),
      );
      await expect(drawer.getByTestId('detail-history-quoteRejected')).toContainText(reason);
      await expect(drawer.getByTestId('detail-history-movedBack')).toContainText(backNote);
      await page.locator('.ant-drawer-close:visible').click();
      await expect(card.getByTestId(`application-${id}-flag`)).toHaveCount(0);
      await expect(card.getByTestId('apply-steps')).toHaveAttribute('data-stage', '20');

      // The secretariat sees the resubmission in its timeline, at the contract stage.
      await consolePage.reload();
      await expect(timeline.getByTestId('timeline-resubmitted')).toContainText(
        text('console.applications.event.resubmitted'),
      );
      await expect(timeline.getByTestId('timeline-fileReplaced')).toBeVisible();
      await consoleContext.close();
    });
  }
}
