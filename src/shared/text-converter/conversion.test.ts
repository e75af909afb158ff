import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bionicWords } from '../bionic';
import {
  conversionInputSchema,
  conversionSegments,
  convertText,
  countCharacters,
  markupToSegments,
  modeOf,
  previewOf,
  segmentsToMarkup,
  stripBold,
  TEXT_LIMIT,
} from './conversion';

/** Any text people might paste: every Unicode character, markup-looking strings, lines and spaces. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc
    .array(
      fc.constantFrom(
        '<b>',
        '</b>',
        '&amp;',
        '&lt;',
        '<',
        '>',
        '&',
        'word',
        ' ',
        '\n',
        'é',
        '東京',
        "don't",
        '42',
      ),
    )
    .map((parts) => parts.join('')),
);

describe('Convert for ADHD', () => {
  it('bolds the first half of each word, rounded down', () => {
    expect(convertText('Break tasks into a few parts', 'adhd')).toBe(
      '<b>Br</b>eak <b>ta</b>sks <b>in</b>to a <b>f</b>ew <b>pa</b>rts',
    );
  });

  it('keeps punctuation, numbers and line breaks, and escapes markup in the text', () => {
    expect(convertText('Hi, <you>!\n\n"Ready" & 2026.', 'adhd')).toBe(
      '<b>H</b>i, &lt;<b>y</b>ou&gt;!\n\n"<b>Re</b>ady" &amp; <b>20</b>26.',
    );
  });

  it('bolds alphabets other than Latin but leaves scripts without spaces as they are', () => {
    expect(convertText('Привет мир', 'adhd')).toBe('<b>При</b>вет <b>м</b>ир');
    expect(convertText('東京は晴れです。', 'adhd')).toBe('東京は晴れです。');
    expect(convertText('สวัสดีครับ', 'adhd')).toBe('สวัสดีครับ');
    expect(convertText('Tokyo 東京 trip', 'adhd')).toBe('<b>To</b>kyo 東京 <b>tr</b>ip');
  });

  it('with chunks, breaks a long paragraph between sentences before bolding; OpenDyslexic ignores them', () => {
    const text = 'One. Two. Three. Four.';
    expect(stripBold(convertText(text, 'adhd', true))).toBe('One. Two.\n\nThree. Four.');
    expect(convertText(text, 'opendyslexic', true)).toBe(text);
    expect(modeOf(text, convertText(text, 'adhd', true))).toBe('adhd');
  });

  it('removing the bold markup always gives back the input exactly', () => {
    fc.assert(fc.property(anyText, (text) => stripBold(convertText(text, 'adhd')) === text));
  });

  it('reads back exactly the segments it wrote', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const segments = bionicWords(text, 'down');
        const back = markupToSegments(segmentsToMarkup(segments));
        expect(back.map((s) => s.bold + s.rest).join('')).toBe(text);
        expect(back.map((s) => s.bold).filter(Boolean)).toEqual(segments.map((s) => s.bold).filter(Boolean));
      }),
    );
  });

  it('never bolds more than half a word', () => {
    fc.assert(
      fc.property(anyText, (text) =>
        bionicWords(text, 'down').every(
          ({ bold, rest }) => Array.from(bold).length <= Array.from(bold + rest).length / 2,
        ),
      ),
    );
  });

  it('takes stray markup as plain text when reading it back', () => {
    expect(stripBold('a < b & <i>c</i>')).toBe('a < b & <i>c</i>');
  });
});

describe('Convert to OpenDyslexic', () => {
  it('keeps the text unchanged', () => {
    fc.assert(fc.property(anyText, (text) => convertText(text, 'opendyslexic') === text));
  });

  it('is drawn as the text itself, markup included', () => {
    const text = '<img src=x onerror=alert(1)>';
    const mode = modeOf(text, convertText(text, 'opendyslexic'));
    expect(mode).toBe('opendyslexic');
    expect(conversionSegments({ mode, convertedText: text })).toEqual([{ bold: '', rest: text }]);
  });
});

describe('a stored conversion', () => {
  it('is recognised as ADHD or OpenDyslexic and drawn as the same text', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom('adhd' as const, 'opendyslexic' as const), (text, mode) => {
        const convertedText = convertText(text, mode);
        const segments = conversionSegments({ mode: modeOf(text, convertedText), convertedText });
        return segments.map((s) => s.bold + s.rest).join('') === text;
      }),
    );
  });
});

describe('the input', () => {
  it('counts characters as people do', () => {
    expect(countCharacters('abc')).toBe(3);
    expect(countCharacters('👋🏽 hi')).toBe(5);
    expect(countCharacters('\ud800x')).toBe(2);
  });

  it('takes up to 100,000 characters and refuses more with a clear message', () => {
    expect(conversionInputSchema.safeParse({ text: 'a'.repeat(TEXT_LIMIT), mode: 'adhd' }).success).toBe(
      true,
    );
    expect(conversionInputSchema.safeParse({ text: '😀'.repeat(TEXT_LIMIT), mode: 'adhd' }).success).toBe(
      true,
    );
    const over = conversionInputSchema.safeParse({ text: 'a'.repeat(TEXT_LIMIT + 5), mode: 'adhd' });
    expect(over.error?.issues[0]?.message).toBe(
      'This text has 100,005 characters. The converter takes up to 100,000: please shorten it by 5.',
    );
  });

  it('refuses empty text and keeps spaces of a real text as they are', () => {
    expect(conversionInputSchema.safeParse({ text: ' \n ', mode: 'adhd' }).error?.issues[0]?.message).toBe(
      'Please type or paste some text to convert first.',
    );
    expect(conversionInputSchema.parse({ text: '  hi\n', mode: 'opendyslexic' }).text).toBe('  hi\n');
  });

  it('previews a conversion on one short line', () => {
    expect(previewOf('  Hello\n\nworld  ')).toBe('Hello world');
    const long = previewOf('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(81);
    expect(long).toMatch(/^word word .*…$/);
  });
});
