import type { TConsoleTemplate } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Tag, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../components/columns.tsx';
import { ContentCard } from '../../components/content-parts.tsx';
import { PhoneTable } from '../../components/phone-table.tsx';
import { saveConsoleFile, uploadConsoleFile } from '../../lib/console-files.ts';
import { templatesOptions, useReplaceTemplate, useRestoreTemplate } from './api.ts';

const TemplateActions = ({ template }: { template: TConsoleTemplate }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const replace = useReplaceTemplate();
  const restore = useRestoreTemplate();
  const key = { code: template.code, i18n: template.i18n };
  const id = `template-${template.code}-${template.i18n}`;
  return (
    <Flex gap="small" wrap>
      <Button
        size="small"
        onClick={() => void saveConsoleFile(template.attachmentId, template.fileName).catch(toast)}
      >
        {t('console.templates.download')}
      </Button>
      <Upload
        accept=".pdf,.doc,.docx,.xls,.xlsx,.zip"
        showUploadList={false}
        beforeUpload={(file) => {
          uploadConsoleFile('TEMPLATE', file)
            .then((attachmentId) => replace.mutateAsync({ ...key, attachmentId }))
            .then(() => void message.success(t('console.content.saved')), toast);
          return false;
        }}
      >
        <Button size="small" loading={replace.isPending} data-testid={`${id}-replace`}>
          {t('console.templates.replace')}
        </Button>
      </Upload>
      {template.replaced ? (
        <Button
          size="small"
          loading={restore.isPending}
          onClick={() =>
            restore.mutateAsync(key).then(() => void message.success(t('console.content.saved')), toast)
          }
          data-testid={`${id}-restore`}
        >
          {t('console.templates.restore')}
        </Button>
      ) : null}
    </Flex>
  );
};

/** The application form's templates: replace the generated file by an upload, or restore it. */
export const TemplatesPage = () => {
  const { t } = useTranslation();
  const list = useQuery(templatesOptions());
  return (
    <ContentCard name="templates" title="console.templates.title" intro="console.templates.intro">
      <PhoneTable<TConsoleTemplate>
        label={t('console.templates.title')}
        rowKey={(r) => `${r.code}:${r.i18n}`}
        data-testid="templates-table"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          {
            key: 'code',
            title: t('console.templates.code'),
            render: (_, r) => t(`console.templates.${r.code}`),
          },
          {
            key: 'lang',
            title: t('console.templates.lang'),
            width: 90,
            render: (_, r) => (r.i18n === 'zh' ? '中文' : 'English'),
          },
          {
            key: 'file',
            title: t('console.templates.file'),
            render: (_, r) => (
              <Flex gap="small" align="center">
                <span>{r.fileName}</span>
                <Tag color={r.replaced ? 'orange' : undefined}>
                  {t(r.replaced ? 'console.templates.replacedTag' : 'console.templates.generated')}
                </Tag>
              </Flex>
            ),
          },
          timeColumn('updatedAt', t('console.content.updatedAt'), (r) => r.updatedAt),
          {
            key: 'actions',
            title: t('console.content.actions'),
            render: (_, r) => <TemplateActions template={r} />,
          },
        ]}
      />
    </ContentCard>
  );
};
