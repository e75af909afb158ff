import { AlertDialog } from 'radix-ui';
import { useEffect } from 'react';
import { useNavigationBlocker } from '../../lib/navigation-blocker';
import { buttonClass } from '../../components/button';
import { dialogClasses } from '../../components/dialog-classes';

/**
 * Asks before leaving with unsaved changes: a calm dialog when moving elsewhere in the app, and the
 * browser's own question when closing or reloading the tab.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const open = blocker.state === 'blocked';
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogClasses.overlay} />
        <AlertDialog.Content className={dialogClasses.content('wide')}>
          <AlertDialog.Title className={dialogClasses.title}>Leave without saving?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2">
            Your budget has changes that are not saved yet. If you leave now, those changes will be lost.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('primary')}>Stay and keep editing</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('danger')} onClick={() => blocker.proceed?.()}>
              Leave without saving
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
