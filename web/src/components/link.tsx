import {
  createContext,
  forwardRef,
  type ComponentPropsWithoutRef,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useSyncExternalStore,
} from 'react';
import type { DataRouter } from 'react-router';

/**
 * The app's links. React Router's own render again at every change of the address, query
 * included, because they resolve their target against it; a page has some seventy (header,
 * footer, cards), and rendering them again was about half of the React work in opening a list's
 * map (issue 52, decision 052). These take an address in the app (`/…`, put in the page's language
 * by the router's basename), read the router only when pressed, and so render again only with
 * their props; a NavLink follows the path alone.
 */
const RouterContext = createContext<DataRouter | null>(null);

export function RouterLinksProvider({
  router,
  children,
}: {
  router: DataRouter;
  children: ReactNode;
}) {
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** What a plain left click on a link in this tab does (React Router's own rule). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/** The page's language prefix ('/de'), '' in English: the router's basename. */
const prefixOf = (router: DataRouter) => (router.basename === '/' ? '' : router.basename);

/** The router's path without the language prefix (its state keeps the whole path). */
function pathInApp(router: DataRouter): string {
  const { pathname } = router.state.location;
  const base = prefixOf(router);
  if (!base) return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

function useRouter(): DataRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('links need the RouterLinksProvider');
  return router;
}

export type LinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  /** An address in the app, `/…` (its query and hash too), without the language prefix. */
  to: string;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, preventScrollReset, onClick, target, ...anchor },
  ref,
) {
  const router = useRouter();
  if (!to.startsWith('/') || to.startsWith('//'))
    throw new Error(`not an address in the app: ${to}`);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    const { search, hash } = router.state.location;
    // A link to the page shown replaces its history entry, as React Router's do.
    void router.navigate(to, {
      replace: replace ?? pathInApp(router) + search + hash === to,
      state,
      preventScrollReset,
    });
  };
  const prefix = prefixOf(router);
  return (
    <a
      ref={ref}
      {...anchor}
      href={to === '/' && prefix ? prefix : prefix + to}
      target={target}
      onClick={handleClick}
    />
  );
});

/**
 * The page's path (without the language prefix), under the app's router: unlike React Router's
 * location, it renders its caller again only when the path changes, not the query.
 */
export function usePathname(): string {
  const router = useRouter();
  const subscribe = useCallback((onChange: () => void) => router.subscribe(onChange), [router]);
  return useSyncExternalStore(subscribe, () => pathInApp(router));
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Marked only on the page itself, not on the pages under it. */
  end?: boolean;
  className?: (state: { isActive: boolean }) => string;
};

/** A header's link, marked while its page (or, without `end`, a page under it) shows. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, className, ...link },
  ref,
) {
  const pathname = usePathname();
  const path = link.to.split(/[?#]/)[0]!;
  const isActive =
    pathname === path ||
    (!end && path !== '/' && pathname.startsWith(path) && pathname.charAt(path.length) === '/');
  return (
    <Link
      ref={ref}
      {...link}
      aria-current={isActive ? 'page' : undefined}
      className={className?.({ isActive })}
    />
  );
});
