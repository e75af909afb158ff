import { useState } from 'react';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

export type SaveResult = 'saved' | 'kept' | 'invalid' | 'failed';

export const KEPT_OFFLINE = 'Budget saved on this device. It goes to your account when you are back online.';

export const FIX_FIRST = 'Some amounts need fixing first. Each one has a message beside it.';

interface Props {
  onSave: () => Promise<SaveResult>;
  saving: boolean;
  dirty: boolean;
  className?: string;
}

/** Save, what came of it, and whether there are changes not saved yet. */
export function SaveBar({ onSave, saving, dirty, className = '' }: Props) {
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function save() {
    setMessage(null);
    const result = await onSave();
    if (result === 'saved') setMessage({ tone: 'success', text: 'Budget saved successfully!' });
    if (result === 'kept') setMessage({ tone: 'success', text: KEPT_OFFLINE });
    if (result === 'failed') setMessage({ tone: 'error', text: 'Failed to save budget. Please try again.' });
    if (result === 'invalid') setMessage({ tone: 'error', text: FIX_FIRST });
  }

  return (
    <div className={`space-y-2 ${className}`}>
      <Button className="w-full" busy={saving} busyLabel="Saving..." onClick={() => void save()}>
        Save Budget
      </Button>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
      {dirty && <p className="text-sm text-muted">You have changes that are not saved yet.</p>}
    </div>
  );
}
