import {
  catalogueSearchRoutes,
  type FirstPaintCall,
  LIVE_DRAWN_PATHS,
  newsRoutes,
  pcrRoutes,
  referenceRoutes,
  resourceRoutes,
  TEXTS,
} from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import type { FirstData } from '../lib/first-data.ts';
import { composeFirstPaint } from './compose.ts';
import { redraw } from './live.tsx';
import { FIRST_DATA } from './page-data.ts';

/** A document as the build draws /news and /resources: four views (two languages, two screens). */
const BUILT = composeFirstPaint(
  '<html><head><meta charset="UTF-8"><script type="module" crossorigin src="/assets/i.js"></script></head><body><div id="root"></div></body></html>',
  {
    views: (['zh', 'en'] as const).flatMap((lang) =>
      ['(max-width:899.98px)', '(min-width:900px)'].map((media) => ({ lang, media, html: '<p>loading</p>' })),
    ),
  },
);

const HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';

const newsItem = (id: number, title: string, picture: number | null) => ({
  id,
  newsTitle: title,
  newsAbstract: 'abstract',
  newsEditor: 'editor',
  publishTime: '2026-11-20T08:00:00Z',
  indexPicture: picture,
  newestFlag: id === 1,
});

const epdCard = (id: number, name: string, nameEn: string | null) => ({
  id,
  businessId: `EPD-${id}`,
  productName: name,
  productNameEn: nameEn,
  productType: 'HRC',
  companyCode: '91310000MA1FL0000X',
  companyName: '宝山钢铁',
  holderEn: 'Baoshan Steel',
  epdRegistrationNumber: `SEPD-2026-00${id}`,
  epdExpirationDate: '2031-01-01',
  pcrProductName: '钢材',
  pcrProductNameEn: 'Steel',
  gwp100: 2156.78,
  cnAttachmentId: 11,
  enAttachmentId: null,
  isDataStubs: false,
  dataStubsBlocktime: null,
  dataStubsTxhash: null,
  isReportStubs: false,
  reportStubsBlocktime: null,
  reportStubsTxhash: null,
  gssQrCodeAttachmentId: null,
  status: 'valid',
  ownCompany: false,
  qrEnlarge: false,
});

/** The server's answers, by route and language, and the calls asked. */
const fakeServer = () => {
  const asked: { path: string; input: unknown; lang: string }[] = [];
  const call: FirstPaintCall = async (route, input, lang) => {
    asked.push({ path: route.path, input, lang });
    if (route.path === newsRoutes.newsList.path) {
      return {
        list: [newsItem(1, `${lang} first`, 31), newsItem(2, HOSTILE, null)],
        totals: 6,
        pageSize: 4,
        pageNum: 1,
      };
    }
    if (route.path === referenceRoutes.dictListPublic.path) {
      return [
        {
          id: 255,
          parentId: null,
          itemCode: 'STD',
          itemValue: `${lang} standards`,
          i18nCode: 'a',
          itemDesc: null,
        },
        {
          id: 256,
          parentId: null,
          itemCode: 'RPT',
          itemValue: `${lang} reports`,
          i18nCode: 'b',
          itemDesc: null,
        },
      ];
    }
    if (route.path === resourceRoutes.resourcePage.path) {
      const resource = {
        id: 9,
        resourceName: `${lang} guide`,
        resourceIntroduce: 'intro',
        resourceImageId: 41,
      };
      return {
        list: [{ ...resource, cnResourceFileId: 5, enResourceFileId: null }],
        totals: 1,
        pageSize: 5,
        pageNum: 1,
      };
    }
    if (route.path === catalogueSearchRoutes.epdPage.path) {
      return { list: [epdCard(7, 'Hot-rolled coil', null)], totals: 5, pageSize: 4, pageNum: 1 };
    }
    if (route.path === catalogueSearchRoutes.companyList.path) {
      return [{ companyCode: '91310000MA1FL0000X', companyName: '宝山钢铁' }];
    }
    if (route.path === pcrRoutes.pcrList.path) {
      return [{ id: 3, pcrNumber: 'PCR-2026-01', productName: '钢材', productNameEn: 'Steel' }];
    }
    throw new Error(`no answer for ${route.path}`);
  };
  return { call, asked };
};

