import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { dialogClasses } from '../../components/dialog-classes';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Where focus goes when the dialog closes; by default back to what opened it. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The mind map's dialogs: one look, focus kept inside, Escape closes. */
export function Modal({ open, onOpenChange, title, description, children, onCloseAutoFocus }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content
          className={dialogClasses.content('narrow')}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(!description && { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={dialogClasses.title}>{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
