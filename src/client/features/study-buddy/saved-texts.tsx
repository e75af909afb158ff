import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Conversion, ConversionSummary } from '../../../shared/text-converter/conversion';
import { inputClass } from '../../components/field';
import { api, unwrap } from '../../lib/api';

/**
 * The text converter's saved texts (the last three), offered as notes: choosing one puts its original text in
 * the notes box, to read over before making cards.
 */
export function SavedTexts({ onText }: { onText: (text: string) => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const { data } = useQuery({
    queryKey: ['conversions', 'study-notes'],
    queryFn: () => unwrap<{ conversions: ConversionSummary[] }>(api.conversions.$get()),
  });
  const saved = data?.conversions ?? [];
  if (saved.length === 0) return null;

  async function choose(conversionId: string) {
    setError(null);
    try {
      const conversion = await unwrap<Conversion>(
        api.conversions[':id'].$get({ param: { id: conversionId } }),
      );
      onText(conversion.originalText);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'That text could not be opened. Please try again.');
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        Or use a text you converted
      </label>
      <select
        id={id}
        className={`${inputClass} mt-1`}
        value=""
        onChange={(event) => {
          if (event.target.value) void choose(event.target.value);
        }}
      >
        <option value="">Choose a saved text</option>
        {saved.map((conversion) => (
          <option key={conversion.id} value={conversion.id}>
            {conversion.preview}
          </option>
        ))}
      </select>
      {error && (
        <p role="alert" className="mt-1 font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
