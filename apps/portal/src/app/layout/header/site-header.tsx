import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { setSeniorPermissions } from '../../../lib/session.ts';
import { useLayoutSize, useViewportAtLeast } from '../../../lib/use-layout-size.ts';
import { HeaderNav } from './header-nav.tsx';
import { Logo } from './logo.tsx';
import { UserArea } from './user-area.tsx';

/**
 * From this width on every top-level menu item shows (issue 8): the menu keeps its natural
 * width and the user's name gives way. Narrower windows fold the last items into "···".
 */
const FULL_MENU_FROM = 1280;

/**
 * The portal header (spec 01 §2 "Header"). Below BREAKPOINTS.desktop the navigation, language
 * switch and user actions move into a drawer. Leaving the header resets seniorPermissions.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const size = useLayoutSize();
  const fullMenu = useViewportAtLeast(FULL_MENU_FROM);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer is made when it is first opened: a phone's first render (and its first paint's
  // blocking time, issue 12) does without Ant Design's drawer and its styles until then.
  const [drawerMade, setDrawerMade] = useState(false);
  const openDrawer = () => {
    setDrawerMade(true);
    setDrawerOpen(true);
  };
  const closeDrawer = () => setDrawerOpen(false);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer leaving resets a flag; there is nothing to operate.
    <header
      className="site-header"
      data-layout={size}
      data-menu={fullMenu ? 'full' : 'fold'}
      onMouseLeave={() => setSeniorPermissions(false)}
    >
      <div className="site-header__inner">
        <Logo />
        {size === 'compact' ? (
          <>
            <Button
              type="text"
              className="site-header__toggle"
              icon={<MenuOutlined />}
              aria-label={t('header.openMenu')}
              onClick={openDrawer}
              data-testid="header-drawer-toggle"
            />
            {drawerMade ? (
              <Drawer
                open={drawerOpen}
                onClose={closeDrawer}
                placement="right"
                size={300}
                title={t('common.siteName')}
                data-testid="header-drawer"
              >
                <div className="site-header__drawer">
                  <HeaderNav mode="inline" onNavigate={closeDrawer} />
                  <LanguageSwitch />
                  <UserArea onNavigate={closeDrawer} />
                </div>
              </Drawer>
            ) : null}
          </>
        ) : (
          <>
            <HeaderNav mode="horizontal" fold={!fullMenu} />
            <div className="site-header__actions">
              <LanguageSwitch />
              <UserArea />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
