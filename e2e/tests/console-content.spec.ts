import fs from 'node:fs';
import {
  type APIRequestContext,
  type Browser,
  type Download,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { textOf } from '@steel-epd/contract';
import { apiPhoneLogin, useSession } from '../support/api.ts';
import { seedResources } from '../support/cli.ts';
import { giveCompany } from '../support/companies.ts';
import { consoleLogin, ensureAdmin, operatorApi } from '../support/console.ts';
import { sqlite } from '../support/db.ts';
import { PNG, titledPdf } from '../support/files.ts';

/**
 * Issue 12's content editors, each in its console page and then on the portal as a visitor sees
 * it: GPI documents, friendly links, the application templates, dictionaries, the header menu
 * and the portal's texts. Every journey puts back what it changed (other journeys share the
 * server), also when it fails, through the console API.
 */

const zh = (key: string) => textOf(key, 'zh');
const en = (key: string) => textOf(key, 'en');
/** Each journey's own mark on what it creates (a dictionary item stays, disabled, once made). */
let tag = '';

const pdfFile = (name: string, title = name) => ({
  name,
  mimeType: 'application/pdf',
  buffer: titledPdf(title),
});

const bytesOf = async (download: Download) => fs.readFileSync((await download.path()) ?? '');

/** A logged-in portal user whose registration and company are approved (no gate in the way). */
const certifiedUser = async (page: Page) => {
  const answer = await apiPhoneLogin(page.request, undefined, { name: 'E2E 内容读者' });
  await giveCompany(answer, { name: `${tag}宝武钢铁集团有限公司`, status: 1 });
  await useSession(page, answer);
};

/** An editor's console in a context of its own (the portal page keeps the visitor's session). */
const openConsole = async (browser: Browser, path: string) => {
  const console = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await consoleLogin(console);
  await console.goto(`/console${path}`);
  return console;
};

/** What a journey must put back; run after each test whether it passed or not. */
let undo: ((request: APIRequestContext) => Promise<unknown>)[] = [];

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  ensureAdmin();
  // The demo GPI documents and link types, as a started platform has them.
  seedResources();
});

test.beforeEach(() => {
  tag = `E2E${Date.now().toString(36).toUpperCase()}`;
});

test.afterEach(async ({ request }) => {
  for (const step of undo.reverse()) await step(request);
  undo = [];
});

interface Gpi {
  id: number;
  i18n: 'zh' | 'en';
  attachmentId: number;
  attachmentName: string;
  enable: boolean;
}

