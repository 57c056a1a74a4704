import { referenceRoutes } from '@steel-epd/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from './http.ts';
import { i18n } from './i18n.ts';

/** Which of our languages a language mark ('zh,zh-CN,zh-Hans') stands for. */
const langOfMark = (mark: string) => {
  const codes = mark.split(',').map((code) => code.trim().toLowerCase());
  if (codes.some((code) => code === 'en' || code.startsWith('en-'))) return 'en';
  if (codes.some((code) => code === 'zh' || code.startsWith('zh-'))) return 'zh';
  return null;
};

/**
 * Lays the server's texts over the bundled catalogue (an operator may have edited them);
 * until they arrive, or if the call fails, the bundled texts show. Empty texts are ignored.
 */
export const useServerTexts = (): void => {
  const { data } = useQuery({
    queryKey: ['texts'],
    queryFn: ({ signal }) => call(referenceRoutes.textAll, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (!data) return;
    for (const language of data.languageData) {
      const lang = langOfMark(language.mark);
      const entries = data.textData[String(language.id)];
      if (!lang || !entries) continue;
      const texts = Object.fromEntries(
        entries.filter((e) => e.text.trim() !== '').map((e) => [e.code, e.text]),
      );
      i18n.addResourceBundle(lang, 'translation', texts, true, true);
    }
  }, [data]);
};
