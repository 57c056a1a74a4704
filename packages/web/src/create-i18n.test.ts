import type { TextKey } from '@steel-epd/contract';
import { PORTAL_ENTRY_TEXTS, portalPcrTexts, TEXTS } from '@steel-epd/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { isKnownText } from './known-texts.ts';
import { mapStorage } from './test-storage.ts';

const stubStorage = (local: Storage, session: Storage) => {
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createI18n', () => {
  it("starts with this tab's choice before the remembered one when per tab (the portal)", () => {
    stubStorage(mapStorage({ lang: 'zh' }), mapStorage({ lang: 'en' }));
    expect(
      createI18n({
        storageKey: 'lang',
        perTab: true,
        titleKey: 'common.siteName',
        texts: TEXTS,
      }).currentLang(),
    ).toBe('en');
  });

  it('reads and writes localStorage only when not per tab (the console)', async () => {
    const local = mapStorage({ 'console-lang': 'en' });
    const session = mapStorage({ 'console-lang': 'zh' });
    stubStorage(local, session);
    const app = createI18n({
      storageKey: 'console-lang',
      perTab: false,
      titleKey: 'console.appName',
      texts: TEXTS,
    });
    expect(app.currentLang()).toBe('en');
    await app.setLang('zh');
    expect(app.currentLang()).toBe('zh');
    expect(local.getItem('console-lang')).toBe('zh');
    await app.setLang('en');
    expect(local.getItem('console-lang')).toBe('en');
    expect(session.getItem('console-lang')).toBe('zh');
  });

  it('remembers a switch in both storages when per tab', async () => {
    const local = mapStorage();
    const session = mapStorage();
    stubStorage(local, session);
    await createI18n({ storageKey: 'lang', perTab: true, titleKey: 'common.siteName', texts: TEXTS }).setLang(
      'en',
    );
    expect(local.getItem('lang')).toBe('en');
    expect(session.getItem('lang')).toBe('en');
  });

  it('falls back to Chinese for a key with no text in the language', () => {
    const { i18n } = createI18n({
      storageKey: 'lang',
      perTab: true,
      titleKey: 'common.siteName',
      texts: TEXTS,
    });
    // A key only the server knows, in Chinese only: not a TextKey, hence the cast.
    i18n.addResourceBundle('zh', 'translation', { 'server.onlyZh': '仅中文' }, true, true);
    expect(i18n.getFixedT('en')('server.onlyZh' as TextKey)).toBe('仅中文');
  });

  it('translates run-time keys, with a fallback key or as themselves', () => {
    const { translateDynamic } = createI18n({
      storageKey: 'lang',
      perTab: false,
      titleKey: 'common.siteName',
      texts: TEXTS,
    });
    expect(translateDynamic('no.such.key')).toBe('no.such.key');
    expect(translateDynamic('no.such.key', 'http.generic')).not.toBe('no.such.key');
  });

  it("adds an area's texts in both languages when its page loads, keeping a text the server sent", () => {
    const { i18n, addTexts } = createI18n({
      storageKey: 'lang',
      perTab: false,
      titleKey: 'common.siteName',
      texts: PORTAL_ENTRY_TEXTS,
    });
    const t = (lang: 'zh' | 'en', key: TextKey) => i18n.getFixedT(lang)(key);
    expect(t('en', 'pcr.lca.stage1')).toBe('pcr.lca.stage1');
    expect(isKnownText('pcr.lca.stage1')).toBe(false);
    // The secretariat's edited text arrived from the server before the area's page loaded.
    i18n.addResourceBundle('en', 'translation', { 'pcr.lca.stage1Title': 'Edited title' }, true, true);

    addTexts(portalPcrTexts);
    expect(t('zh', 'pcr.lca.stage1')).toBe(portalPcrTexts['pcr.lca.stage1'][0]);
    expect(t('en', 'pcr.lca.stage1')).toBe(portalPcrTexts['pcr.lca.stage1'][1]);
    expect(t('en', 'pcr.lca.stage1Title')).toBe('Edited title');
    expect(isKnownText('pcr.lca.stage1')).toBe(true);
  });
  it('says a count of one in the singular in English, and one form in Chinese', () => {
    stubStorage(mapStorage({}), mapStorage({ lang: 'en' }));
    const { i18n } = createI18n({
      storageKey: 'lang',
      perTab: true,
      titleKey: 'common.siteName',
      texts: TEXTS,
    });
    expect(i18n.t('console.outbox.total', { count: 1 })).toBe('1 message');
    expect(i18n.t('console.outbox.total', { count: 2 })).toBe('2 messages');
    expect(i18n.t('news.attachmentCount', { count: 1, lng: 'en' })).toBe('1 attachment');
    expect(i18n.t('console.outbox.total', { count: 1, lng: 'zh' })).toBe('共 1 条');
    expect(i18n.t('console.outbox.total', { count: 3, lng: 'zh' })).toBe('共 3 条');
  });
});