test('an editor uploads new GPI documents; the portal offers them and a certified user downloads the new file', async ({
  page,
  browser,
  request,
}) => {
  const api = operatorApi(request);
  const before = await api.get<Gpi[]>('/gpi');
  undo.push(async () => {
    const now = await api.get<Gpi[]>('/gpi');
    for (const g of now.filter((x) => !before.some((b) => b.id === x.id)))
      await api.post(`/gpi/${g.id}/delete`);
    for (const g of before.filter((b) => b.enable)) {
      const { id, i18n, attachmentId, attachmentName } = g;
      await api.post(`/gpi/${id}`, { i18n, attachmentId, attachmentName, enable: true });
    }
  });

  const console = await openConsole(browser, '/gpi');
  const files = {
    zh: pdfFile(`${tag}通用规则2.0.pdf`, `${tag} GPI zh`),
    en: pdfFile(`${tag} GPI 2.0.pdf`, `${tag} GPI en`),
  };
  const names = { zh: `${tag} 通用规则（2.0版）`, en: `${tag} General Programme Instructions 2.0` };
  for (const lang of ['zh', 'en'] as const) {
    await console.getByTestId('gpi-add').click();
    const form = console.getByTestId('gpi-form');
    if (lang === 'en') {
      await form.getByRole('combobox').click();
      await console.locator('.ant-select-item-option[title="English"]').click();
    }
    await form.locator('input[type=file]').setInputFiles(files[lang]);
    await expect(console.getByTestId('gpi-form-file-value')).toContainText(files[lang].name);
    await console.getByTestId('gpi-form-name').fill(names[lang]);
    await console.getByTestId('gpi-form-submit').click();
    await expect(form).toHaveCount(0);
    const row = console.getByTestId('gpi-table').locator('tr', { hasText: names[lang] });
    await expect(row).toContainText(files[lang].name);
    await expect(row).toContainText(zh('console.content.enabled'));
  }
  // One enabled document per language: the earlier ones are disabled now.
  const stored = sqlite((db) =>
    db
      .prepare(
        'select lang, attachment_id, attachment_name from gpi_documents where enabled = 1 order by lang',
      )
      .all(),
  ) as { lang: string; attachment_id: number; attachment_name: string }[];
  expect(stored.map((r) => [r.lang, r.attachment_name])).toEqual([
    ['en', names.en],
    ['zh', names.zh],
  ]);
  for (const old of before.filter((b) => b.enable)) {
    await expect(console.getByTestId('gpi-table').locator(`tr[data-row-key="${old.id}"]`)).toContainText(
      zh('console.content.disabled'),
    );
  }
  await console.close();

  // The visitor's /gpi offers the new documents; the download gives the new file's bytes.
  await certifiedUser(page);
  await page.goto('/gpi');
  await expect(page.getByTestId('gpi-zh')).toContainText(names.zh);
  await expect(page.getByTestId('gpi-en')).toContainText(names.en);
  for (const lang of ['zh', 'en'] as const) {
    const download = page.waitForEvent('download');
    await page.getByTestId(`gpi-${lang}-download`).click();
    const file = await download;
    const attachment = stored.find((r) => r.lang === lang)?.attachment_id;
    expect(file.url()).toContain(`/api/n/attachment/download/token/${attachment}?Authorization=`);
    expect(file.suggestedFilename()).toBe(files[lang].name);
    expect((await bytesOf(file)).equals(files[lang].buffer)).toBe(true);
  }
});

interface LinkType {
  id: number;
  code: string;
}

