import { RESOURCE_FIELD_MAX, type TConsoleGpi, type TGpiForm, ZGpiForm } from '@steel-epd/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../components/columns.tsx';
import { ContentDialog } from '../../components/content-dialog.tsx';
import {
  ContentCard,
  EnabledField,
  EnabledTag,
  RowActions,
  TextField,
} from '../../components/content-parts.tsx';
import { FileField } from '../../components/file-field.tsx';
import { PhoneTable } from '../../components/phone-table.tsx';
import { gpiOptions, useDeleteGpi, useSaveGpi } from './api.ts';

type Values = Omit<TGpiForm, 'attachmentId'> & { attachmentId?: number };
const rules = ZGpiForm.shape;
const LANG_LABEL = { zh: '中文', en: 'English' } as const;

const valuesOf = (g: TConsoleGpi | null): Values => ({
  i18n: g?.i18n ?? 'zh',
  attachmentId: g?.attachmentId,
  attachmentName: g?.attachmentName ?? '',
  enable: g?.enable ?? true,
});

const Actions = ({ gpi, onEdit }: { gpi: TConsoleGpi; onEdit: () => void }) => {
  const remove = useDeleteGpi();
  return (
    <RowActions
      testId={`gpi-${gpi.id}`}
      onEdit={onEdit}
      remove={{ mutateAsync: () => remove.mutateAsync(gpi.id) }}
    />
  );
};

/** The GPI documents: one enabled per language (the server disables the others). */
export const GpiPage = () => {
  const { t } = useTranslation();
  const list = useQuery(gpiOptions());
  const [editing, setEditing] = useState<TConsoleGpi | 'new' | null>(null);
  const save = useSaveGpi();
  return (
    <ContentCard
      name="gpi"
      title="console.gpi.title"
      intro="console.gpi.intro"
      onAdd={() => setEditing('new')}
    >
      <PhoneTable<TConsoleGpi>
        label={t('console.gpi.title')}
        rowKey="id"
        data-testid="gpi-table"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          { key: 'lang', title: t('console.gpi.lang'), width: 100, render: (_, g) => LANG_LABEL[g.i18n] },
          {
            key: 'name',
            title: t('console.gpi.file'),
            render: (_, g) => `${g.attachmentName} (${g.fileName})`,
          },
          {
            key: 'enable',
            title: t('console.content.status'),
            width: 90,
            render: (_, g) => <EnabledTag enabled={g.enable} />,
          },
          timeColumn('updatedAt', t('console.content.updatedAt'), (g) => g.updatedAt),
          {
            key: 'actions',
            title: t('console.content.actions'),
            width: 160,
            render: (_, g) => <Actions gpi={g} onEdit={() => setEditing(g)} />,
          },
        ]}
      />
      <ContentDialog<TConsoleGpi, Values, TGpiForm>
        name="gpi"
        editing={editing}
        onClose={() => setEditing(null)}
        mutation={save}
        title={(g) => t(g ? 'console.gpi.editTitle' : 'console.gpi.createTitle')}
        valuesOf={valuesOf}
        formOf={({ attachmentId, ...values }) => ({ ...values, attachmentId: attachmentId ?? 0 })}
      >
        {() => (
          <>
            <Form.Item name="i18n" label={t('console.gpi.lang')}>
              <Select
                options={(['zh', 'en'] as const).map((value) => ({ value, label: LANG_LABEL[value] }))}
              />
            </Form.Item>
            <Form.Item
              name="attachmentId"
              label={t('console.gpi.file')}
              required
              rules={[{ required: true, message: t('console.gpi.fileRequired') }]}
            >
              <FileField
                type="GPI"
                testId="gpi-form-file"
                initialName={editing !== 'new' ? (editing?.fileName ?? null) : null}
              />
            </Form.Item>
            <TextField
              name="attachmentName"
              label="console.gpi.name"
              schema={rules.attachmentName}
              max={RESOURCE_FIELD_MAX.gpiName}
              testId="gpi-form-name"
            />
            <EnabledField name="enable" />
          </>
        )}
      </ContentDialog>
    </ContentCard>
  );
};
