import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeBionicHtml } from './sanitize';

/** Everything left is text or one of the four allowed tags, without attributes. */
const SAFE = /^(?:[^<>]|<\/?(?:b|strong)>)*$/;

describe('sanitizeBionicHtml', () => {
  it.each([
    ['<b class="b bionic">Hel</b>lo', '<b>Hel</b>lo'],
    ['<STRONG style="x">Wo</STRONG>rld', '<strong>Wo</strong>rld'],
    ['<script>alert(1)</script>safe', 'safe'],
    ['<SCRIPT src=x>alert(1)', ''],
    ['<style>b{color:red}</style>text', 'text'],
    ['<img src=x onerror="alert(1)">text', 'text'],
    ['<img alt="a>b" onerror=alert(1)>text', 'text'],
    ['<b onmouseover="alert(1)">x</b>', '<b>x</b>'],
    ['<a href="javascript:alert(1)">link</a>', 'link'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<!-- <b>hidden</b> -->shown', 'shown'],
    ['<!DOCTYPE html><html><body><p>One</p><p>Two</p></body></html>', 'One Two'],
    ['line<br>break', 'line break'],
    ['Tom &amp; Jerry &lt;3 &#39;hi&#39; &#x263A;', 'Tom &amp; Jerry &lt;3 &#39;hi&#39; ☺'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['a < b > c', 'a &lt; b &gt; c'],
    ['<b', '&lt;b'],
    ['"quoted" \'single\'', '&quot;quoted&quot; &#39;single&#39;'],
    ['&unknown; &#0;', '&amp;unknown;'],
  ])('turns %j into %j', (html, expected) => {
    expect(sanitizeBionicHtml(html)).toBe(expected);
  });

  it('never lets any other markup through, whatever it is given', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<',
        '>',
        '"',
        "'",
        '<b>',
        '</b>',
        '<b class="x">',
        '<strong>',
        '<script>',
        '</script>',
        '<img src=x onerror=alert(1)>',
        '<!--',
        '-->',
        '&lt;',
        '&#60;',
        '&#x3c;',
        '<b <i>>',
        '<a href="',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) =>
        SAFE.test(sanitizeBionicHtml(pieces.join(''))),
      ),
      { numRuns: 2000 },
    );
  });
});
