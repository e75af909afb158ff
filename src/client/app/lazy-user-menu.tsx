import { lazy, startTransition, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { ACCOUNT_BUTTON_CLASS, AccountButtonContent } from './account-button';

// The menu brings Radix and its positioning engine (about a third of the app shell): it loads when the
// person shows an intent to use it (hover, focus, touch), not with every page.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

type Stage = 'idle' | 'loading';
type Opening = 'pointer' | 'keyboard' | null;

interface Props {
  email: string;
  onSignOut: () => void;
}

/** The account menu's button, drawn at once; the menu itself arrives on first intent and opens as asked. */
export function LazyUserMenu({ email, onSignOut }: Props) {
  const [stage, setStage] = useState<Stage>('idle');
  const wrapper = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const opening = useRef<Opening>(null);

  // A transition keeps the stand-in on screen, focused, until the menu has arrived: swapped in at once, it
  // would leave the page for a fallback copy and focus would fall to the page for as long as the menu loads.
  const load = () => {
    if (stage === 'idle') startTransition(() => setStage('loading'));
  };

  const handOver = () => {
    const trigger = wrapper.current?.querySelector('button');
    if (!trigger) return;
    // The stand-in held focus when it left the page: the real button takes it over.
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (hadFocus.current && focusLost) trigger.focus();
    // The press reached the stand-in: give it to the real button, the way that person pressed.
    if (opening.current === 'keyboard') {
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    } else if (opening.current === 'pointer') {
      trigger.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0 }));
    }
    opening.current = null;
  };

  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      className={ACCOUNT_BUTTON_CLASS}
      onPointerEnter={load}
      onFocus={() => {
        hadFocus.current = true;
        load();
      }}
      onBlur={(event) => {
        // Focus moving elsewhere counts; the stand-in leaving the page (no next element) does not.
        if (event.relatedTarget) hadFocus.current = false;
      }}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        opening.current = 'pointer';
        load();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        opening.current = 'keyboard';
        load();
      }}
    >
      <AccountButtonContent email={email} />
    </button>
  );

  return (
    <div ref={wrapper}>
      <Suspense fallback={standIn}>
        {stage === 'idle' ? (
          standIn
        ) : (
          <>
            <UserMenu email={email} onSignOut={onSignOut} />
            <OnMount run={handOver} />
          </>
        )}
      </Suspense>
    </div>
  );
}

function OnMount({ run }: { run: () => void }) {
  const ran = useRef(false);
  // Before the browser gets a turn: no moment in which neither button holds focus.
  useLayoutEffect(() => {
    if (ran.current) return;
    ran.current = true;
    run();
  });
  return null;
}
