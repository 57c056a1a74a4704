import type { TextKey } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { applyServerTexts, langOfMark, serverTextsByLang } from './server-texts.ts';

describe('server texts', () => {
  it('reads language marks as comma-separated locale codes', () => {
    expect(langOfMark('zh,zh-CN')).toBe('zh');
    expect(langOfMark(' en , en-US')).toBe('en');
    expect(langOfMark('en_GB')).toBe('en');
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
    applyServerTexts({
      languageData: [{ id: 2, mark: 'en' }],
      textData: { '2': [{ code: 'menu.news', text: 'Newsroom' }] },
    });
    expect(i18n.t('menu.news', { lng: 'en' })).toBe('Newsroom');
    expect(i18n.t('menu.pcr', { lng: 'en' })).toBe('PCR');
  });

  it('falls back to Chinese for a key with no text in the language', () => {
    // A key only the server knows, in Chinese only: not a TextKey, hence the cast.
    i18n.addResourceBundle('zh', 'translation', { 'server.onlyZh': '仅中文' }, true, true);
    expect(i18n.getFixedT('en')('server.onlyZh' as TextKey)).toBe('仅中文');
  });
});
