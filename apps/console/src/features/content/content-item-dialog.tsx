import type { TextKey } from '@steel-epd/contract';
import { zodRule } from '@steel-epd/web';
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ContentDialog } from '../../components/content-dialog.tsx';
import { BilingualTabs } from './bilingual-tabs.tsx';

type DialogProps<T extends { id: number }, V extends { publishTime: Dayjs | null }, F> = ComponentProps<
  typeof ContentDialog<T, V, F>
>;

/**
 * The dialog of a news item or an announcement: the zh and en halves with the preview (checked
 * by the contract's `shape`), the kind's own fields (`children`), and the publish time last,
 * sent as an ISO string. Test ids: `<name>-form`, `<name>-form-<field>`.
 */
export const ContentItemDialog = <T extends { id: number }, V extends { publishTime: Dayjs | null }, F>({
  name,
  editing,
  onClose,
  mutation,
  titles,
  valuesOf,
  formOf,
  summary,
  summaryLabel,
  shape,
  children,
}: Pick<DialogProps<T, V, F>, 'name' | 'editing' | 'onClose' | 'mutation' | 'valuesOf'> & {
  titles: { edit: TextKey; create: TextKey };
  /** The body from the values but the publish time, which this dialog adds. */
  formOf: (values: Omit<V, 'publishTime'>) => Omit<F, 'publishTime'>;
  summary: 'abstract' | 'summary';
  summaryLabel: TextKey;
  shape: Record<string, z.ZodType>;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const rules = Object.fromEntries(
    ['titleZh', 'titleEn', `${summary}Zh`, `${summary}En`, 'contentZh'].flatMap((field) => {
      const schema = shape[field];
      return schema ? [[field, [zodRule(schema, t)]]] : [];
    }),
  );
  return (
    <ContentDialog<T, V, F>
      name={name}
      editing={editing}
      onClose={onClose}
      mutation={mutation}
      title={(item) => t(item ? titles.edit : titles.create)}
      valuesOf={valuesOf}
      formOf={({ publishTime, ...values }) =>
        ({ ...formOf(values), publishTime: publishTime ? publishTime.toISOString() : null }) as F
      }
      width={960}
      texts={{ save: 'console.news.save', saved: 'console.news.saved' }}
    >
      {(form) => (
        <>
          <BilingualTabs
            form={form}
            summary={summary}
            summaryLabel={t(summaryLabel)}
            rules={rules}
            testId={`${name}-form`}
          />
          {children}
          <Form.Item
            name="publishTime"
            label={t('console.news.fieldPublishTime')}
            extra={t('console.news.publishTimeHint')}
          >
            <DatePicker showTime data-testid={`${name}-form-publishTime`} />
          </Form.Item>
        </>
      )}
    </ContentDialog>
  );
};
