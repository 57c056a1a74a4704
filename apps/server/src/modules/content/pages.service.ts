import { type Lang, STATIC_PAGES, type StaticPage, type TStaticPageText, textOf } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { OperatorActor } from '../../platform/access/actor.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { AttachmentsService } from '../attachments/index.ts';
import type { AuditLogFor } from '../operators/index.ts';
import { contentStore } from './content.store.ts';
import { textImages } from './content-common.ts';
import { STATIC_PAGE_SEED } from './pages.seed-data.ts';

const LANGS = ['zh', 'en'] as const;

const TITLE_KEY = { about: 'page.about', serve: 'page.service', pricing: 'page.pricing' } as const;

/**
 * The frame's own styles: the page is read inside the portal's frame at the spec's height, so
 * it sets its own type, spacing and tables (nothing of the portal's CSS reaches a frame).
 */
const PAGE_STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#fff;color:#1f2937;font:16px/1.8 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Helvetica Neue",Arial,sans-serif}
html[lang=en] body{font-family:-apple-system,"Helvetica Neue",Arial,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
main{max-width:1080px;margin:0 auto;padding:40px 32px 64px}
h1{font-size:30px;line-height:1.35;color:#14365a;margin:0 0 24px;padding-bottom:16px;border-bottom:3px solid #2e7b5c}
h2{font-size:23px;line-height:1.4;color:#14365a;margin:48px 0 16px}
h3{font-size:18px;color:#1f4e79;margin:32px 0 12px}
p{margin:0 0 16px}
ul,ol{margin:0 0 16px;padding-left:24px}
li{margin:6px 0}
table{width:100%;border-collapse:collapse;margin:16px 0 28px;font-size:15px}
th,td{border:1px solid #d5dde6;padding:10px 12px;text-align:left;vertical-align:top}
th{background:#eef4f9;color:#14365a;font-weight:600}
tr:nth-child(even) td{background:#fafcfd}
blockquote{margin:20px 0;padding:14px 20px;background:#f3f8f5;border-left:4px solid #2e7b5c;color:#334155}
a{color:#1d5fa0}
img{max-width:100%;height:auto}
hr{border:0;border-top:1px solid #d5dde6;margin:40px 0}
@media (max-width:640px){main{padding:24px 16px 40px}h1{font-size:24px}h2{font-size:20px}table{font-size:13px}th,td{padding:6px 8px}}
`;

/** What a page's document may load: its own inline styles and images; no script at all. */
export const STATIC_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

const escapeText = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** A whole small HTML document around a page's sanitised body, for the portal's frame. */
export const pageDocument = (page: StaticPage, lang: Lang, body: string): string =>
  `<!doctype html><html lang="${lang === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8">` +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${escapeText(textOf(TITLE_KEY[page], lang))}</title><style>${PAGE_STYLE}</style></head>` +
  `<body><main>${sanitizeRichText(body)}</main></body></html>`;

/**
 * The static pages (spec 02 §2 "Static pages": /about, /service, /pricing): each a body of
 * sanitised HTML per language, served as a small document for the portal's frame and edited in
 * the console. A fresh installation gets the programme's own texts.
 */
export const pagesService = ({
  db,
  auditFor,
  attachments,
  attachmentsFor,
}: {
  db: Kysely<Database>;
  auditFor: AuditLogFor;
  attachments: AttachmentsService;
  attachmentsFor: (db: Kysely<Database>) => AttachmentsService;
}) => {
  const store = contentStore(db);
  return {
    async seedMissing() {
      const now = nowIso();
      for (const page of STATIC_PAGES) {
        for (const lang of LANGS) await store.seedPage(page, lang, STATIC_PAGE_SEED[page][lang], now);
      }
    },

    /** The page in the reader's language (English falls back to Chinese when empty). */
    async document(page: StaticPage, lang: Lang): Promise<string> {
      const own = await store.page(page, lang);
      const body =
        own && own.content.trim() !== '' ? own.content : ((await store.page(page, 'zh'))?.content ?? '');
      return pageDocument(page, lang, body);
    },

    async list(): Promise<TStaticPageText[]> {
      const rows = await store.pages();
      return STATIC_PAGES.flatMap((page) =>
        LANGS.map((lang) => {
          const row = rows.find((r) => r.page === page && r.lang === lang);
          return {
            page,
            lang,
            content: sanitizeRichText(row?.content ?? ''),
            updatedAt: row?.updated_at ?? null,
          };
        }),
      );
    },

    async update(
      actor: OperatorActor,
      page: StaticPage,
      lang: 'zh' | 'en',
      html: string,
    ): Promise<TStaticPageText> {
      const content = sanitizeRichText(html);
      // The pictures it shows are public with it: the page is.
      const images = await textImages(attachments, content, 'body.content');
      const now = nowIso();
      await transact(db, async (trx) => {
        await contentStore(trx).putPage(page, lang, content, now);
        await attachmentsFor(trx).setPublished(images, true);
        await auditFor(trx).record(actor, {
          action: 'staticPage.update',
          targetType: 'staticPage',
          targetId: `${page}.${lang}`,
          detail: { page, lang, length: content.length },
        });
      });
      return { page, lang, content, updatedAt: now };
    },

    preview: (html: string) => ({ html: sanitizeRichText(html) }),
  };
};

export type PagesService = ReturnType<typeof pagesService>;
