import { Form, type FormInstance, Input, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor, RichTextPreview } from '../../lib/rich-text-editor.tsx';

/**
 * The Chinese and English halves of a news item or an announcement, and the preview of both as
 * the portal will show them. Field names: `title<Zh|En>`, `<summary><Zh|En>`, `content<Zh|En>`;
 * every tab stays mounted, so the form validates and sends all of them.
 */
export const BilingualTabs = ({
  form,
  summary,
  summaryLabel,
  rules,
  testId,
}: {
  form: FormInstance;
  summary: 'abstract' | 'summary';
  summaryLabel: string;
  /** Each field's rules by its name (titleZh, abstractEn ...); a field without any has none. */
  rules: Partial<Record<string, object[]>>;
  testId: string;
}) => {
  const { t } = useTranslation();
  const zh = Form.useWatch('contentZh', form) ?? '';
  const en = Form.useWatch('contentEn', form) ?? '';
  const half = (lang: 'Zh' | 'En'): ReactNode => (
    <>
      <Form.Item
        name={`title${lang}`}
        label={t('console.news.fieldTitle')}
        required={lang === 'Zh'}
        rules={rules[`title${lang}`] ?? []}
      >
        <Input count={{ max: 200 }} data-testid={`${testId}-title${lang}`} />
      </Form.Item>
      <Form.Item name={`${summary}${lang}`} label={summaryLabel} rules={rules[`${summary}${lang}`] ?? []}>
        <Input.TextArea
          rows={2}
          count={{ max: 1000, show: true }}
          data-testid={`${testId}-${summary}${lang}`}
        />
      </Form.Item>
      <Form.Item
        name={`content${lang}`}
        label={t('console.news.fieldContent')}
        required={lang === 'Zh'}
        rules={rules[`content${lang}`] ?? []}
      >
        <RichTextEditor testId={`${testId}-content${lang}`} />
      </Form.Item>
    </>
  );
  return (
    <Tabs
      items={[
        { key: 'zh', label: t('console.news.tabZh'), forceRender: true, children: half('Zh') },
        { key: 'en', label: t('console.news.tabEn'), forceRender: true, children: half('En') },
        {
          key: 'preview',
          label: <span data-testid={`${testId}-preview-tab`}>{t('console.news.tabPreview')}</span>,
          children: <RichTextPreview zh={zh} en={en} testId={`${testId}-preview`} />,
        },
      ]}
    />
  );
};
