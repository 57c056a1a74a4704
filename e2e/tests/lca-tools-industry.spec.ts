import { expect, test } from '@playwright/test';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { giveCompany } from '../support/companies.ts';
import { sqlite } from '../support/db.ts';

// Issue 29's blocker, "LCA subscription dead end": the supplement form's industry is optional,
// and /lcaTools needs one. A certified user whose records name none chooses it on /lcaTools (the
// supplement form's INDUSTRY_CLASSIFICATION cascader with its 'other' text), which saves it to
// their profile and subscribes.
const LOOKS = [
  {
    lang: 'zh',
    viewport: { width: 1440, height: 900 },
    parent: '用钢行业',
    child: '汽车',
    other: '其他',
    otherText: '废钢回收',
    chooseFirst: '请选择所属行业',
  },
  {
    lang: 'en',
    viewport: { width: 390, height: 844 },
    parent: 'Steel-using industry',
    child: 'Automotive',
    other: 'Other',
    otherText: 'Scrap recycling',
    chooseFirst: 'Please choose the industry',
  },
] as const;

const exactly = (text: string) => new RegExp(`^${text}$`);

const subscriberOf = (userId: number) =>
  sqlite((db) => ({
    profession: db.prepare('select profession_id, other_profession from users where id = ?').get(userId) as {
      profession_id: number | null;
      other_profession: string | null;
    },
    industries: (
      db.prepare('select industry from lca_subscriptions where user_id = ?').all(userId) as {
        industry: string;
      }[]
    ).map((row) => row.industry),
  }));

for (const look of LOOKS) {
  for (const other of [false, true]) {
    test(`a certified user without an industry chooses ${other ? "the 'other' item" : 'a second-level item'} and subscribes (${look.lang}, ${look.viewport.width})`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize(look.viewport);
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), look.lang);
      const login = await apiPhoneLogin(request);
      const userId = login.portalUserVO.id;
      await giveCompany(login, { name: `无行业订阅公司${look.lang}${other ? '2' : '1'}`, status: 1 });
      await useSession(page, login);

      await page.goto('/lcaTools');
      await expect(page.getByTestId('lca-form-card')).toBeVisible();
      // No read-only industry to be stuck at: the choice instead.
      await expect(page.getByTestId('lca-industry')).toHaveCount(0);
      const choice = page.getByTestId('lca-industry-choice');
      await expect(choice).toBeVisible();
      await page.getByTestId('lca-username').fill(look.lang === 'zh' ? '王工' : 'Wang');
      await page.getByTestId('lca-position').fill('LCA engineer');
      await page.getByTestId('lca-subscribe').click();
      await expect(page.getByText(look.chooseFirst, { exact: true }).last()).toBeVisible();
      if (!other) await page.screenshot({ path: testInfo.outputPath(`choice-${look.lang}.png`) });

      await choice.click();
      const menuItem = (text: string) =>
        page.locator('.ant-cascader-menu-item').filter({ hasText: exactly(text) });
      if (other) {
        await menuItem(look.other).click();
        await expect(page.getByTestId('lca-other-industry')).toBeVisible();
        await page.getByTestId('lca-subscribe').click();
        await expect(
          page.getByText(look.lang === 'zh' ? '请填写其他行业' : 'Please name the other industry'),
        ).toBeVisible();
        await page.getByTestId('lca-other-industry').fill(look.otherText);
      } else {
        await menuItem(look.parent).click();
        await menuItem(look.child).click();
        await expect(page.getByTestId('lca-other-industry')).toHaveCount(0);
      }
      await page.getByTestId('lca-position').focus();
      await expect(page.getByText(look.chooseFirst, { exact: true })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`${other ? 'other' : 'picked'}-${look.lang}.png`) });
      await page.getByTestId('lca-subscribe').click();
      await expect(page.getByTestId('lca-subscribed')).toBeVisible();

      // Saved as the user's own industry, and the subscription names it.
      const saved = subscriberOf(userId);
      expect(saved.profession.profession_id).toBe(other ? 399 : 322);
      expect(saved.profession.other_profession).toBe(other ? look.otherText : null);
      expect(saved.industries).toEqual([other ? look.otherText : look.child]);
    });
  }
}
