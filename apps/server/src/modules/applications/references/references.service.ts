import {
  type Lang,
  TEMPLATE_CODES,
  type TemplateCode,
  TOOL_TOKEN_VERIFY_LIMIT,
  type TProductCategory,
  type TTechnology,
  type TTemplateItem,
  USER_STATUS,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Actor, UserActor } from '../../../platform/access/actor.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import { type Limiter, limitKey } from '../../../platform/limits/limiter.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import type { PlatformSettings } from '../../reference/index.ts';
import { type CategoryRow, referencesStore } from './references.store.ts';
import type { ToolTokens } from './tool-token.ts';

const toCategory = (row: CategoryRow): TProductCategory => ({
  id: row.id,
  categoryName: row.name_zh,
  categoryNameEn: row.name_en,
  isLeaf: row.children === 0,
});

/** A category and its ancestors, the top level first; [] for an unknown id. */
export const categoryChain = async (db: Kysely<Database>, categoryId: number): Promise<number[]> => {
  const parents = new Map(
    (await referencesStore(db).categoryParents()).map((r) => [r.id, r.parent_id] as const),
  );
  const chain: number[] = [];
  let id: number | null | undefined = parents.has(categoryId) ? categoryId : undefined;
  // The tree is shallow; the bound only guards against a cycle an operator might make.
  while (id !== null && id !== undefined && !chain.includes(id) && chain.length < 16) {
    chain.unshift(id);
    id = parents.get(id);
  }
  return chain;
};

const TOOL_TOKEN_FAILED = () =>
  appError('VALIDATION_FAILED', { fields: [{ path: 'body.token', message: 'tools.tokenInvalid' }] });

interface Deps {
  db: Kysely<Database>;
  limiter: Limiter;
  attachments: AttachmentsService;
  tokens: ToolTokens;
  /** The external tools' addresses and the LCA tool's switch (the console's settings). */
  settings: Pick<PlatformSettings, 'epdToolUrl' | 'lcaToolUrl' | 'lcaToolSwitch'>;
}

/**
 * The application form's reference data (spec 02 §3, §7 "Search and application"): the
 * category cascader, technologies, templates, and the external tools' links and tokens.
 */
export const referencesService = ({ db, limiter, attachments, tokens, settings }: Deps) => {
  const store = referencesStore(db);

  return {
    topCategories: async () => (await store.categoriesUnder(null)).map(toCategory),

    subcategories: async (id: number) => (await store.categoriesUnder(id)).map(toCategory),

    /** A category's technologies: the ones of its ancestors (the steelmaking routes) first, then its own. */
    async technologies(categoryId: number): Promise<TTechnology[]> {
      const chain = await categoryChain(db, categoryId);
      const rows = await store.technologiesOf(chain);
      const depth = (categoryOf: number) => chain.indexOf(categoryOf);
      return rows
        .map((r, i) => ({ r, i }))
        .sort((a, b) => depth(a.r.category_id) - depth(b.r.category_id) || a.i - b.i)
        .map(({ r }) => ({ id: r.id, name: r.name_zh, nameEn: r.name_en }));
    },

    /** One item per template code, in the asked language, else the other language's file. */
    async templates(input: { pageNum: number; pageSize: number; i18n: Lang }) {
      const rows = await store.templates();
      const items: TTemplateItem[] = [];
      for (const code of TEMPLATE_CODES) {
        const ofCode = rows.filter((r) => r.code === code);
        const row = ofCode.find((r) => r.lang === input.i18n) ?? ofCode[0];
        if (row) {
          items.push({
            code: code as TemplateCode,
            attachmentId: row.attachment_id,
            fileName: row.file_name,
            i18n: row.lang === 'en' ? 'en' : 'zh',
          });
        }
      }
      const start = (input.pageNum - 1) * input.pageSize;
      return {
        list: items.slice(start, start + input.pageSize),
        totals: items.length,
        pageSize: input.pageSize,
        pageNum: input.pageNum,
      };
    },

    /** A template file to any logged-in user; any other attachment id is NOT_FOUND. */
    async openTemplate(attachmentId: number) {
      if (!(await store.isTemplate(attachmentId))) throw appError('NOT_FOUND');
      return attachments.openChecked(attachmentId);
    },

    /** The tool addresses; the LCA tool only when its dictionary switch is on and an address is set. */
    async toolLinks() {
      const [epdToolUrl, lcaToolUrl, lcaSwitch] = await Promise.all([
        settings.epdToolUrl(),
        settings.lcaToolUrl(),
        settings.lcaToolSwitch(),
      ]);
      const lcaToolEnabled = lcaSwitch && lcaToolUrl !== null;
      return { epdToolUrl, lcaToolEnabled, lcaToolUrl: lcaToolEnabled ? lcaToolUrl : null };
    },

    toolToken(actor: UserActor) {
      const { token, expiresAt } = tokens.sign(
        { userId: actor.user.id, companyId: actor.user.companyId },
        Date.now(),
      );
      return { token, expiresAt: new Date(expiresAt * 1000).toISOString() };
    },

    /**
     * For the external tools: who a token names while it is valid and its user still is (not
     * closed, still of the company it was signed for). Counted per client address first.
     */
    async verifyToolToken(token: string, actor: Actor) {
      const hit = await limiter.hit(
        limitKey('tools.verify', actor.ip ?? 'unknown'),
        TOOL_TOKEN_VERIFY_LIMIT.limit,
        TOOL_TOKEN_VERIFY_LIMIT.windowMs,
      );
      if (!hit.allowed) throw appError('RATE_LIMITED', { retryAfterS: hit.retryAfterMs / 1000 });
      const claims = tokens.verify(token, Date.now());
      if (!claims) throw TOOL_TOKEN_FAILED();
      const user = await store.toolUser(claims.userId);
      if (!user || user.user_status === USER_STATUS.closed || user.company_id !== claims.companyId)
        throw TOOL_TOKEN_FAILED();
      return {
        userAccount: user.account,
        userName: user.user_name,
        companyName: user.name,
        companyCode: user.code,
        expiresAt: new Date(claims.expiresAt * 1000).toISOString(),
      };
    },
  };
};

export type ReferencesService = ReturnType<typeof referencesService>;
