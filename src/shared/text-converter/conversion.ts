import { z } from '../zod';
import type { BionicSegment } from '../bionic';
import { bionicWords } from '../bionic';
import { chunkParagraphs } from '../reading-chunks';
import { formatCount } from '../count';

/** The longest text the converter takes, in characters as people count them (an emoji is one). */
export const TEXT_LIMIT = 100_000;
/** How many conversions each person keeps (docs/product.md#limits). */
export const RECENT_CONVERSIONS = 3;

export const CONVERSION_MODES = ['opendyslexic', 'adhd'] as const;
export type ConversionMode = (typeof CONVERSION_MODES)[number];

export const CONVERSION_EMPTY_MESSAGE = 'Please type or paste some text to convert first.';

/** Characters as people count them: code points, so an emoji or a rare letter counts once. */
export function countCharacters(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single character.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    count += 1;
  }
  return count;
}

export function tooLongMessage(count: number) {
  return `This text has ${formatCount(count)} characters. The converter takes up to ${formatCount(
    TEXT_LIMIT,
  )}: please shorten it by ${formatCount(count - TEXT_LIMIT)}.`;
}

/** POST /api/conversions: the text exactly as written (never trimmed) and the kind of conversion. */
export const conversionInputSchema = z.lazy(() =>
  z.object({
    text: z
      .string({ error: CONVERSION_EMPTY_MESSAGE })
      .refine((text) => text.trim() !== '', CONVERSION_EMPTY_MESSAGE)
      .superRefine((text, ctx) => {
        const count = countCharacters(text);
        if (count > TEXT_LIMIT) ctx.addIssue({ code: 'custom', message: tooLongMessage(count) });
      }),
    mode: z.enum(CONVERSION_MODES, { error: 'Please choose OpenDyslexic or ADHD conversion.' }),
    /** With 'adhd': long paragraphs broken into short chunks (docs/product.md#text-converter). */
    chunks: z.boolean({ error: 'Please turn short chunks on or off.' }).optional(),
  }),
);

export type ConversionInput = z.input<typeof conversionInputSchema>;

/** A stored conversion, whole. */
export interface Conversion {
  id: string;
  mode: ConversionMode;
  originalText: string;
  convertedText: string;
  createdAt: string;
}

/** A line of the 'Recent Conversions' list. */
export interface ConversionSummary {
  id: string;
  mode: ConversionMode;
  preview: string;
  characters: number;
  createdAt: string;
}

const PREVIEW_LENGTH = 80;

export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const letters = Array.from(flat);
  return letters.length <= PREVIEW_LENGTH ? flat : `${letters.slice(0, PREVIEW_LENGTH).join('').trimEnd()}…`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const UNESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };

export const escapeHtml = (text: string) => text.replace(/[&<>]/g, (char) => ESCAPES[char] ?? char);

/** Bold segments as markup: `<b>` around each bold part, everything else escaped (no other tag is possible). */
export function segmentsToMarkup(segments: readonly BionicSegment[]): string {
  return segments
    .map(({ bold, rest }) => (bold ? `<b>${escapeHtml(bold)}</b>` : '') + escapeHtml(rest))
    .join('');
}

const TOKEN = /<b>|<\/b>|&amp;|&lt;|&gt;|[^<&]+|[<&]/g;

/**
 * Reads markup made by segmentsToMarkup back into segments, without ever handing it to an HTML parser.
 * Anything that is not `<b>`, `</b>` or one of the three escapes is taken as plain text.
 */
export function markupToSegments(markup: string): BionicSegment[] {
  const segments: BionicSegment[] = [];
  let inBold = false;
  let current: BionicSegment = { bold: '', rest: '' };
  for (const [token] of markup.matchAll(TOKEN)) {
    if (token === '<b>') {
      if (current.bold || current.rest) segments.push(current);
      current = { bold: '', rest: '' };
      inBold = true;
    } else if (token === '</b>') {
      inBold = false;
    } else {
      const text = UNESCAPES[token] ?? token;
      if (inBold) current.bold += text;
      else current.rest += text;
    }
  }
  if (current.bold || current.rest) segments.push(current);
  return segments;
}

/** The text the markup stands for: the bold markup removed. */
export const stripBold = (markup: string) =>
  markupToSegments(markup)
    .map((segment) => segment.bold + segment.rest)
    .join('');

/**
 * What is stored as converted_text. 'Convert for ADHD' bolds the first half of each word, rounded down
 * (docs/product.md#limits), after breaking long paragraphs into chunks when asked (docs/product.md#text-converter);
 * 'Convert to OpenDyslexic' keeps the text unchanged, since the font does the work.
 */
export function convertText(text: string, mode: ConversionMode, chunks = false): string {
  if (mode !== 'adhd') return text;
  return segmentsToMarkup(bionicWords(chunks ? chunkParagraphs(text) : text, 'down'));
}

/**
 * Which conversion a stored row is. An OpenDyslexic conversion is the text itself; an ADHD one differs from it
 * unless no word of the text was long enough to bold, and then the two look the same anyway.
 */
export function modeOf(originalText: string, convertedText: string): ConversionMode {
  return originalText === convertedText ? 'opendyslexic' : 'adhd';
}

/** The segments to draw for a conversion. */
export function conversionSegments(conversion: Pick<Conversion, 'mode' | 'convertedText'>): BionicSegment[] {
  return conversion.mode === 'adhd'
    ? markupToSegments(conversion.convertedText)
    : [{ bold: '', rest: conversion.convertedText }];
}
