import {
  MENU_LABEL_MAX,
  PORTAL_MENU_PATHS,
  type TSiteMenuItem,
  type TSiteMenuSave,
  ZSiteMenuAdd,
  ZSiteMenuSave,
} from '@steel-epd/contract';
import { ContractField, errorMessage, useApiErrorToast } from '@steel-epd/web';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneTable } from '../../components/phone-table.tsx';
import { testId } from '../../lib/test-id.ts';
import { useEditForm } from '../../lib/use-form-submit.ts';
import {
  type AddMenuItem,
  type SaveMenuItem,
  useAddMenuItem,
  useRemoveMenuItem,
  useSaveMenuItem,
  useSiteMenu,
} from './api.ts';

const FIELDS = ZSiteMenuSave.shape;

/** An item's label in the console's language (its key when it has none). */
const labelIn = (r: TSiteMenuItem, lang: string) => (lang === 'en' ? r.labelEn : r.labelZh) ?? r.code;

/** What the dialog works on: an item to edit, or a new one at the top or under a top-level item. */
type Target = { item: TSiteMenuItem } | { parent: TSiteMenuItem | null };

/** The dialog's values (each opening starts from the item's own, not the last one's). */
const menuValues = (target: Target | null): TSiteMenuSave & { code: string } => {
  const item = target && 'item' in target ? target.item : null;
  return {
    code: item?.code ?? 'menu.',
    labelZh: item?.labelZh ?? '',
    labelEn: item?.labelEn ?? '',
    url: item?.url ?? '/',
    sort: item?.sort ?? 0,
    enabled: item?.enabled ?? true,
  };
};

