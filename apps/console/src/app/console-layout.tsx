import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { MAIN_CONTENT_ID, SkipLink } from '@steel-epd/web';
import { Button, Drawer, Flex, Layout, Menu, Spin, Tag, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, Outlet, useLocation } from 'react-router';
import { LangSwitch } from '../components/lang-switch.tsx';
import { useLogout } from '../features/operators/auth/api.ts';
import { roleMayUse, useCurrentOperator } from '../lib/current-operator.ts';
import { useNarrow } from '../lib/narrow.ts';
import { SECTIONS } from './route-table.tsx';

const SIDER_COLOUR = '#001529';

/**
 * The frame of every console page: the sections the role may use on the left, who and logout on
 * top. On a phone (below antd's md, 768 px) the menu is a drawer opened from the header, the
 * header keeps the short name, the language and an icon-only logout, and who is logged in shows
 * at the top of the drawer.
 */
export const ConsoleLayout = () => {
  const { t } = useTranslation();
  const operator = useCurrentOperator();
  const logout = useLogout();
  const { pathname } = useLocation();
  const phone = useNarrow();
  const [drawer, setDrawer] = useState(false);
  const visible = SECTIONS.filter((s) => s.inMenu !== false && roleMayUse(operator?.role, s.roles));
  // A page without its own item (one application) lights its list's item: /applications/7 → /applications.
  const selected = visible.find((s) => matchPath({ path: s.path, end: s.path === '/' }, pathname))?.key;

  const who = operator && (
    <span data-testid="current-operator" style={phone ? { color: '#fff' } : undefined}>
      {operator.displayName} <Tag color="blue">{t(`console.role.${operator.role}`)}</Tag>
    </span>
  );
  const menu = (
    <Menu
      theme="dark"
      mode="inline"
      data-testid="nav"
      // A chosen page closes the drawer (a phone's menu).
      onClick={() => setDrawer(false)}
      selectedKeys={selected ? [selected] : []}
      items={visible.map((s) => ({
        key: s.key,
        icon: s.icon,
        label: (
          <Link to={s.path} data-testid={`nav-${s.key}`}>
            {t(s.label)}
          </Link>
        ),
      }))}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      {phone ? (
        <Drawer
          placement="left"
          open={drawer}
          onClose={() => setDrawer(false)}
          size={260}
          closable={false}
          title={who}
          data-testid="nav-drawer"
          styles={{
            header: { background: SIDER_COLOUR, borderBottom: '1px solid rgba(255,255,255,0.15)' },
            body: { padding: 0, background: SIDER_COLOUR },
          }}
        >
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider breakpoint="lg" collapsedWidth={64} width={208}>
          <Typography.Title
            level={5}
            style={{ color: '#fff', margin: 16, whiteSpace: 'nowrap', overflow: 'hidden' }}
          >
            {t('console.appShortName')}
          </Typography.Title>
          {menu}
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header style={{ background: '#fff', paddingInline: phone ? 12 : 24 }}>
          <Flex align="center" justify="space-between" gap="small" style={{ height: '100%' }}>
            <Flex align="center" gap="small" style={{ minWidth: 0 }}>
              {phone && (
                <Button
                  type="text"
                  icon={<MenuOutlined />}
                  aria-label={t('console.menu')}
                  aria-expanded={drawer}
                  onClick={() => setDrawer(true)}
                  data-testid="nav-toggle"
                />
              )}
              <Typography.Text strong ellipsis>
                {t(phone ? 'console.appShortName' : 'console.appName')}
              </Typography.Text>
            </Flex>
            <Flex align="center" gap={phone ? 'small' : 'middle'} style={{ flexShrink: 0 }}>
              {!phone && who}
              <LangSwitch />
              <Button
                icon={<LogoutOutlined />}
                loading={logout.isPending}
                onClick={() => logout.mutate()}
                aria-label={t('console.logout')}
                data-testid="logout"
              >
                {phone ? null : t('console.logout')}
              </Button>
            </Flex>
          </Flex>
        </Layout.Header>
        <Layout.Content
          className="console-content"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          style={{ padding: phone ? 8 : 24 }}
        >
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
};
