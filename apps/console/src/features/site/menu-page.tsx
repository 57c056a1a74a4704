import {
  MENU_LABEL_MAX,
  PORTAL_MENU_PATHS,
  type TSiteMenuItem,
  type TSiteMenuSave,
  ZSiteMenuSave,
} from '@steel-epd/contract';
import { errorMessage, zodRule } from '@steel-epd/web';
import {
  Alert,
  AutoComplete,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testId } from '../../lib/test-id.ts';
import { useEditForm } from '../../lib/use-form-submit.ts';
import { type SaveMenuItem, useSaveMenuItem, useSiteMenu } from './api.ts';

const FIELDS = ZSiteMenuSave.shape;

/** The dialog's values for an item (each opening starts from the item's own, not the last one's). */
const menuValues = (item: TSiteMenuItem | null): TSiteMenuSave => ({
  labelZh: item?.labelZh ?? '',
  labelEn: item?.labelEn ?? '',
  url: item?.url ?? '/',
  sort: item?.sort ?? 0,
  enabled: item?.enabled ?? true,
});

const MenuDialog = ({
  item,
  onClose,
  mutation,
}: {
  item: TSiteMenuItem | null;
  onClose: () => void;
  mutation: SaveMenuItem;
}) => {
  const { t } = useTranslation();
  const { form, send } = useEditForm(item, menuValues, onClose);
  const submit = async () => {
    if (!item) return;
    const values = await form.validateFields();
    send(mutation, { id: item.id, ...values }, t('console.site.savedToast'));
  };
  return (
    <Modal
      open={item !== null}
      title={t('console.site.menuEditTitle', { code: item?.code ?? '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={mutation.isPending}
      okButtonProps={testId('site-menu-submit')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="labelZh" label={t('console.site.labelZh')} rules={[zodRule(FIELDS.labelZh, t)]}>
          <Input count={{ max: MENU_LABEL_MAX }} data-testid="site-menu-label-zh" />
        </Form.Item>
        <Form.Item name="labelEn" label={t('console.site.labelEn')} rules={[zodRule(FIELDS.labelEn, t)]}>
          <Input count={{ max: MENU_LABEL_MAX }} data-testid="site-menu-label-en" />
        </Form.Item>
        <Form.Item name="url" label={t('console.site.url')} rules={[zodRule(FIELDS.url, t)]}>
          <AutoComplete
            options={PORTAL_MENU_PATHS.map((path) => ({ value: path }))}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
            data-testid="site-menu-url"
          />
        </Form.Item>
        <Form.Item name="sort" label={t('console.site.sort')} rules={[zodRule(FIELDS.sort, t)]}>
          <InputNumber min={0} max={999} precision={0} data-testid="site-menu-sort" />
        </Form.Item>
        <Form.Item name="enabled" label={t('console.site.enabled')} valuePropName="checked">
          <Switch data-testid="site-menu-enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** The portal's header menu as a tree: order, labels in both languages, where it leads, shown or not. */
export const SiteMenuPage = () => {
  const { t } = useTranslation();
  const menu = useSiteMenu();
  const save = useSaveMenuItem();
  const [editing, setEditing] = useState<TSiteMenuItem | null>(null);
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
    >
      <Typography.Paragraph type="secondary">{t('console.site.menuIntro')}</Typography.Paragraph>
      {menu.error ? (
        <Alert type="error" showIcon title={errorMessage(menu.error, t)} style={{ marginBottom: 16 }} />
      ) : null}
      <Table<TSiteMenuItem & { children?: TSiteMenuItem[] }>
        // Drawn again once the menu has come, so every item starts expanded (defaultExpandAllRows
        // applies to the rows of the first drawing only, which is empty while it loads).
        key={menu.data ? 'loaded' : 'loading'}
        data-testid="site-menu-table"
        rowKey="id"
        size="small"
        loading={menu.isFetching || save.isPending}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        dataSource={tree}
        columns={[
          {
            key: 'labelZh',
            title: t('console.site.labelZh'),
            render: (_, r) => r.labelZh ?? t('console.site.none'),
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
            width: 90,
            render: (_, r) => (
              <Button size="small" data-testid={`site-menu-edit-${r.code}`} onClick={() => setEditing(r)}>
                {t('console.site.edit')}
              </Button>
            ),
          },
        ]}
      />
      <MenuDialog item={editing} onClose={() => setEditing(null)} mutation={save} />
    </Card>
  );
};
