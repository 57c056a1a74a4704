import {
  RESOURCE_FIELD_MAX,
  type TConsoleFriendlyLink,
  type TConsoleFriendlyType,
  type TFriendlyLinkForm,
  type TFriendlyTypeForm,
  ZFriendlyLinkForm,
  ZFriendlyTypeForm,
} from '@steel-epd/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentDialog } from '../../components/content-dialog.tsx';
import { ContentCard, RowActions, SortField, TextField } from '../../components/content-parts.tsx';
import { FileField } from '../../components/file-field.tsx';
import { PhoneTable } from '../../components/phone-table.tsx';
import {
  linksOptions,
  linkTypesOptions,
  useDeleteLink,
  useDeleteLinkType,
  useSaveLink,
  useSaveLinkType,
} from './api.ts';

type LinkValues = Omit<TFriendlyLinkForm, 'typeId'>;
const typeRules = ZFriendlyTypeForm.shape;
const linkRules = ZFriendlyLinkForm.shape;

const TypeActions = ({ type, onEdit }: { type: TConsoleFriendlyType; onEdit: () => void }) => {
  const remove = useDeleteLinkType();
  return (
    <RowActions
      testId={`link-type-${type.code}`}
      onEdit={onEdit}
      remove={{ mutateAsync: () => remove.mutateAsync(type.id) }}
    />
  );
};
const LinkActions = ({ link, onEdit }: { link: TConsoleFriendlyLink; onEdit: () => void }) => {
  const remove = useDeleteLink();
  return (
    <RowActions
      testId={`link-${link.id}`}
      onEdit={onEdit}
      remove={{ mutateAsync: () => remove.mutateAsync(link.id) }}
    />
  );
};

