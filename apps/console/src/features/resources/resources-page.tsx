import {
  RESOURCE_FIELD_MAX,
  type TConsoleResource,
  type TResourceForm,
  ZResourceForm,
} from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Flex, Form, Switch, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentDialog } from '../../components/content-dialog.tsx';
import { ContentCard, RowActions, ShownTag, SortField, TextField } from '../../components/content-parts.tsx';
import { FileField } from '../../components/file-field.tsx';
import { PhoneTable } from '../../components/phone-table.tsx';
import { dictListOptions } from '../../lib/dictionary.ts';
import { resourcesOptions, useDeleteResource, useSaveResource } from './api.ts';

type Values = Omit<TResourceForm, 'typeId'>;
const rules = ZResourceForm.shape;

const valuesOf = (r: TConsoleResource | null): Values => ({
  nameZh: r?.nameZh ?? '',
  nameEn: r?.nameEn ?? '',
  introduceZh: r?.introduceZh ?? '',
  introduceEn: r?.introduceEn ?? '',
  imageId: r?.image?.id,
  cnFileId: r?.cnFile?.id,
  enFileId: r?.enFile?.id,
  sort: r?.sort ?? 0,
  enabled: r?.enabled ?? true,
});

const Actions = ({ resource, onEdit }: { resource: TConsoleResource; onEdit: () => void }) => {
  const remove = useDeleteResource();
  return (
    <RowActions
      testId={`resource-${resource.id}`}
      onEdit={onEdit}
      remove={{ mutateAsync: () => remove.mutateAsync(resource.id) }}
    />
  );
};

/** Resources by type (the RESOURCE_TYPE tabs): add, edit, hide, remove, with cover and files. */
export const ResourcesPage = () => {
  const { t } = useTranslation();
  const types = useQuery(dictListOptions('RESOURCE_TYPE', useLang())).data ?? [];
  const [chosen, setChosen] = useState<number | undefined>();
  const typeId = chosen ?? types[0]?.id;
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({ ...resourcesOptions(typeId ?? 0, pageNum), enabled: typeId !== undefined });
  const [editing, setEditing] = useState<TConsoleResource | 'new' | null>(null);
  const save = useSaveResource();

  return (
    <ContentCard
      name="resources"
      title="console.resources.title"
      intro="console.resources.intro"
      onAdd={() => setEditing('new')}
    >
      <Tabs
        activeKey={typeId === undefined ? undefined : String(typeId)}
        onChange={(k) => {
          setChosen(Number(k));
          setPageNum(1);
        }}
        items={types.map((type) => ({ key: String(type.id), label: type.itemValue }))}
      />
      <PhoneTable<TConsoleResource>
        label={t('console.resources.title')}
        rowKey="id"
        data-testid="resources-table"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: pageNum,
          pageSize: 10,
          total: list.data?.totals ?? 0,
          onChange: setPageNum,
          showSizeChanger: false,
        }}
        columns={[
          {
            key: 'name',
            title: t('console.resources.name'),
            render: (_, r) => (
              <>
                <div>{r.nameZh}</div>
                {r.nameEn ? <div style={{ color: '#8c8c8c' }}>{r.nameEn}</div> : null}
              </>
            ),
          },
          {
            key: 'files',
            title: t('console.resources.files'),
            width: 140,
            render: (_, r) => (
              <Flex gap={4}>
                <Tag color={r.cnFile ? 'blue' : undefined}>中文</Tag>
                <Tag color={r.enFile ? 'blue' : undefined}>EN</Tag>
              </Flex>
            ),
          },
          { key: 'sort', title: t('console.content.sortColumn'), dataIndex: 'sort', width: 120 },
          {
            key: 'status',
            title: t('console.content.status'),
            width: 90,
            render: (_, r) => <ShownTag shown={r.enabled} />,
          },
          {
            key: 'actions',
            title: t('console.content.actions'),
            width: 160,
            render: (_, r) => <Actions resource={r} onEdit={() => setEditing(r)} />,
          },
        ]}
      />
      <ContentDialog<TConsoleResource, Values, TResourceForm>
        name="resource"
        editing={editing}
        onClose={() => setEditing(null)}
        mutation={save}
        title={(r) => t(r ? 'console.resources.editTitle' : 'console.resources.createTitle')}
        valuesOf={valuesOf}
        formOf={(values) => ({
          ...values,
          typeId: editing !== 'new' && editing ? editing.typeId : (typeId ?? 0),
        })}
      >
        {() => (
          <>
            <TextField
              name="nameZh"
              label="console.resources.nameZh"
              schema={rules.nameZh}
              max={RESOURCE_FIELD_MAX.name}
              required
              testId="resource-form-nameZh"
            />
            <TextField
              name="nameEn"
              label="console.resources.nameEn"
              schema={rules.nameEn}
              max={RESOURCE_FIELD_MAX.name}
              testId="resource-form-nameEn"
            />
            <TextField
              name="introduceZh"
              label="console.resources.introduceZh"
              schema={rules.introduceZh}
              max={RESOURCE_FIELD_MAX.introduce}
              rows={3}
              testId="resource-form-introduceZh"
            />
            <TextField
              name="introduceEn"
              label="console.resources.introduceEn"
              schema={rules.introduceEn}
              max={RESOURCE_FIELD_MAX.introduce}
              rows={3}
            />
            <Form.Item name="imageId" label={t('console.resources.image')}>
              <FileField
                type="RES_IMG"
                testId="resource-form-image"
                initialName={editing !== 'new' ? (editing?.image?.name ?? null) : null}
              />
            </Form.Item>
            <Form.Item name="cnFileId" label={t('console.resources.cnFile')}>
              <FileField
                type="RESOURCE"
                testId="resource-form-cn"
                initialName={editing !== 'new' ? (editing?.cnFile?.name ?? null) : null}
              />
            </Form.Item>
            <Form.Item name="enFileId" label={t('console.resources.enFile')}>
              <FileField
                type="RESOURCE"
                testId="resource-form-en"
                initialName={editing !== 'new' ? (editing?.enFile?.name ?? null) : null}
              />
            </Form.Item>
            <SortField />
            <Form.Item name="enabled" label={t('console.resources.enabled')} valuePropName="checked">
              <Switch data-testid="resource-form-enabled" />
            </Form.Item>
          </>
        )}
      </ContentDialog>
    </ContentCard>
  );
};
