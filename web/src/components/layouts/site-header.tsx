import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Leaf, Menu, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Link, NavLink, usePathname } from '../link';
import { getDisplayName, signOut, useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

const navigation = [
  { to: '/', label: msg`Home`, end: true },
  { to: '/micro-tours', label: msg`Micro Tours`, end: false },
  { to: '/tours', label: msg`Tours`, end: false },
  { to: '/blog', label: msg`Blog`, end: false },
  { to: '/contact', label: msg`Contact`, end: false },
] as const;

function linkColors(isActive: boolean) {
  return cn(
    'rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-emerald-700',
    isActive ? 'text-emerald-800' : 'text-stone-700 hover:text-stone-950',
  );
}

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(linkColors(isActive), 'px-2 py-2 text-sm whitespace-nowrap lg:px-3');

// A finger needs a taller row than a pointer: 44 px (WCAG 2.5.5).
const mobileNavLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(linkColors(isActive), 'flex min-h-11 items-center px-3 text-base');

// Visitors never open the avatar menu, so its menu primitives load with the first signed-in view.
const AvatarMenu = lazy(() => import('./avatar-menu').then((m) => ({ default: m.AvatarMenu })));

/** Sign In / Sign Up, or Dashboard and the avatar menu; a fixed-width slot while loading. */
function AuthArea() {
  const auth = useAuth();
  if (auth.status === 'loading') {
    return <div aria-hidden="true" className="h-10 w-44" />;
  }
  if (auth.status === 'signed-out') {
    return (
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost">
          <Link to="/login">
            <Trans>Sign In</Trans>
          </Link>
        </Button>
        <Button asChild>
          <Link to="/signup">
            <Trans>Sign Up</Trans>
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3">
      <Button asChild variant="outline">
        <Link to="/dashboard">
          <Trans>Dashboard</Trans>
        </Link>
      </Button>
      <Suspense
        fallback={<div aria-hidden="true" className="size-10 rounded-full bg-emerald-700" />}
      >
        <AvatarMenu name={getDisplayName(auth.user)} email={auth.user.email ?? ''} />
      </Suspense>
    </div>
  );
}

function NavigationLinks({
  className,
  isMobile = false,
}: {
  className: string;
  isMobile?: boolean;
}) {
  const { t } = useLingui();
  return (
    <ul className={className}>
      {navigation.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={isMobile ? mobileNavLinkClasses : navLinkClasses}
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The language switcher (features/languages, put in by the app's router): in the header's row on
 * wide screens, in the menu on phones.
 */
export type LanguageSwitcherSlot = (placement: 'header' | 'menu') => ReactNode;

function MobileMenu({ id }: { id: string }) {
  const auth = useAuth();
  const { t } = useLingui();
  return (
    <nav id={id} aria-label={t`Mobile`} className="border-t border-stone-200 bg-white md:hidden">
      <NavigationLinks className="mx-auto flex max-w-6xl flex-col px-4 py-3" isMobile />
      <div className="mx-auto flex max-w-6xl flex-col gap-2 border-t border-stone-100 px-4 py-3">
        {auth.status === 'signed-in' ? (
          <>
            <p className="text-sm">
              <span className="font-medium text-stone-900">{getDisplayName(auth.user)}</span>
              <span className="block truncate text-stone-600">{auth.user.email}</span>
            </p>
            <Button asChild variant="outline" size="touch">
              <Link to="/dashboard">
                <Trans>Dashboard</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline" size="touch">
              <Link to="/settings">
                <Trans>Settings</Trans>
              </Link>
            </Button>
            <Button variant="ghost" size="touch" onClick={() => void signOut()}>
              <Trans>Sign out</Trans>
            </Button>
          </>
        ) : auth.status === 'signed-out' ? (
          <>
            <Button asChild variant="outline" size="touch">
              <Link to="/login">
                <Trans>Sign In</Trans>
              </Link>
            </Button>
            <Button asChild size="touch">
              <Link to="/signup">
                <Trans>Sign Up</Trans>
              </Link>
            </Button>
          </>
        ) : null}
      </div>
    </nav>
  );
}

export function SiteHeader({ languageSwitcher }: { languageSwitcher?: LanguageSwitcherSlot }) {
  const { t } = useLingui();
  const menuId = useId();
  const pathname = usePathname();
  // The menu remembers the page it was opened on, so following one of its links closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenedOn === pathname;

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="flex items-center gap-2 text-lg font-bold text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          <Leaf aria-hidden="true" className="size-6" />
          {/* Between 768 and 1024 px the leaf alone: the longer languages' links need the room. */}
          <span className="md:max-lg:sr-only">EcoTours</span>
        </Link>
        <nav aria-label={t`Main`} className="hidden md:block">
          <NavigationLinks className="flex items-center gap-1" />
        </nav>
        <div className="hidden items-center gap-1 md:flex">
          {languageSwitcher?.('header')}
          <AuthArea />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-11! md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          aria-label={isMenuOpen ? t`Close menu` : t`Open menu`}
          onClick={() => setMenuOpenedOn(isMenuOpen ? null : pathname)}
        >
          {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      {isMenuOpen && <MobileMenu id={menuId} />}
      {isMenuOpen && languageSwitcher && (
        <div className="mx-auto max-w-6xl border-t border-stone-100 bg-white px-4 py-3 md:hidden">
          {languageSwitcher('menu')}
        </div>
      )}
    </header>
  );
}