/** Friendly links: the types (tabs of /Links) and, for the chosen type, its links with logos. */
export const LinksPage = () => {
  const { t } = useTranslation();
  const types = useQuery(linkTypesOptions());
  const [chosen, setChosen] = useState<number | null>(null);
  const typeId = chosen ?? types.data?.[0]?.id ?? null;
  const links = useQuery({ ...linksOptions(typeId ?? 0), enabled: typeId !== null });
  const [editingType, setEditingType] = useState<TConsoleFriendlyType | 'new' | null>(null);
  const [editingLink, setEditingLink] = useState<TConsoleFriendlyLink | 'new' | null>(null);
  const saveType = useSaveLinkType();
  const saveLink = useSaveLink();

  return (
    <ContentCard
      name="links"
      title="console.links.title"
      intro="console.links.intro"
      onAdd={() => setEditingType('new')}
    >
      <Typography.Title level={5}>{t('console.links.types')}</Typography.Title>
      <PhoneTable<TConsoleFriendlyType>
        label={t('console.links.types')}
        rowKey="id"
        data-testid="link-types-table"
        loading={types.isFetching}
        dataSource={types.data ?? []}
        pagination={false}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: typeId === null ? [] : [typeId],
          onChange: (keys) => setChosen(Number(keys[0])),
        }}
        columns={[
          { key: 'code', title: t('console.links.code'), dataIndex: 'code', width: 140 },
          { key: 'name', title: t('console.links.name'), dataIndex: 'name' },
          { key: 'enName', title: t('console.links.enName'), dataIndex: 'enName' },
          { key: 'links', title: t('console.links.linkCount'), dataIndex: 'links', width: 90 },
          { key: 'sort', title: t('console.content.sortColumn'), dataIndex: 'sort', width: 120 },
          {
            key: 'actions',
            title: t('console.content.actions'),
            width: 160,
            render: (_, type) => <TypeActions type={type} onEdit={() => setEditingType(type)} />,
          },
        ]}
      />
      <Card
        size="small"
        style={{ marginTop: 24 }}
        title={t('console.links.links')}
        extra={
          <Button
            disabled={typeId === null}
            onClick={() => setEditingLink('new')}
            data-testid="links-add-link"
          >
            {t('console.content.add')}
          </Button>
        }
      >
        {typeId === null ? (
          <Typography.Text type="secondary">{t('console.links.chooseType')}</Typography.Text>
        ) : (
          <PhoneTable<TConsoleFriendlyLink>
            label={t('console.links.links')}
            rowKey="id"
            data-testid="links-table"
            loading={links.isFetching}
            dataSource={links.data ?? []}
            pagination={false}
            columns={[
              { key: 'company', title: t('console.links.company'), dataIndex: 'companyName' },
              {
                key: 'link',
                title: t('console.links.link'),
                render: (_, l) => (
                  <a href={l.link} target="_blank" rel="noopener noreferrer">
                    {l.link}
                  </a>
                ),
              },
              { key: 'logo', title: t('console.links.logoColumn'), render: (_, l) => l.logo?.name ?? '—' },
              {
                key: 'actions',
                title: t('console.content.actions'),
                width: 160,
                render: (_, l) => <LinkActions link={l} onEdit={() => setEditingLink(l)} />,
              },
            ]}
          />
        )}
      </Card>
      <ContentDialog<TConsoleFriendlyType, TFriendlyTypeForm, TFriendlyTypeForm>
        name="link-type"
        editing={editingType}
        onClose={() => setEditingType(null)}
        mutation={saveType}
        title={() => t('console.links.typeTitle')}
        valuesOf={(type) => ({
          code: type?.code ?? '',
          name: type?.name ?? '',
          enName: type?.enName ?? '',
          sort: type?.sort ?? 0,
        })}
        formOf={(values) => values}
      >
        {() => (
          <>
            <TextField
              name="code"
              label="console.links.code"
              schema={typeRules.code}
              max={32}
              required
              testId="link-type-form-code"
            />
            <TextField
              name="name"
              label="console.links.name"
              schema={typeRules.name}
              max={RESOURCE_FIELD_MAX.typeName}
              required
              testId="link-type-form-name"
            />
            <TextField
              name="enName"
              label="console.links.enName"
              schema={typeRules.enName}
              max={RESOURCE_FIELD_MAX.typeName}
              required
              testId="link-type-form-enName"
            />
            <SortField />
          </>
        )}
      </ContentDialog>
      <ContentDialog<TConsoleFriendlyLink, LinkValues, TFriendlyLinkForm>
        name="link"
        editing={editingLink}
        onClose={() => setEditingLink(null)}
        mutation={saveLink}
        title={() => t('console.links.linkTitle')}
        valuesOf={(l) => ({
          link: l?.link ?? 'https://',
          companyName: l?.companyName ?? '',
          companyNameEn: l?.companyNameEn ?? '',
          attachmentId: l?.logo?.id,
          sort: l?.sort ?? 0,
        })}
        formOf={(values) => ({ ...values, typeId: typeId ?? 0 })}
      >
        {() => (
          <>
            <TextField
              name="link"
              label="console.links.link"
              schema={linkRules.link}
              max={RESOURCE_FIELD_MAX.link}
              required
              testId="link-form-link"
            />
            <TextField
              name="companyName"
              label="console.links.company"
              schema={linkRules.companyName}
              max={RESOURCE_FIELD_MAX.companyName}
              required
              testId="link-form-company"
            />
            <TextField
              name="companyNameEn"
              label="console.links.companyEn"
              schema={linkRules.companyNameEn}
              max={RESOURCE_FIELD_MAX.companyName}
              testId="link-form-companyEn"
            />
            <Form.Item name="attachmentId" label={t('console.links.logo')}>
              <FileField
                type="RES_IMG"
                testId="link-form-logo"
                initialName={editingLink !== 'new' ? (editingLink?.logo?.name ?? null) : null}
              />
            </Form.Item>
            <SortField />
          </>
        )}
      </ContentDialog>
    </ContentCard>
  );
};
