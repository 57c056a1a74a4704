import { STATIC_PAGES, type StaticPage } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Segmented, Spin, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { RichTextEditor, RichTextPreview } from '../../lib/rich-text-editor.tsx';
import { pagesQueryOptions, useSavePage } from './api.ts';

const PORTAL_PATH: Record<StaticPage, string> = { about: '/about', serve: '/service', pricing: '/pricing' };

/** One page in one language: the editor, save, when it last changed. */
const PageEditor = ({
  page,
  lang,
  content,
  updatedAt,
  other,
}: {
  page: StaticPage;
  lang: 'zh' | 'en';
  content: string;
  updatedAt: string | null;
  other: string;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const save = useSavePage();
  const [draft, setDraft] = useState(content);
  useEffect(() => setDraft(content), [content]);
  const testId = `page-${page}-${lang}`;
  return (
    <Flex vertical gap="middle">
      <Tabs
        items={[
          {
            key: 'edit',
            label: t('console.news.fieldContent'),
            children: <RichTextEditor value={draft} onChange={setDraft} testId={testId} />,
          },
          {
            key: 'preview',
            label: t('console.news.tabPreview'),
            children: (
              <RichTextPreview
                zh={lang === 'zh' ? draft : other}
                en={lang === 'en' ? draft : other}
                testId={`${testId}-preview`}
              />
            ),
          },
        ]}
      />
      <Flex gap="middle" align="center">
        <Button
          type="primary"
          loading={save.isPending}
          disabled={draft.trim() === ''}
          onClick={() =>
            save.mutate(
              { page, lang, content: draft },
              { onSuccess: () => void message.success(t('console.news.saved')), onError: toast },
            )
          }
          data-testid={`${testId}-save`}
        >
          {t('console.news.save')}
        </Button>
        {updatedAt ? (
          <Typography.Text type="secondary">
            {t('console.pages.updatedAt', { time: formatTime(updatedAt) })}
          </Typography.Text>
        ) : null}
        <Typography.Link href={`${PORTAL_PATH[page]}`} target="_blank" rel="noopener noreferrer">
          {t('console.pages.open')}
        </Typography.Link>
      </Flex>
    </Flex>
  );
};

/** The static pages for editors: about, services, pricing, each in Chinese and English. */
export const PagesPage = () => {
  const { t } = useTranslation();
  const pages = useQuery(pagesQueryOptions());
  const [page, setPage] = useState<StaticPage>('about');
  const [lang, setLang] = useState<'zh' | 'en'>('zh');
  const text = (l: 'zh' | 'en') => pages.data?.find((p) => p.page === page && p.lang === l);
  const current = text(lang);
  return (
    <Card title={t('console.pages.title')} data-testid="pages-page">
      <Typography.Paragraph type="secondary">{t('console.pages.intro')}</Typography.Paragraph>
      <Flex gap="middle" wrap style={{ marginBottom: 16 }}>
        <Segmented<StaticPage>
          value={page}
          onChange={setPage}
          options={STATIC_PAGES.map((p) => ({ value: p, label: t(`console.pages.${p}`) }))}
          data-testid="pages-page-select"
        />
        <Segmented<'zh' | 'en'>
          value={lang}
          onChange={setLang}
          options={[
            { value: 'zh', label: t('console.news.tabZh') },
            { value: 'en', label: t('console.news.tabEn') },
          ]}
          data-testid="pages-lang-select"
        />
      </Flex>
      {pages.isPending ? (
        <Spin />
      ) : (
        <PageEditor
          key={`${page}-${lang}`}
          page={page}
          lang={lang}
          content={current?.content ?? ''}
          updatedAt={current?.updatedAt ?? null}
          other={text(lang === 'zh' ? 'en' : 'zh')?.content ?? ''}
        />
      )}
    </Card>
  );
};
