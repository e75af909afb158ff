import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

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
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[calc(100vh-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-xl border border-line bg-surface p-6 text-fg shadow-lg"
          onCloseAutoFocus={onCloseAutoFocus}
          {...(!description && { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="text-xl font-semibold">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
