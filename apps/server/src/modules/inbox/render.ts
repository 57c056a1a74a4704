import type { Lang } from '@steel-epd/contract';
import { fillText } from '../../platform/messaging/notice-mail.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A value as HTML text: the portal shows sendMsg as HTML, so a reason typed by an operator must not become markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The stored parameters; anything unreadable counts as none, so one bad row does not break the list. */
export const parseParams = (text: string | null): Record<string, string> => {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
  } catch {
    return {};
  }
};

/**
 * A message in one language: the catalogue text of its key (trusted HTML) with each `{{name}}`
 * replaced by the escaped parameter, the sentence ending once after a typed reason (fillText,
 * which the mails use too). An unknown key shows as itself, as textOf does everywhere.
 */
export const renderMessage = (key: string, params: Record<string, string>, lang: Lang) =>
  fillText(key, params, lang, escapeHtml);
