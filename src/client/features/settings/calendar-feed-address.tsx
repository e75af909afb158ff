import { CalendarPlus, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import type { Ref } from 'react';
import { webcalAddress } from '../../../shared/calendar-feed';
import { Button, buttonClass } from '../../components/button';
import { inputClass } from '../../components/field';
import { Notice } from '../../components/notice';

const COPIED = 'Copied. Paste it where your calendar app asks for the address of a calendar to subscribe to.';
const NOT_COPIED =
  'NeuroNest was not allowed to copy it. The address is selected: press Ctrl+C (⌘+C on a Mac) to copy it.';

/**
 * The feed's address in a read-only field that shows all of it (it wraps on a narrow screen), with Copy, and a
 * webcal:// link that opens the calendar app of this device (docs/product.md#calendar-feed).
 */
export function CalendarFeedAddress({
  address,
  fieldRef,
}: {
  address: string;
  fieldRef: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  // Said only for the address it was about: a renewed address starts without it.
  const [copyResult, setCopy] = useState<{ address: string; done: 'yes' | 'no' } | null>(null);
  const copied = copyResult?.address === address ? copyResult.done : null;

  async function copy(field: HTMLTextAreaElement | null) {
    try {
      await navigator.clipboard.writeText(address);
      setCopy({ address, done: 'yes' });
    } catch {
      field?.focus();
      field?.select();
      setCopy({ address, done: 'no' });
    }
  }

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="block font-medium">
          Your calendar address
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          Private: anyone who has it can see these events. If it gets out, renew it.
        </p>
        <textarea
          ref={fieldRef}
          id={id}
          readOnly
          rows={3}
          value={address}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.target.select()}
          className={`${inputClass} mt-1 field-sizing-content resize-none font-mono text-sm break-all`}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => void copy(document.getElementById(id) as HTMLTextAreaElement | null)}
        >
          <Copy aria-hidden="true" className="size-5" />
          Copy address
        </Button>
        <a href={webcalAddress(address)} className={buttonClass('primary')} aria-describedby={`${id}-add`}>
          <CalendarPlus aria-hidden="true" className="size-5" />
          Add to my calendar
        </a>
      </div>
      <p id={`${id}-add`} className="text-sm text-muted">
        &quot;Add to my calendar&quot; opens the calendar app of this device. On another device, or in Google
        Calendar on the web, copy the address and add it there as a calendar from an address (URL).
      </p>
      {copied && (
        <Notice key={copied} tone={copied === 'yes' ? 'success' : 'error'}>
          {copied === 'yes' ? COPIED : NOT_COPIED}
        </Notice>
      )}
    </div>
  );
}
