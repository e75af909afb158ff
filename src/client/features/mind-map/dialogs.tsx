import { useState } from 'react';
import { MAX_TOPIC_LENGTH } from '../../../shared/mind-map/map';
import { MAX_TITLE_LENGTH } from '../../../shared/mind-map/projects';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Modal } from './modal';

export type TopicRequest =
  | { kind: 'central' }
  | { kind: 'child'; parentId: string; parentText: string }
  | { kind: 'rename'; id: string; text: string };

const topicTitles = { central: 'Add Central Topic', child: 'Add Subtopic', rename: 'Rename Topic' };

interface TopicDialogProps {
  request: TopicRequest | null;
  onClose(): void;
  /** Called with trimmed, non-empty text only (docs/product.md#validation: empty input is ignored). */
  onSubmit(request: TopicRequest, text: string): void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function TopicDialog({ request, onClose, onSubmit, onCloseAutoFocus }: TopicDialogProps) {
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={request ? topicTitles[request.kind] : ''}
      {...(request?.kind === 'child' && { description: `A subtopic of "${request.parentText}".` })}
      {...(onCloseAutoFocus && { onCloseAutoFocus })}
    >
      {request && (
        <TopicForm key={JSON.stringify(request)} request={request} onClose={onClose} onSubmit={onSubmit} />
      )}
    </Modal>
  );
}

function TopicForm({
  request,
  onClose,
  onSubmit,
}: Omit<TopicDialogProps, 'request'> & { request: TopicRequest }) {
  const [text, setText] = useState(request.kind === 'rename' ? request.text : '');
  return (
    <form
      noValidate
      className="mt-6 space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        // Pasted text may carry invisible control characters; a topic keeps only what can be shown.
        const trimmed = text.replace(/\p{Cc}/gu, ' ').trim();
        if (trimmed) onSubmit(request, trimmed);
      }}
    >
      <Field
        label="Topic"
        autoComplete="off"
        maxLength={MAX_TOPIC_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">{request.kind === 'rename' ? 'Save Topic' : 'Add Topic'}</Button>
      </div>
    </form>
  );
}

interface SaveDialogProps {
  open: boolean;
  initialTitle: string;
  heading?: string;
  onClose(): void;
  onSave(title: string): void;
}

/** docs/product.md#screens 'Save Mind Map': a title, Cancel and Save; Enter confirms; Save is disabled while empty. */
export function SaveDialog({
  open,
  initialTitle,
  heading = 'Save Mind Map',
  onClose,
  onSave,
}: SaveDialogProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={heading}>
      {open && <SaveForm initialTitle={initialTitle} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function SaveForm({ initialTitle, onClose, onSave }: Omit<SaveDialogProps, 'open'>) {
  const [title, setTitle] = useState(initialTitle);
  const trimmed = title.trim();
  return (
    <form
      noValidate
      className="mt-6 space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onSave(trimmed);
      }}
    >
      <Field
        label="Title"
        autoComplete="off"
        maxLength={MAX_TITLE_LENGTH}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!trimmed}>
          Save
        </Button>
      </div>
    </form>
  );
}

interface ConfirmProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  onCancel,
  onConfirm,
}: ConfirmProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={title} description={description}>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
