import { SITE_TEXT_MAX, TEXTS, type TSiteText, ZSiteTextSave } from '@steel-epd/contract';
import { ContractField, useApiErrorToast } from '@steel-epd/web';
import { App, Button, Form, Input, Modal, Popconfirm, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterSearch, FilterSelect } from '../../components/filter-bar.tsx';
import { QueuePage, type QueueTable } from '../../components/queue-page.tsx';
import { testId } from '../../lib/test-id.ts';
import { useEditForm } from '../../lib/use-form-submit.ts';
import { useQueue } from '../../lib/use-queue.ts';
import {
  type RestoreText,
  type SaveText,
  siteTextsQueryOptions,
  useRestoreText,
  useSaveText,
} from './api.ts';

type Lang = 'zh' | 'en';

/** A key opens on the language it lacks (Chinese when it has both). */
const startLang = (item: TSiteText | null): Lang =>
  item?.zh === null ? 'zh' : item?.en === null ? 'en' : 'zh';

/** The dialog's values for a key (each opening starts from the key's own wording, not the last one's). */
const textValues = (item: TSiteText | null): { lang: Lang; text: string } => {
  const lang = startLang(item);
  return { lang, text: (lang === 'zh' ? item?.zh : item?.en) ?? '' };
};

/** The bundle's wording of a key in a language (the contract catalogue), if it has one. */
const defaultOf = (code: string, lang: Lang): string | undefined =>
  (TEXTS as Record<string, readonly [string, string] | undefined>)[code]?.[lang === 'zh' ? 0 : 1];

/** Puts the chosen language's wording back to the bundle's, once confirmed (the server checks it too). */
const RestoreButton = ({
  item,
  lang,
  mutation,
  onDone,
}: {
  item: TSiteText;
  lang: Lang;
  mutation: RestoreText;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const fallback = defaultOf(item.code, lang);
  if (fallback === undefined) return null;
  const current = lang === 'zh' ? item.zh : item.en;
  return (
    <Popconfirm
      title={t('console.site.restoreConfirm', {
        lang: t(lang === 'zh' ? 'console.site.zh' : 'console.site.en'),
        text: fallback,
      })}
      okButtonProps={testId('site-text-restore-ok')}
      onConfirm={() =>
        mutation.mutate(
          { code: item.code, lang },
          {
            onSuccess: () => {
              void message.success(t('console.site.restoredToast'));
              onDone();
            },
            onError: toast,
          },
        )
      }
    >
      <Button
        size="small"
        disabled={current === fallback}
        loading={mutation.isPending}
        data-testid="site-text-restore"
      >
        {t(lang === 'zh' ? 'console.site.restoreZh' : 'console.site.restoreEn')}
      </Button>
    </Popconfirm>
  );
};

const EditDialog = ({
  item,
  onClose,
  mutation,
  restore,
}: {
  item: TSiteText | null;
  onClose: () => void;
  mutation: SaveText;
  restore: RestoreText;
}) => {
  const { t } = useTranslation();
  const { form, send } = useEditForm(item, textValues, onClose);
  const lang = Form.useWatch('lang', form) ?? startLang(item);
  const submit = async () => {
    if (!item) return;
    const values = await form.validateFields();
    send(mutation, { code: item.code, ...values }, t('console.site.savedToast'));
  };
  return (
    <Modal
      open={item !== null}
      title={t('console.site.editTitle', { code: item?.code ?? '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={mutation.isPending}
      okButtonProps={testId('site-text-submit')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(changed: { lang?: Lang }) => {
          if (changed.lang && item)
            form.setFieldValue('text', (changed.lang === 'zh' ? item.zh : item.en) ?? '');
        }}
      >
        <Form.Item name="lang">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'zh', label: t('console.site.zh') },
              { value: 'en', label: t('console.site.en') },
            ]}
          />
        </Form.Item>
        <ContractField
          name="text"
          label={lang === 'zh' ? t('console.site.zh') : t('console.site.en')}
          schema={ZSiteTextSave.shape.text}
        >
          <Input.TextArea rows={4} count={{ max: SITE_TEXT_MAX, show: true }} data-testid="site-text-input" />
        </ContractField>
        {item ? <RestoreButton item={item} lang={lang} mutation={restore} onDone={onClose} /> : null}
      </Form>
    </Modal>
  );
};

const useTextsTable = (onEdit: (item: TSiteText) => void): QueueTable<TSiteText> => {
  const { t } = useTranslation();
  const wording = (text: string | null) =>
    text === null ? <Typography.Text type="danger">{t('console.site.none')}</Typography.Text> : text;
  return {
    rowKey: 'code',
    size: 'small',
    emptyText: t('console.site.empty'),
    columns: [
      {
        key: 'code',
        title: t('console.site.code'),
        width: 260,
        render: (_, r) => (
          <>
            <Typography.Text code>{r.code}</Typography.Text>
            {r.edited ? <Tag color="gold">{t('console.site.edited')}</Tag> : null}
          </>
        ),
      },
      { key: 'zh', title: t('console.site.zh'), render: (_, r) => wording(r.zh) },
      { key: 'en', title: t('console.site.en'), render: (_, r) => wording(r.en) },
      {
        key: 'actions',
        width: 90,
        render: (_, r) => (
          <Button size="small" data-testid={`site-text-edit-${r.code}`} onClick={() => onEdit(r)}>
            {t('console.site.edit')}
          </Button>
        ),
      },
    ],
  };
};

/** The portal's texts in both languages: search, edit, and the keys missing a language. */
export const SiteTextsPage = () => {
  const { t } = useTranslation();
  const queue = useQueue(siteTextsQueryOptions, {});
  const save = useSaveText();
  const restore = useRestoreText();
  const [editing, setEditing] = useState<TSiteText | null>(null);
  return (
    <QueuePage
      name="siteTexts"
      intro="console.site.textsIntro"
      queue={queue}
      table={useTextsTable(setEditing)}
      toolbar={
        <FilterBar>
          <FilterSearch
            testId="site-texts-keyword"
            width={320}
            maxLength={100}
            placeholder={t('console.site.keyword')}
            onSearch={(keyword) => queue.filter({ keyword })}
          />
          <FilterSelect
            testId="site-texts-missing"
            placeholder={t('console.site.missingNone')}
            value={queue.query.missing}
            onChange={(missing) => queue.filter({ missing })}
            options={[
              { value: 'zh' as const, label: t('console.site.missingZh') },
              { value: 'en' as const, label: t('console.site.missingEn') },
            ]}
          />
        </FilterBar>
      }
    >
      <EditDialog item={editing} onClose={() => setEditing(null)} mutation={save} restore={restore} />
    </QueuePage>
  );
};
