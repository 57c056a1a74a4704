import { LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Menu, Spin, Tag, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, Outlet, useLocation } from 'react-router';
import { LangSwitch } from '../components/lang-switch.tsx';
import { useLogout } from '../features/auth/api.ts';
import { roleMayUse, useCurrentOperator } from '../lib/current-operator.ts';
import { SECTIONS } from './route-table.tsx';

/** The frame of every console page: the sections the role may use on the left, who and logout on top. */
export const ConsoleLayout = () => {
  const { t } = useTranslation();
  const operator = useCurrentOperator();
  const logout = useLogout();
  const { pathname } = useLocation();
  const visible = SECTIONS.filter((s) => s.inMenu !== false && roleMayUse(operator?.role, s.roles));
  // A page without its own item (one application) lights its list's item: /applications/7 → /applications.
  const selected = visible.find((s) => matchPath({ path: s.path, end: s.path === '/' }, pathname))?.key;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={64} width={208}>
        <Typography.Title
          level={5}
          style={{ color: '#fff', margin: 16, whiteSpace: 'nowrap', overflow: 'hidden' }}
        >
          {t('console.appShortName')}
        </Typography.Title>
        <Menu
          theme="dark"
          mode="inline"
          data-testid="nav"
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
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', paddingInline: 24 }}>
          <Flex align="center" justify="space-between" style={{ height: '100%' }}>
            <Typography.Text strong>{t('console.appName')}</Typography.Text>
            <Flex align="center" gap="middle">
              {operator && (
                <span data-testid="current-operator">
                  {operator.displayName} <Tag color="blue">{t(`console.role.${operator.role}`)}</Tag>
                </span>
              )}
              <LangSwitch />
              <Button
                icon={<LogoutOutlined />}
                loading={logout.isPending}
                onClick={() => logout.mutate()}
                data-testid="logout"
              >
                {t('console.logout')}
              </Button>
            </Flex>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
};
