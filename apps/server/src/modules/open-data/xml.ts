/**
 * XML text for the ILCD+EPD export: every text and attribute value goes through `esc`, which
 * escapes the five markup characters and drops what XML 1.0 cannot hold (control characters
 * other than tab and line breaks, lone surrogates, U+FFFE and U+FFFF).
 */

/** Controls, lone surrogates and the two non-characters; tab and line breaks are kept below. */
const NOT_XML = /[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu;
const KEPT = new Set(['\t', '\n', '\r']);

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** The text as XML character data or an attribute value (safe in both). */
export const esc = (value: string | number): string =>
  String(value)
    .replace(NOT_XML, (c) => (KEPT.has(c) ? c : ''))
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** Attributes as ` name="value"…`; the names are this module's constants, the values escaped. */
const attrs = (a: Record<string, string | number | undefined>) =>
  Object.entries(a)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => ` ${k}="${esc(v)}"`)
    .join('');

/** An element with escaped text content. */
export const el = (
  name: string,
  text: string | number,
  a: Record<string, string | number | undefined> = {},
) => `<${name}${attrs(a)}>${esc(text)}</${name}>`;

/** An element around already built children (each built with `el` or `wrap`). */
export const wrap = (
  name: string,
  children: readonly string[],
  a: Record<string, string | number | undefined> = {},
) => `<${name}${attrs(a)}>${children.join('')}</${name}>`;
