import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useSessionState } from '../lib/session';
import { useSignOut } from '../lib/use-sign-out';
import { navItems } from './nav-items';
import { LazyUserMenu } from './lazy-user-menu';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium transition-colors ${
    isActive
      ? 'bg-primary-soft font-semibold text-primary-ink underline decoration-2 underline-offset-8'
      : 'text-fg hover:bg-app'
  }`;

export function NavBar() {
  const session = useSessionState();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = session.status === 'signed-in';

  const toggleMenu = () => setMenuOpen((open) => !open);
  const handleSignOut = async () => {
    setMenuOpen(false);
    await signOut();
  };

  return (
    <header className="border-b border-line bg-surface">
      <nav aria-label="Main" className="mx-auto flex max-w-5xl items-center gap-4 px-4 py-2">
        <Link
          to={signedIn ? '/dashboard' : '/'}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 text-xl font-bold whitespace-nowrap text-fg"
        >
          NeuroNest
          <span className="rounded-full border border-primary px-2 py-0.5 text-xs font-semibold text-primary-ink">
            Beta
          </span>
        </Link>
        {signedIn && (
          <ul className="ml-4 hidden items-center gap-1 md:flex">
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
        <div className="ml-auto hidden md:block">
          {signedIn && <LazyUserMenu email={session.user.email} onSignOut={handleSignOut} />}
          {session.status === 'signed-out' && (
            <Link
              to="/auth"
              className="inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-medium text-white hover:bg-primary-strong"
            >
              Sign In
            </Link>
          )}
        </div>
        <button
          type="button"
          className="ml-auto inline-flex size-11 items-center justify-center rounded-lg border border-line md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={toggleMenu}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </nav>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-line px-4 py-3 md:hidden">
          <ul className="flex flex-col gap-1">
            {signedIn &&
              navItems.map(({ path, label, icon: Icon }) => (
                <li key={path}>
                  <NavLink to={path} className={itemClass} onClick={() => setMenuOpen(false)}>
                    <Icon aria-hidden="true" className="size-5" />
                    {label}
                  </NavLink>
                </li>
              ))}
            <li>
              {signedIn ? (
                <button type="button" className={itemClass({ isActive: false })} onClick={handleSignOut}>
                  Sign Out
                </button>
              ) : (
                <NavLink to="/auth" className={itemClass} onClick={() => setMenuOpen(false)}>
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