const firstDataOf = (html: string): FirstData =>
  JSON.parse(/<script type="application\/json" id="fp-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

const viewsOf = (html: string) => html.split(/<div data-fp="\d" data-fp-lang="(?:zh|en)" inert>/).slice(1);

describe('the lists drawn with their first data (decision 169)', () => {
  it('draws exactly the addresses the server names', () => {
    expect(Object.keys(FIRST_DATA).sort()).toEqual([...LIVE_DRAWN_PATHS].sort());
  });

  it('draws /news with its first page in each language and carries the same data for the app', async () => {
    const { call, asked } = fakeServer();
    const html = await redraw('/news', BUILT, call);
    expect(asked.map((a) => [a.path, a.lang, a.input])).toEqual([
      [newsRoutes.newsList.path, 'zh', { body: { pageNum: 1, pageSize: 4 } }],
      [newsRoutes.newsList.path, 'en', { body: { pageNum: 1, pageSize: 4 } }],
    ]);
    const views = viewsOf(html);
    expect(views).toHaveLength(4);
    views.forEach((view, i) => {
      const lang = i < 2 ? 'zh' : 'en';
      expect(view).toContain(`>${lang} first</a>`);
      // The first item's picture is in the drawing, fetched at once: the page's largest element.
      expect(view).toMatch(/<img src="\/api\/n\/attachment\/online\/31"[^>]*fetchPriority="high"/);
      // More to load (6 news, 4 shown), no spinner.
      expect(view).toContain('news-more');
      expect(view).not.toContain('ant-spin');
    });
    // The hostile title is text: no element, no script of it.
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<script/g)).toHaveLength(2);
    const data = firstDataOf(html);
    expect(data.seeds.map((s) => [s.lang, s.key])).toEqual([
      ['zh', ['news', 'list', 'zh']],
      ['en', ['news', 'list', 'en']],
    ]);
    expect(data.seeds[1]?.data).toMatchObject({
      pageParams: [1],
      pages: [{ totals: 6, list: [{ newsTitle: 'en first' }, { newsTitle: HOSTILE }] }],
    });
    expect(Math.abs(data.at - Date.now())).toBeLessThan(60_000);
  });

  it("draws /resources with its tabs and the first tab's first page", async () => {
    const { call, asked } = fakeServer();
    const html = await redraw('/resources', BUILT, call);
    expect(asked.filter((a) => a.path === resourceRoutes.resourcePage.path).map((a) => a.input)).toEqual([
      { body: { type: 255, pageNum: 1, pageSize: 5 } },
      { body: { type: 255, pageNum: 1, pageSize: 5 } },
    ]);
    for (const [i, view] of viewsOf(html).entries()) {
      const lang = i < 2 ? 'zh' : 'en';
      expect(view).toContain(`${lang} standards`);
      expect(view).toContain(`${lang} guide`);
      expect(view).toContain('/api/n/attachment/online/41');
      // A download button only where the file exists: Chinese here.
      expect(view).toContain(TEXTS['resources.downloadZh'][lang === 'zh' ? 0 : 1]);
      expect(view).not.toContain(TEXTS['resources.downloadEn'][lang === 'zh' ? 0 : 1]);
    }
    expect(firstDataOf(html).seeds.map((s) => s.key)).toEqual([
      ['resources', 'types', 'zh'],
      ['resources', 'page', 255, 'zh'],
      ['resources', 'types', 'en'],
      ['resources', 'page', 255, 'en'],
    ]);
  });

  it("draws /Epd with an anonymous visitor's first cards and the filters' options (issue 29)", async () => {
    const { call, asked } = fakeServer();
    const html = await redraw('/Epd', BUILT, call);
    expect(asked.filter((a) => a.path === catalogueSearchRoutes.epdPage.path).map((a) => a.input)).toEqual([
      { body: { includeExpired: false, pageNum: 1, pageSize: 4 } },
      { body: { includeExpired: false, pageNum: 1, pageSize: 4 } },
    ]);
    for (const [i, view] of viewsOf(html).entries()) {
      const lang = i < 2 ? 'zh' : 'en';
      expect(view).toContain('Hot-rolled coil');
      expect(view).toContain('SEPD-2026-007');
      expect(view).toContain('href="/Epd/EPD-7"');
      // Without an English name the English reader is told so.
      expect(view.includes(TEXTS['epdSearch.chineseOnly'][1])).toBe(lang === 'en');
      expect(view).not.toContain('ant-spin');
    }
    expect(firstDataOf(html).seeds.map((s) => [s.lang, s.key])).toEqual(
      (['zh', 'en'] as const).flatMap((lang) => [
        [lang, ['epd-search', 0, { includeExpired: false }]],
        [lang, ['epd-search', 'companies']],
        [lang, ['epd-search', 'pcrs']],
      ]),
    );
  });

  it('fails for an answer that breaks the contract and for an address it does not draw', async () => {
    const broken: FirstPaintCall = async () => ({ list: 'nothing' });
    await expect(redraw('/news', BUILT, broken)).rejects.toThrow();
    await expect(redraw('/', BUILT, fakeServer().call)).rejects.toThrow('not drawn with data');
  });
});
