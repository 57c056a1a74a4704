import type { TMenuItem } from '@steel-epd/contract';
import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import { GatedLink } from '../../../components/gated-link.tsx';
import { type GuardSession, isInNavigation } from '../../guard.ts';
import { findRoute } from '../../route-match.ts';

type MenuItems = NonNullable<MenuProps['items']>;
type MenuLeaf = Pick<TMenuItem, 'id' | 'code' | 'url'>;

/** A menu url starting with http leaves the portal (spec 01 §2 "Header"). */
export const isExternal = (url: string): boolean => /^https?:\/\//i.test(url);

const visible = (item: MenuLeaf, session: GuardSession): boolean =>
  isExternal(item.url) || isInNavigation(findRoute(item.url)?.guard, session);

const menuKey = (item: MenuLeaf) => `menu-${item.id}`;

/**
 * Apply entries (the route table's `gate`) run the action gate before they navigate. `onFollow`
 * runs when the link is followed (a parent's title: antd's Menu tells only of its leaves).
 */
const leafLabel = (item: MenuLeaf, text: string, onFollow?: () => void) => {
  const testId = `nav-${item.code}`;
  if (isExternal(item.url)) {
    return (
      <a href={item.url} target="_blank" rel="noopener noreferrer" data-testid={testId} onClick={onFollow}>
        {text}
      </a>
    );
  }
  const gate = findRoute(item.url)?.gate;
  return gate ? (
    <GatedLink to={item.url} needs={gate} testId={testId} onFollow={onFollow}>
      {text}
    </GatedLink>
  ) : (
    <Link to={item.url} data-testid={testId} onClick={onFollow}>
      {text}
    </Link>
  );
};

/**
 * The server's menu tree as antd Menu items: labels are translated codes, items with children
 * become submenus whose title still links to the item's page, and routes the session may not see (/thirdAgency) are left out.
 * `onParentFollow` runs when a parent's title link is followed (the phone's drawer closes, as
 * after a leaf; a tap beside the title only opens its children and the drawer stays).
 */
export const toMenuItems = (
  items: TMenuItem[],
  session: GuardSession,
  text: (key: string) => string,
  onParentFollow?: () => void,
): MenuItems =>
  items
    .filter((item) => visible(item, session))
    .map((item) => {
      const children = item.children.filter((child) => visible(child, session));
      if (children.length === 0) return { key: menuKey(item), label: leafLabel(item, text(item.code)) };
      // The parent's title is a link to its own page too: hovering opens its children, a
      // click goes to it (otherwise /news or /Epd could not be reached from the header).
      return {
        key: menuKey(item),
        label: leafLabel(item, text(item.code), onParentFollow),
        children: children.map((child) => ({
          key: menuKey(child),
          label: leafLabel(child, text(child.code)),
        })),
      };
    });

/** The keys of the items whose url is the current path, for the menu's highlight. */
export const selectedMenuKeys = (items: TMenuItem[], pathname: string): string[] =>
  items
    .flatMap((item) => [item, ...item.children])
    .filter((item) => !isExternal(item.url) && item.url.split('?')[0] === pathname)
    .map(menuKey);
