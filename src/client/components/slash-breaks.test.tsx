import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readingSegments } from '../../shared/bionic';
import { BoldSegments } from './bold-segments';
import { SlashBreaks } from './slash-breaks';

describe('SlashBreaks', () => {
  it('lets a web address wrap after each slash inside it, and leaves its text as it was', () => {
    const url = 'https://www.example.org/appointments/2026/letter';
    const { container } = render(
      <p>
        <SlashBreaks text={`Open ${url} and/or call`} />
      </p>,
    );
    expect(container.textContent).toBe(`Open ${url} and/or call`);
    // After "https://", ".org/", "appointments/", "2026/" and "and/": never after a slash ending a word.
    expect(container.querySelectorAll('wbr')).toHaveLength(5);
  });

  it('draws text without a slash as it is', () => {
    const { container } = render(
      <p>
        <SlashBreaks text="Antidisestablishmentarianism" />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Antidisestablishmentarianism</p>');
  });

  it('keeps the breaks in bionic reading, where the bold starts cut the address into pieces', () => {
    const text = 'Open https://www.example.org/appointments/2026/letter and/or call';
    const { container } = render(
      <p>
        <BoldSegments segments={readingSegments(text, 'bionic')} text={text} />
      </p>,
    );
    const drawn = container.querySelector('[aria-hidden="true"]')!;
    expect(drawn.textContent).toBe(text);
    expect(drawn.querySelectorAll('wbr')).toHaveLength(5);
  });
});
