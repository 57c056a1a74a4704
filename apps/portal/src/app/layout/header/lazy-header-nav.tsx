import { type ComponentProps, lazy, Suspense } from 'react';
import type { HeaderNav as Nav } from './header-nav.tsx';

type NavProps = ComponentProps<typeof Nav>;

/** Until the menu has arrived (or when it cannot be had), the header keeps its place for it. */
function EmptyNav() {
  return <nav className="header-nav" data-testid="header-menu" />;
}

let loaded: typeof Nav | null = null;
let loading: Promise<void> | undefined;

/**
 * The header's menu (Ant Design's Menu and what it brings) is a chunk of its own: a phone's header
 * shows it only in the drawer, so a phone's start does not download or run it (issue 12). A wide
 * screen asks for it at the start (main.tsx) and a drawn page's first render waits for it, so the
 * menu never arrives after the header. A failed download is tried again the next time.
 */
export const loadHeaderNav = (): Promise<void> => {
  loading ??= import('./header-nav.tsx').then(
    (module) => {
      loaded = module.HeaderNav;
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
};

const LazyNav = lazy(async () => {
  await loadHeaderNav();
  return { default: loaded ?? EmptyNav };
});

/** The header's menu, at once when it has been loaded, else once it arrives. */
export function HeaderNavSlot(props: NavProps) {
  const Loaded = loaded;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<EmptyNav />}>
      <LazyNav {...props} />
    </Suspense>
  );
}
