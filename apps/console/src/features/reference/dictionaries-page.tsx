import {
  DICT_TYPES,
  RESOURCE_FIELD_MAX,
  type TConsoleDictItem,
  type TDictItemForm,
  type TDictType,
  ZDictItemForm,
} from '@steel-epd/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentDialog } from '../../components/content-dialog.tsx';
import {
  ContentCard,
  EnabledField,
  EnabledTag,
  RowActions,
  SortField,
  TextField,
} from '../../components/content-parts.tsx';
import { PhoneTable } from '../../components/phone-table.tsx';
import { dictItemsOptions, dictTypesOptions, useSaveDictItem } from './api.ts';

const rules = ZDictItemForm.shape;

const valuesOf = (item: TConsoleDictItem | null): TDictItemForm => ({
  ...(item?.parentId ? { parentId: item.parentId } : {}),
  itemCode: item?.itemCode ?? '',
  valueZh: item?.valueZh ?? '',
  valueEn: item?.valueEn ?? '',
  itemDesc: item?.itemDesc ?? '',
  sort: item?.sort ?? 0,
  enabled: item?.enabled ?? true,
});

/** The dictionaries: choose one, add items, rename them in zh and en, disable or enable them. */
export const DictionariesPage = () => {
  const { t } = useTranslation();
  const types = useQuery(dictTypesOptions());
  const [type, setType] = useState<TDictType>('RESOURCE_TYPE');
  const items = useQuery(dictItemsOptions(type));
  const [editing, setEditing] = useState<TConsoleDictItem | 'new' | null>(null);
  const save = useSaveDictItem(type);
  const parents = (items.data ?? []).filter((i) => i.parentId === null);
  const count = (name: TDictType) => types.data?.find((x) => x.type === name)?.items ?? 0;

  return (
    <ContentCard
      name="dictionaries"
      title="console.dicts.title"
      intro="console.dicts.intro"
      onAdd={() => setEditing('new')}
    >
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Form.Item label={t('console.dicts.type')}>
          <Select<TDictType>
            value={type}
            onChange={setType}
            style={{ minWidth: 320 }}
            options={DICT_TYPES.map((name) => ({
              value: name,
              label: `${t(`console.dicts.name.${name}`)} · ${name} (${count(name)})`,
            }))}
            data-testid="dictionaries-type"
          />
        </Form.Item>
      </Form>
      <PhoneTable<TConsoleDictItem>
        label={t('console.dicts.title')}
        rowKey="id"
        data-testid="dictionaries-table"
        loading={items.isFetching}
        dataSource={items.data ?? []}
        pagination={false}
        size="small"
        columns={[
          { key: 'id', title: 'ID', dataIndex: 'id', width: 90 },
          { key: 'parent', title: t('console.dicts.parentColumn'), dataIndex: 'parentId', width: 110 },
          { key: 'code', title: t('console.dicts.code'), dataIndex: 'itemCode', width: 140 },
          { key: 'zh', title: t('console.dicts.valueZh'), dataIndex: 'valueZh' },
          { key: 'en', title: t('console.dicts.valueEn'), dataIndex: 'valueEn' },
          { key: 'sort', title: t('console.content.sortColumn'), dataIndex: 'sort', width: 110 },
          {
            key: 'enabled',
            title: t('console.content.status'),
            width: 90,
            render: (_, i) => <EnabledTag enabled={i.enabled} />,
          },
          {
            key: 'actions',
            title: t('console.content.actions'),
            width: 90,
            render: (_, i) => <RowActions testId={`dict-${i.id}`} onEdit={() => setEditing(i)} />,
          },
        ]}
      />
      <ContentDialog<TConsoleDictItem, TDictItemForm, TDictItemForm>
        name="dict"
        editing={editing}
        onClose={() => setEditing(null)}
        mutation={save}
        title={(i) => t(i ? 'console.dicts.editTitle' : 'console.dicts.createTitle')}
        valuesOf={valuesOf}
        formOf={(values) => values}
      >
        {() => (
          <>
            <Form.Item name="parentId" label={t('console.dicts.parent')}>
              <Select
                allowClear
                options={parents.map((p) => ({
                  value: p.id,
                  label: `${p.itemCode} ${p.valueZh} / ${p.valueEn}`,
                }))}
              />
            </Form.Item>
            <TextField
              name="itemCode"
              label="console.dicts.code"
              schema={rules.itemCode}
              max={64}
              required
              testId="dict-form-code"
            />
            <TextField
              name="valueZh"
              label="console.dicts.valueZh"
              schema={rules.valueZh}
              max={RESOURCE_FIELD_MAX.dictValue}
              required
              testId="dict-form-valueZh"
            />
            <TextField
              name="valueEn"
              label="console.dicts.valueEn"
              schema={rules.valueEn}
              max={RESOURCE_FIELD_MAX.dictValue}
              required
              testId="dict-form-valueEn"
            />
            <TextField
              name="itemDesc"
              label="console.dicts.desc"
              schema={rules.itemDesc}
              max={RESOURCE_FIELD_MAX.dictDesc}
            />
            <SortField />
            <EnabledField />
          </>
        )}
      </ContentDialog>
    </ContentCard>
  );
};
