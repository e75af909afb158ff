import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownToText } from './markdown-text';

/** Milliseconds of CPU time this process has spent since `started` (from process.cpuUsage()). */
function cpuMs(started: NodeJS.CpuUsage) {
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

describe('markdownToText', () => {
  it('keeps the words a reader sees and none of the markers', () => {
    const markdown = [
      '# Letter from the **council**',
      '',
      'Dear Sam, please read *this* and __that__,',
      'then `pay` the ~~old~~ bill at [our site](https://example.org/pay_(now)).',
      '',
      'Subtitle',
      '--------',
      '',
      '- First thing',
      '* Second _thing_',
      '  + Nested with ![a picture](pic.png)',
      '1. Numbered',
      '2) Second number',
      '',
      '> A quoted line',
      '',
      '---',
      '',
      '```',
      '**kept** as it is',
      '```',
      'Line one  ',
      'Line two, snake_case_name and 2 * 3 stay, \\*stars\\* too.',
      '',
      '[ref]: https://example.org',
      'See <https://example.org> or [the guide][ref].',
    ].join('\n');
    expect(markdownToText(markdown)).toBe(
      [
        'Letter from the council',
        '',
        'Dear Sam, please read this and that, then pay the old bill at our site.',
        '',
        'Subtitle',
        '',
        '• First thing',
        '• Second thing',
        '  • Nested with a picture',
        '1. Numbered',
        '2. Second number',
        '',
        'A quoted line',
        '',
        '**kept** as it is',
        'Line one',
        'Line two, snake_case_name and 2 * 3 stay, *stars* too.',
        '',
        'See https://example.org or the guide.',
      ].join('\n'),
    );
  });

  it('reads Windows line ends and a byte order mark, and leaves plain text as it is', () => {
    expect(markdownToText('\uFEFF## Title ##\r\n\r\nText.\r\n')).toBe('Title\n\nText.');
    expect(markdownToText('Just a note.\n\nAnother one.')).toBe('Just a note.\n\nAnother one.');
    expect(markdownToText('#hashtag is not a heading')).toBe('#hashtag is not a heading');
  });

  it('turns a table into one line per row', () => {
    expect(markdownToText('| Day | Task |\n| --- | :-: |\n| Mon | **Call** |')).toBe(
      'Day | Task\nMon | Call',
    );
  });
});

describe('markdownToText on any input', () => {
  const pieces = fc.constantFrom(
    '*',
    '_',
    '**',
    '`',
    '[',
    ']',
    '(',
    ')',
    '#',
    '- ',
    '> ',
    '\n',
    ' ',
    'a',
    '~~',
    '\\',
  );

  it('never throws, and reads a huge line of lone markers quickly', () => {
    fc.assert(
      fc.property(
        fc.array(pieces).map((p) => p.join('')),
        (text) => typeof markdownToText(text) === 'string',
      ),
    );
    // Timed in this process's CPU time, which other work on the machine does not stretch (decision 141).
    const started = process.cpuUsage();
    markdownToText('*a _b [c `d ~~e '.repeat(20_000));
    expect(cpuMs(started)).toBeLessThan(2_000);
  });
});