test('an editor adds a link type and a link with a logo; /Links shows the tab and the link opens in a new tab', async ({
  page,
  browser,
  request,
}) => {
  const api = operatorApi(request);
  const code = `${tag}-ORGS`;
  const site = `https://${tag.toLowerCase()}.example.org/`;
  undo.push(async () => {
    const type = (await api.get<LinkType[]>('/friendly-types')).find((t) => t.code === code);
    if (!type) return;
    for (const l of await api.get<{ id: number }[]>(`/friendly-links?typeId=${type.id}`)) {
      await api.post(`/friendly-links/${l.id}/delete`);
    }
    await api.post(`/friendly-types/${type.id}/delete`);
  });

  const console = await openConsole(browser, '/links');
  await console.getByTestId('links-add').click();
  await console.getByTestId('link-type-form-code').fill(code);
  await console.getByTestId('link-type-form-name').fill(`${tag}合作机构`);
  await console.getByTestId('link-type-form-enName').fill(`${tag} Partners`);
  await console.getByTestId('link-type-form-submit').click();
  const typeRow = console.getByTestId('link-types-table').locator('tr', { hasText: code });
  await expect(typeRow).toContainText(`${tag}合作机构`);
  await typeRow.locator('input[type=radio]').check();
  await expect(console.getByTestId('links-table')).toContainText(zh('console.content.empty'));

  await console.getByTestId('links-add-link').click();
  await console.getByTestId('link-form-link').fill(site);
  await console.getByTestId('link-form-company').fill(`${tag}钢铁研究院`);
  await console.getByTestId('link-form-companyEn').fill(`${tag} Steel Institute`);
  await console
    .getByTestId('link-form')
    .locator('input[type=file]')
    .setInputFiles({ name: 'institute-logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(console.getByTestId('link-form-logo-value')).toContainText('institute-logo.png');
  await console.getByTestId('link-form-submit').click();
  const linkRow = console.getByTestId('links-table').locator('tr', { hasText: `${tag}钢铁研究院` });
  await expect(linkRow).toContainText(site);
  await expect(linkRow).toContainText('institute-logo.png');
  await console.close();

  const stored = sqlite((db) =>
    db
      .prepare(
        'select l.id, l.link, l.company_name_en, l.logo_id from friendly_links l join friendly_link_types t on t.id = l.type_id where t.code = ?',
      )
      .all(code),
  ) as { id: number; link: string; company_name_en: string; logo_id: number | null }[];
  expect(stored).toHaveLength(1);
  const [link] = stored;
  expect(link).toMatchObject({ link: site, company_name_en: `${tag} Steel Institute` });
  expect(link?.logo_id).not.toBeNull();

  await page.goto('/Links');
  const tabs = page.getByTestId('links-tabs');
  await tabs.getByRole('tab', { name: `${tag}合作机构` }).click();
  const anchor = page.getByTestId(`link-${link?.id}`);
  await expect(anchor).toHaveAttribute('href', site);
  await expect(anchor).toHaveAttribute('target', '_blank');
  await expect(anchor).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
  await expect(anchor).toContainText(`${tag}钢铁研究院`);
  const logo = anchor.locator('img');
  await expect(logo).toHaveAttribute('src', `/api/n/attachment/online/${link?.logo_id}`);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(40);

  // In English: the type's and the link's English names.
  await page.getByTestId('lang-en').click();
  await tabs.getByRole('tab', { name: `${tag} Partners` }).click();
  await expect(anchor).toContainText(`${tag} Steel Institute`);
});

test('an editor replaces a template file; the apply form downloads the new bytes, and restore brings the generated one back', async ({
  page,
  browser,
  request,
}) => {
  const api = operatorApi(request);
  const key = { code: 'LCA_TEMPLATE', i18n: 'zh' };
  undo.push(() => api.post('/templates/restore', key));

  await certifiedUser(page);
  const templateDownload = async () => {
    await page.goto('/epd/epdApplyFor');
    const download = page.waitForEvent('download');
    await page.getByTestId('apply-product-1-lca-template').click();
    const file = await download;
    expect(file.url()).toMatch(/\/api\/p\/template\/download\/\d+\?Authorization=/);
    return { name: file.suggestedFilename(), bytes: await bytesOf(file) };
  };
  const generated = await templateDownload();
  expect(generated.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  const console = await openConsole(browser, '/templates');
  const id = 'template-LCA_TEMPLATE-zh';
  const row = console
    .getByTestId('templates-table')
    .locator('tr', { has: console.getByTestId(`${id}-replace`) });
  await expect(row).toContainText(zh('console.templates.generated'));
  const upload = pdfFile(`${tag}LCA报告模板.pdf`);
  await row.locator('input[type=file]').setInputFiles(upload);
  await expect(row).toContainText(zh('console.templates.replacedTag'));
  await expect(row).toContainText(upload.name);

  const replaced = await templateDownload();
  expect(replaced.name).toBe(upload.name);
  expect(replaced.bytes.equals(upload.buffer)).toBe(true);
  // The other language keeps its generated file.
  await expect(
    console
      .getByTestId('templates-table')
      .locator('tr', { has: console.getByTestId('template-LCA_TEMPLATE-en-replace') }),
  ).toContainText(zh('console.templates.generated'));

  await console.getByTestId(`${id}-restore`).click();
  await expect(row).toContainText(zh('console.templates.generated'));
  await expect(console.getByTestId(`${id}-restore`)).toHaveCount(0);
  await console.close();

  const restored = await templateDownload();
  expect(restored.name).toBe(generated.name);
  expect(restored.bytes.equals(generated.bytes)).toBe(true);
});

interface DictItem {
  id: number;
  itemCode: string;
  valueZh: string;
  valueEn: string;
  sort: number;
  enabled: boolean;
}

test('an editor adds a resource type, renames and hides it; /resources shows its tab in both languages until then', async ({
  page,
  browser,
  request,
}) => {
  const api = operatorApi(request);
  const code = `${tag}-TYPE`;
  undo.push(async () => {
    const item = (await api.get<DictItem[]>('/dicts/RESOURCE_TYPE')).find((i) => i.itemCode === code);
    if (item?.enabled) {
      const { itemCode, valueZh, valueEn, sort } = item;
      await api.post(`/dicts/RESOURCE_TYPE/${item.id}`, { itemCode, valueZh, valueEn, sort, enabled: false });
    }
  });

  const console = await openConsole(browser, '/dictionaries');
  await expect(console.getByTestId('dictionaries-type')).toContainText(
    `${zh('console.dicts.name.RESOURCE_TYPE')} · RESOURCE_TYPE (`,
  );
  await expect(console.getByTestId('dictionaries-table')).toContainText('技术指标与标准');
  await console.getByTestId('dictionaries-add').click();
  await console.getByTestId('dict-form-code').fill(code);
  await console.getByTestId('dict-form-valueZh').fill(`${tag}政策法规`);
  await console.getByTestId('dict-form-valueEn').fill(`${tag} Policies`);
  await console.getByTestId('dict-form-submit').click();
  const row = console.getByTestId('dictionaries-table').locator('tr', { hasText: code });
  await expect(row).toContainText(`${tag}政策法规`);
  const stored = () =>
    sqlite((db) =>
      db
        .prepare(
          "select id, value_zh, value_en, enabled from dict_items where type_code = 'RESOURCE_TYPE' and item_code = ?",
        )
        .get(code),
    ) as { id: number; value_zh: string; value_en: string; enabled: number };
  expect(stored()).toMatchObject({ value_zh: `${tag}政策法规`, value_en: `${tag} Policies`, enabled: 1 });
  expect(stored().id).toBeGreaterThanOrEqual(100_000);

  await page.goto('/resources');
  const tabs = page.getByTestId('resources-tabs');
  await tabs.getByRole('tab', { name: `${tag}政策法规` }).click();
  await expect(page.getByTestId('resources-empty')).toBeVisible();
  await page.getByTestId('lang-en').click();
  await expect(tabs.getByRole('tab', { name: `${tag} Policies` })).toBeVisible();

  // Renamed in both languages.
  await console.getByTestId(`dict-${stored().id}-edit`).click();
  await console.getByTestId('dict-form-valueZh').fill(`${tag}政策与法规`);
  await console.getByTestId('dict-form-valueEn').fill(`${tag} Policies and rules`);
  await console.getByTestId('dict-form-submit').click();
  await expect(row).toContainText(`${tag}政策与法规`);
  await page.reload();
  await expect(tabs.getByRole('tab', { name: `${tag} Policies and rules` })).toBeVisible();
  await page.getByTestId('lang-zh').click();
  await expect(tabs.getByRole('tab', { name: `${tag}政策与法规` })).toBeVisible();

  // Disabled (items are never deleted): the tab goes, the seeded ones stay.
  await console.getByTestId(`dict-${stored().id}-edit`).click();
  await console.getByTestId('dict-form').getByRole('switch').click();
  await console.getByTestId('dict-form-submit').click();
  await expect(row).toContainText(zh('console.content.disabled'));
  expect(stored().enabled).toBe(0);
  await console.close();
  await page.reload();
  await expect(tabs.getByRole('tab')).toHaveText(['技术指标与标准', '文献资料', '报告模板']);
});

interface MenuItem {
  id: number;
  code: string;
  labelZh: string | null;
  labelEn: string | null;
  url: string;
  sort: number;
  enabled: boolean;
}

test('an editor renames one header item and hides another; the portal header shows it in both languages', async ({
  page,
  browser,
  request,
}) => {
  const api = operatorApi(request);
  const menu = await api.get<MenuItem[]>('/site/menu');
  const item = (code: string) => {
    const found = menu.find((m) => m.code === code);
    if (!found) throw new Error(`no menu item ${code}`);
    return found;
  };
  const renamed = item('menu.lowCarbon');
  const hidden = item('menu.lcaTools');
  undo.push(async () => {
    for (const m of [renamed, hidden]) {
      await api.post(`/site/menu/${m.id}`, {
        labelZh: m.labelZh,
        labelEn: m.labelEn,
        url: m.url,
        sort: m.sort,
        enabled: m.enabled,
      });
    }
  });

  await page.goto('/');
  const header = page.getByTestId('header-menu');
  await expect(header.getByTestId('nav-menu.lowCarbon')).toHaveText(zh('menu.lowCarbon'));
  await expect(header.getByTestId('nav-menu.lcaTools')).toBeVisible();

  const console = await openConsole(browser, '/site-menu');
  // The tree opens expanded: the items under another show at once.
  await expect(console.getByTestId('site-menu-edit-menu.gpi')).toBeVisible();
  await console.getByTestId('site-menu-edit-menu.lowCarbon').click();
  await expect(console.getByRole('dialog')).toContainText(
    zh('console.site.menuEditTitle').replace('{{code}}', 'menu.lowCarbon'),
  );
  await expect(console.getByTestId('site-menu-label-zh')).toHaveValue(zh('menu.lowCarbon'));
  await console.getByTestId('site-menu-label-zh').fill('低碳钢铁评价');
  await console.getByTestId('site-menu-label-en').fill('Low-carbon rating');
  await console.getByTestId('site-menu-submit').click();
  const table = console.getByTestId('site-menu-table');
  await expect(table.locator(`tr[data-row-key="${renamed.id}"]`)).toContainText('低碳钢铁评价');
  // The next item's dialog starts from that item's values, not from the last one saved.
  await console.getByTestId('site-menu-edit-menu.lcaTools').click();
  await expect(console.getByTestId('site-menu-label-zh')).toHaveValue(zh('menu.lcaTools'));
  await expect(console.getByTestId('site-menu-label-en')).toHaveValue(en('menu.lcaTools'));
  await console.getByTestId('site-menu-enabled').click();
  await console.getByTestId('site-menu-submit').click();
  const hiddenRow = table.locator(`tr[data-row-key="${hidden.id}"]`);
  await expect(hiddenRow).toContainText('—');
  await expect(hiddenRow).toContainText(zh('menu.lcaTools'));
  await console.close();
  expect(
    sqlite((db) => db.prepare('select url, sort, enabled from menu_items where id = ?').get(hidden.id)),
  ).toEqual({ url: hidden.url, sort: hidden.sort, enabled: 0 });

  // A visitor's next page: the bundled menu first, then the server's with the change.
  await page.reload();
  await expect(header.getByTestId('nav-menu.lowCarbon')).toHaveText('低碳钢铁评价');
  await expect(header.getByTestId('nav-menu.lcaTools')).toHaveCount(0);
  await expect(header.getByTestId('nav-menu.news')).toBeVisible();
  await page.getByTestId('lang-en').click();
  await expect(header.getByTestId('nav-menu.lowCarbon')).toHaveText('Low-carbon rating');
  await expect(header.getByTestId('nav-menu.lcaTools')).toHaveCount(0);
});

test('an editor finds a text by its key and rewords it in both languages; the missing-texts list shows a key without English', async ({
  page,
  browser,
  request,
}) => {
  const api = operatorApi(request);
  const code = 'gpi.intro';
  const missing = 'links.empty';
  const row = sqlite((db) =>
    db.prepare("select * from texts where lang = 'en' and code = ?").get(missing),
  ) as {
    lang: string;
    code: string;
    text: string;
    edited: number;
    updated_at: string;
  };
  undo.push(async () => {
    for (const lang of ['zh', 'en'] as const) {
      await api.post('/site/texts/save', { code, lang, text: textOf(code, lang) });
    }
    sqlite((db) =>
      db
        .prepare(
          'insert into texts (lang, code, text, edited, updated_at) values (@lang, @code, @text, @edited, @updated_at) on conflict (lang, code) do update set text = excluded.text, edited = excluded.edited',
        )
        .run(row),
    );
  });

  const wording = { zh: `${tag} 通用规则的中文说明。`, en: `${tag} What the GPI says, in English.` };
  const console = await openConsole(browser, '/site-texts');
  const keyword = console.getByTestId('site-texts-keyword').locator('input');
  await keyword.fill(code);
  await keyword.press('Enter');
  const table = console.getByTestId('siteTexts-table');
  const line = table.locator(`tr[data-row-key="${code}"]`);
  await expect(line).toContainText(zh(code));
  for (const lang of ['zh', 'en'] as const) {
    await console.getByTestId(`site-text-edit-${code}`).click();
    if (lang === 'en')
      await console.locator('.ant-radio-button-wrapper', { hasText: zh('console.site.en') }).click();
    await expect(console.getByTestId('site-text-input')).toHaveValue(lang === 'en' ? en(code) : zh(code));
    await console.getByTestId('site-text-input').fill(wording[lang]);
    await console.getByTestId('site-text-submit').click();
    await expect(line).toContainText(wording[lang]);
  }
  await expect(line).toContainText(zh('console.site.edited'));
  expect(
    sqlite((db) => db.prepare('select lang, text, edited from texts where code = ? order by lang').all(code)),
  ).toEqual([
    { lang: 'en', text: wording.en, edited: 1 },
    { lang: 'zh', text: wording.zh, edited: 1 },
  ]);

  // The portal asks only for the edited texts and shows the new wording in both languages.
  const texts = page.waitForResponse((res) => res.url().includes('/n/text/all'));
  await page.goto('/gpi');
  expect(new URL((await texts).url()).searchParams.get('only')).toBe('edited');
  await expect(page.getByTestId('gpi-page')).toContainText(wording.zh);
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('gpi-page')).toContainText(wording.en);

  // A key that lost its English text shows in the missing list until an editor writes one.
  sqlite((db) => db.prepare("delete from texts where lang = 'en' and code = ?").run(missing));
  await keyword.fill('');
  await keyword.press('Enter');
  await console.getByTestId('site-texts-missing').click();
  await console.locator(`.ant-select-item-option[title="${zh('console.site.missingEn')}"]`).click();
  const gap = table.locator(`tr[data-row-key="${missing}"]`);
  await expect(gap).toContainText(zh('console.site.none'));
  await expect(gap).toContainText(zh(missing));
  await console.getByTestId(`site-text-edit-${missing}`).click();
  // The dialog opens on the missing language, empty (not with the last key's wording).
  await expect(console.getByRole('radio', { name: zh('console.site.en') })).toBeChecked();
  await expect(console.getByTestId('site-text-input')).toHaveValue('');
  await console.getByTestId('site-text-input').fill(en(missing));
  await console.getByTestId('site-text-submit').click();
  await expect(gap).toHaveCount(0);
  await console.close();
});

/** Each editor's menu entry and what shows once its page has loaded. */
const PAGES = {
  gpi: 'gpi-table',
  links: 'links-table',
  templates: 'templates-table',
  dictionaries: 'dictionaries-table',
  'site-menu': 'site-menu-table',
  'site-texts': 'siteTexts-table',
} as const;

test('the content editors read in both languages, with no key left untranslated', async ({
  page,
}, testInfo) => {
  await consoleLogin(page);
  for (const lang of ['zh', 'en'] as const) {
    await page.getByTestId(`lang-${lang}`).click();
    for (const [name, table] of Object.entries(PAGES)) {
      await page.getByTestId(`nav-${name}`).click();
      const content = page.locator('.console-content');
      await expect(content.getByTestId(table).locator('.ant-table-row').first()).toBeVisible();
      await expect(content.locator('.ant-spin-spinning')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`console-${name}-${lang}.png`), fullPage: true });
      // A text key shown as such (console.x.y) is a text missing from the catalogue.
      // (The texts page lists the keys themselves: there only its own words count.)
      const shown = name === 'site-texts' ? content.locator('thead, .ant-card-head, button') : content;
      for (const text of await shown.allInnerTexts()) {
        expect(text).not.toMatch(/\b(console|common|validation|menu)\.[A-Za-z]+/);
      }
      // In English the page's own words (titles, headings, buttons, fields) are English; the
      // records in the tables keep the Chinese they were written in.
      const words = await content
        .locator('.ant-card-head-title, thead th, button, label, .ant-typography-secondary, [placeholder]')
        .evaluateAll((nodes) =>
          nodes.map((n) => `${n.textContent ?? ''} ${n.getAttribute('placeholder') ?? ''}`),
        );
      if (lang === 'en') expect(words.filter((w) => /[\u4e00-\u9fff]/.test(w))).toEqual([]);
    }
  }
});
