import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_READER_SETTINGS } from '../../../shared/text-converter/reader';
import { ReaderControls } from './reader-controls';

describe('ReaderControls', () => {
  it('saves each choice as the value the settings hold: numbers as numbers, words as words', async () => {
    const onChange = vi.fn();
    render(<ReaderControls settings={DEFAULT_READER_SETTINGS} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Text size'), '125%');
    await userEvent.selectOptions(screen.getByLabelText('Word spacing'), 'Wider');
    await userEvent.selectOptions(screen.getByLabelText('Line focus'), '3 lines at a time');
    expect(onChange.mock.calls).toEqual([
      [{ textSize: 1.25 }],
      [{ wordSpacing: 'wider' }],
      [{ focusLines: 3 }],
    ]);
    expect(screen.getByLabelText('Line length')).toHaveDisplayValue('Full width');
  });
});
