import { Menu, X } from 'lucide-react';
import type { RefObject } from 'react';
import { memo, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { SessionState } from '../lib/session';
import { useSessionState } from '../lib/session';
import { useSignOut } from '../lib/use-sign-out';
import { LazyNowPlaying } from './lazy-now-playing';
import { LazyUserMenu } from './lazy-user-menu';
import { MENU_LABEL, MOBILE_MENU_ID } from './menu-labels';
import { navItems } from './nav-items';
import { useCrowded } from './use-crowded';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium whitespace-nowrap transition-colors ${
    isActive
      ? 'bg-primary-soft font-semibold text-primary-ink underline decoration-2 underline-offset-8'
      : 'text-fg hover:bg-app'
  }`;

/**
 * The signed-in bar, drawn again only when what it shows changes (the session, the address, its menu), not
 * with every render of the frame around it: each of its renders measures the bar, which makes the browser
 * lay out the page there and then (use-crowded.ts, decision 119).
 */
export const NavBar = memo(function NavBar() {
  const session = useSessionState();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const fold = useCrowded(session.status === 'signed-in');

  const handleSignOut = async () => {
    setMenuOpen(false);
    await signOut();
  };

  return (
    <NavBarView
      session={session}
      pathname={pathname}
      menuOpen={menuOpen && (fold.crowded || session.status !== 'signed-in')}
      fold={fold}
      onToggleMenu={() => setMenuOpen((open) => !open)}
      onCloseMenu={() => setMenuOpen(false)}
      onSignOut={handleSignOut}
    />
  );
});

interface ViewProps {
  session: SessionState;
  /** The address shown; the landing page is drawn without one. */
  pathname?: string;
  menuOpen: boolean;
  onToggleMenu?: () => void;
  onCloseMenu?: () => void;
  onSignOut?: () => void;
  /** Signed in, the links fold into the menu button when they do not fit (use-crowded.ts). */
  fold?: Fold;
}

interface Fold {
  crowded: boolean;
  /** Folded, with the links drawn for one render to be measured again (use-crowded.ts). */
  probing: boolean;
  bar: RefObject<HTMLElement | null>;
  logo: RefObject<HTMLAnchorElement | null>;
  links: RefObject<HTMLUListElement | null>;
  account: RefObject<HTMLDivElement | null>;
}

/**
 * The bar itself. The landing page is also drawn from it at build time (signed out, menu closed); there a
 * small script opens and closes the menu, so the menu is always in the page and only hidden when closed.
 */
export function NavBarView({
  session,
  pathname,
  menuOpen,
  onToggleMenu,
  onCloseMenu,
  onSignOut,
  fold,
}: ViewProps) {
  const signedIn = session.status === 'signed-in';
  // No "Sign In" on the sign-in page itself: it would lead nowhere new.
  const offerSignIn = session.status === 'signed-out' && pathname !== '/auth';
  // Signed in, the links show until they do not fit (measured); signed out, a narrow window folds Sign In.
  const folded = signedIn && !!fold?.crowded;
  // The links and the account button are drawn when they show, and for the render a folded bar measures them.
  const drawLinks = signedIn && (!folded || !!fold?.probing);
  const showMenuButton = signedIn ? folded : offerSignIn;
  return (
    <header id="site-header" className="border-b border-line bg-surface">
      <nav ref={fold?.bar} aria-label="Main" className="mx-auto flex max-w-5xl items-center gap-4 px-4 py-2">
        <Link
          ref={fold?.logo}
          to={signedIn ? '/dashboard' : '/'}
          className={`inline-flex min-h-11 items-center gap-x-2 text-xl font-bold text-fg ${
            drawLinks ? 'shrink-0 whitespace-nowrap' : 'min-w-0 flex-wrap'
          }`}
        >
          NeuroNest
          <span className="rounded-full border border-primary px-2 py-0.5 text-xs leading-normal font-semibold text-primary-ink">
            Beta
          </span>
        </Link>
        {drawLinks && (
          <ul ref={fold?.links} className="flex shrink-0 items-center gap-1">
            {navItems.map(({ path, label, icon: Icon }) => (
              <li key={path}>
                <NavLink to={path} className={itemClass}>
                  <Icon aria-hidden="true" className="size-5" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
        {drawLinks && onSignOut && (
          <div ref={fold?.account} className="ml-auto shrink-0">
            <LazyUserMenu email={session.user.email} onSignOut={onSignOut} />
          </div>
        )}
        {offerSignIn && (
          <div className="ml-auto hidden md:block">
            <Link
              to="/auth"
              className="inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-medium whitespace-nowrap text-white hover:bg-primary-strong"
            >
              Sign In
            </Link>
          </div>
        )}
        <button
          type="button"
          hidden={!showMenuButton}
          className={`group ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-line ${
            signedIn ? '' : 'md:hidden'
          }`}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={onToggleMenu}
        >
          {/* The icon follows aria-expanded, so the landing page's script need only flip that. */}
          <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden group-aria-expanded:block" />
          <span className="sr-only">{menuOpen ? MENU_LABEL.close : MENU_LABEL.open}</span>
        </button>
      </nav>
      {signedIn && <LazyNowPlaying />}
      {(folded || !signedIn) && (
        <div
          id={MOBILE_MENU_ID}
          hidden={!menuOpen}
          className={`border-t border-line px-4 py-3 ${signedIn ? '' : 'md:hidden'}`}
        >
          <ul className="flex flex-col gap-1">
            {signedIn &&
              navItems.map(({ path, label, icon: Icon }) => (
                <li key={path}>
                  <NavLink to={path} className={itemClass} onClick={onCloseMenu}>
                    <Icon aria-hidden="true" className="size-5" />
                    {label}
                  </NavLink>
                </li>
              ))}
            <li>
              {signedIn ? (
                <button type="button" className={itemClass({ isActive: false })} onClick={onSignOut}>
                  Sign Out
                </button>
              ) : (
                <NavLink to="/auth" className={itemClass} onClick={onCloseMenu}>
                  Sign In
                </NavLink>
              )}
            </li>
          </ul>
        </div>
      )}
    </header>
  );
}
