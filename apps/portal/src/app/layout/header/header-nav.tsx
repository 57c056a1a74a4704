import { ReloadOutlined } from '@ant-design/icons';
import { useDynamicText } from '@steel-epd/web';
import { Button, Menu, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMenu } from '../../../features/layout/api/get-menu.ts';
import { useSession } from '../../../lib/session.ts';
import { guardSessionOf } from '../../route-guard.tsx';
import { selectedMenuKeys, toMenuItems } from './menu-items.tsx';

/** The top navigation from the server's menu (GET /api/n/menu/all), with loading and failure states. */
export function HeaderNav({ mode, onNavigate }: { mode: 'horizontal' | 'inline'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const text = useDynamicText();
  const session = useSession();
  const { pathname } = useLocation();
  const menu = useMenu();

  if (menu.isPending) {
    return (
      <div className="header-nav header-nav--state" data-testid="header-menu-loading" aria-busy="true">
        <Skeleton.Button active size="small" />
        <Skeleton.Button active size="small" />
        <Skeleton.Button active size="small" />
      </div>
    );
  }
  if (menu.isError) {
    return (
      <div className="header-nav header-nav--state" data-testid="header-menu-error" role="alert">
        <Typography.Text type="secondary">{t('header.menuError')}</Typography.Text>
        <Button size="small" type="link" icon={<ReloadOutlined />} onClick={() => void menu.refetch()}>
          {t('header.retry')}
        </Button>
      </div>
    );
  }
  return (
    <nav className="header-nav" data-testid="header-menu" aria-label={t('menu.root')}>
      <Menu
        mode={mode}
        items={toMenuItems(menu.data, guardSessionOf(session), text)}
        selectedKeys={selectedMenuKeys(menu.data, pathname)}
        onClick={onNavigate}
        disabledOverflow={mode === 'inline'}
      />
    </nav>
  );
}
