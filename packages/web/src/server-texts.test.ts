import { TEXTS } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { applyServerTexts, langOfMark, serverTextsByLang } from './server-texts.ts';

describe('server texts', () => {
  it('reads language marks as comma-separated locale codes', () => {
    expect(langOfMark('zh,zh-CN')).toBe('zh');
    expect(langOfMark(' en , en-US')).toBe('en');
    expect(langOfMark('en_GB')).toBe('en');
    expect(langOfMark('zh,zh-CN,zh-Hans')).toBe('zh');
    expect(langOfMark('fr,de')).toBeNull();
  });

  it('groups texts by language id and skips empty texts and unknown languages', () => {
    const texts = serverTextsByLang({
      languageData: [
        { id: 1, mark: 'zh,zh-CN' },
        { id: 2, mark: 'en' },
        { id: 3, mark: 'fr' },
      ],
      textData: {
        '1': [
          { code: 'menu.home', text: '主页' },
          { code: 'menu.news', text: ' ' },
        ],
        '2': [{ code: 'menu.home', text: 'Start' }],
        '3': [{ code: 'menu.home', text: 'Accueil' }],
      },
    });
    expect(texts).toEqual({ zh: { 'menu.home': '主页' }, en: { 'menu.home': 'Start' } });
  });

  it('overrides the bundled texts and keeps the others', () => {
    const { i18n } = createI18n({
      storageKey: 'lang',
      perTab: true,
      titleKey: 'common.siteName',
      texts: TEXTS,
    });
    applyServerTexts(i18n, {
      languageData: [{ id: 2, mark: 'en' }],
      textData: { '2': [{ code: 'menu.news', text: 'Newsroom' }] },
    });
    expect(i18n.t('menu.news', { lng: 'en' })).toBe('Newsroom');
    expect(i18n.t('menu.pcr', { lng: 'en' })).toBe('PCR');
  });

  it('tells the screens only of changed texts in the language on screen (each time they all re-render)', async () => {
    const { i18n, setLang } = createI18n({
      storageKey: 'lang',
      perTab: true,
      titleKey: 'common.siteName',
      texts: TEXTS,
    });
    await setLang('zh');
    const added: string[] = [];
    i18n.store.on('added', (lng: string) => added.push(lng));
    const answer = (zhHome: string, enHome: string) => ({
      languageData: [
        { id: 1, mark: 'zh,zh-CN' },
        { id: 2, mark: 'en' },
      ],
      textData: {
        '1': [{ code: 'menu.home', text: zhHome }],
        '2': [{ code: 'menu.home', text: enHome }],
      },
    });
    // The bundled texts again: nothing to tell.
    applyServerTexts(i18n, answer(...TEXTS['menu.home']));
    expect(added).toEqual([]);
    // Both edited: the Chinese screen hears of it once; the English text is there for the switch.
    applyServerTexts(i18n, answer('主页', 'Start'));
    expect(added).toEqual(['zh']);
    expect(i18n.t('menu.home')).toBe('主页');
    await setLang('en');
    expect(i18n.t('menu.home')).toBe('Start');
  });
});