const MenuDialog = ({
  target,
  onClose,
  save,
  add,
}: {
  target: Target | null;
  onClose: () => void;
  save: SaveMenuItem;
  add: AddMenuItem;
}) => {
  const { t, i18n } = useTranslation();
  const { form, send } = useEditForm(target, menuValues, onClose);
  const item = target && 'item' in target ? target.item : null;
  const parent = target && 'parent' in target ? target.parent : null;
  const submit = async () => {
    if (!target) return;
    const { code, ...values } = await form.validateFields();
    if (item) send(save, { id: item.id, ...values }, t('console.site.savedToast'));
    else send(add, { ...values, code, parentId: parent?.id ?? null }, t('console.site.savedToast'));
  };
  const title = item
    ? t('console.site.menuEditTitle', { code: item.code })
    : parent
      ? t('console.site.addChildTitle', { label: labelIn(parent, i18n.language) })
      : t('console.site.addTitle');
  return (
    <Modal
      open={target !== null}
      title={title}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={save.isPending || add.isPending}
      okButtonProps={testId('site-menu-submit')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {item ? null : (
          <ContractField
            name="code"
            label={t('console.site.codeField')}
            extra={t('console.site.codeHelp')}
            schema={ZSiteMenuAdd.shape.code}
          >
            <Input maxLength={45} data-testid="site-menu-code" />
          </ContractField>
        )}
        <ContractField name="labelZh" label={t('console.site.labelZh')} schema={FIELDS.labelZh}>
          <Input count={{ max: MENU_LABEL_MAX }} data-testid="site-menu-label-zh" />
        </ContractField>
        <ContractField name="labelEn" label={t('console.site.labelEn')} schema={FIELDS.labelEn}>
          <Input count={{ max: MENU_LABEL_MAX }} data-testid="site-menu-label-en" />
        </ContractField>
        <ContractField name="url" label={t('console.site.url')} schema={FIELDS.url}>
          <AutoComplete
            options={PORTAL_MENU_PATHS.map((path) => ({ value: path }))}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
            data-testid="site-menu-url"
          />
        </ContractField>
        <ContractField name="sort" label={t('console.site.sort')} schema={FIELDS.sort}>
          <InputNumber min={0} max={999} precision={0} data-testid="site-menu-sort" />
        </ContractField>
        <Form.Item name="enabled" label={t('console.site.enabled')} valuePropName="checked">
          <Switch data-testid="site-menu-enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** The portal's header menu as a tree: order, labels in both languages, where it leads, shown or not. */
export const SiteMenuPage = () => {
  const { t, i18n } = useTranslation();
  const menu = useSiteMenu();
  const save = useSaveMenuItem();
  const add = useAddMenuItem();
  const remove = useRemoveMenuItem();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const [target, setTarget] = useState<Target | null>(null);
  const removeItem = (r: TSiteMenuItem) =>
    remove.mutate(r.id, {
      onSuccess: () => void message.success(t('console.site.removedToast')),
      onError: toast,
    });
  const items = menu.data ?? [];
  const tree = items
    .filter((i) => i.parentId === null)
    .map((top) => {
      const children = items.filter((c) => c.parentId === top.id);
      return children.length > 0 ? { ...top, children } : top;
    });
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('console.nav.siteMenu')}
        </Typography.Title>
      }
      extra={
        <Button type="primary" data-testid="site-menu-add" onClick={() => setTarget({ parent: null })}>
          {t('console.site.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('console.site.menuIntro')}</Typography.Paragraph>
      {menu.error ? (
        <Alert type="error" showIcon title={errorMessage(menu.error, t)} style={{ marginBottom: 16 }} />
      ) : null}
      <PhoneTable<TSiteMenuItem & { children?: TSiteMenuItem[] }>
        label={t('console.nav.siteMenu')}
        // Drawn again once the menu has come, so every item starts expanded (defaultExpandAllRows
        // applies to the rows of the first drawing only, which is empty while it loads).
        key={menu.data ? 'loaded' : 'loading'}
        data-testid="site-menu-table"
        rowKey="id"
        size="small"
        loading={menu.isFetching || save.isPending || add.isPending || remove.isPending}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        dataSource={tree}
        columns={[
          {
            key: 'labelZh',
            title: t('console.site.labelZh'),
            render: (_, r) => (
              <>
                {r.labelZh ?? t('console.site.none')}
                {r.seeded ? null : <Tag style={{ marginLeft: 8 }}>{r.code}</Tag>}
              </>
            ),
          },
          {
            key: 'labelEn',
            title: t('console.site.labelEn'),
            render: (_, r) => r.labelEn ?? t('console.site.none'),
          },
          {
            key: 'url',
            title: t('console.site.url'),
            render: (_, r) => <Typography.Text code>{r.url}</Typography.Text>,
          },
          { key: 'sort', title: t('console.site.sort'), dataIndex: 'sort', width: 80 },
          {
            key: 'enabled',
            title: t('console.site.enabled'),
            width: 90,
            render: (_, r) => (r.enabled ? <Tag color="green">✓</Tag> : <Tag>—</Tag>),
          },
          {
            key: 'actions',
            width: 230,
            render: (_, r) => (
              <Flex gap="small" wrap>
                <Button
                  size="small"
                  data-testid={`site-menu-edit-${r.code}`}
                  onClick={() => setTarget({ item: r })}
                >
                  {t('console.site.edit')}
                </Button>
                {r.parentId === null ? (
                  <Button
                    size="small"
                    data-testid={`site-menu-add-child-${r.code}`}
                    onClick={() => setTarget({ parent: r })}
                  >
                    {t('console.site.addChild')}
                  </Button>
                ) : null}
                {/* The items the platform starts with are hidden, never removed (decision 208). */}
                {r.seeded ? null : (
                  <Popconfirm
                    title={t('console.site.removeConfirm', { label: labelIn(r, i18n.language) })}
                    okButtonProps={{ danger: true, ...testId('site-menu-remove-ok') }}
                    onConfirm={() => removeItem(r)}
                  >
                    <Button size="small" danger data-testid={`site-menu-remove-${r.code}`}>
                      {t('console.site.remove')}
                    </Button>
                  </Popconfirm>
                )}
              </Flex>
            ),
          },
        ]}
      />
      <MenuDialog target={target} onClose={() => setTarget(null)} save={save} add={add} />
    </Card>
  );
};
