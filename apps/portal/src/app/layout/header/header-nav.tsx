import { useDynamicText } from '@steel-epd/web';
import { ConfigProvider, Menu, type ThemeConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BUNDLED_MENU, useMenu } from '../../../features/layout/api/get-menu.ts';
import { BRAND_NAVY, BRAND_NAVY_TINT } from '../../../lib/brand.ts';
import { useSession } from '../../../lib/session.ts';
import { guardSessionOf } from '../../route-guard.tsx';
import { selectedMenuKeys, toMenuItems } from './menu-items.tsx';

/**
 * One colour rule for every item, parents with children included (they would otherwise take
 * antd's blue): text in the body colour, the brand navy on hover and for the current page. The
 * horizontal menu's items are narrower than antd's default, so all of them fit from 1280 px on.
 */
const ITEM_COLOURS = {
  itemColor: 'rgba(0, 0, 0, 0.88)',
  itemHoverColor: BRAND_NAVY,
  horizontalItemHoverColor: BRAND_NAVY,
  itemSelectedColor: BRAND_NAVY,
  horizontalItemSelectedColor: BRAND_NAVY,
  subMenuItemSelectedColor: BRAND_NAVY,
  itemSelectedBg: BRAND_NAVY_TINT,
  itemActiveBg: BRAND_NAVY_TINT,
};
const MENU_THEME: Record<'horizontal' | 'inline', ThemeConfig> = {
  horizontal: { components: { Menu: { ...ITEM_COLOURS, itemPaddingInline: 12 } } },
  inline: { components: { Menu: ITEM_COLOURS } },
};

interface Props {
  mode: 'horizontal' | 'inline';
  /** A horizontal menu short of room folds its last items into "···"; otherwise all show. */
  fold?: boolean;
  onNavigate?: () => void;
}

/**
 * The top navigation: the menu bundled with the portal (the one the platform starts with) at
 * once, then the server's (GET /api/n/menu/all, which an editor may have changed) when it
 * arrives; the bundled one stays when the server's cannot be had. The header never waits or
 * jumps for it (issue 12, "Speed").
 */
export function HeaderNav({ mode, fold = false, onNavigate }: Props) {
  const { t } = useTranslation();
  const text = useDynamicText();
  const session = useSession();
  const { pathname } = useLocation();
  const items = useMenu().data ?? BUNDLED_MENU;

  return (
    <nav className="header-nav" data-testid="header-menu" aria-label={t('menu.root')}>
      <ConfigProvider theme={MENU_THEME[mode]}>
        <Menu
          mode={mode}
          items={toMenuItems(items, guardSessionOf(session), text, onNavigate)}
          selectedKeys={selectedMenuKeys(items, pathname)}
          onClick={onNavigate}
          disabledOverflow={mode === 'inline' || !fold}
        />
      </ConfigProvider>
    </nav>
  );
}
