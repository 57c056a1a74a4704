import { randomUUID } from 'node:crypto';

/**
 * Keys are made by the server, never from a client's file name, so a name can neither escape
 * the store nor overwrite another file. Lower-case segments without dots: no `..`, no hidden
 * names, nothing a temp name could clash with.
 */
export const STORAGE_KEY_RE = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

/** Exactly the keys `newStorageKey` makes: what a sweep may remove, and nothing else in the store. */
export const NEW_STORAGE_KEY_RE =
  /^\d{4}\/(0[1-9]|1[0-2])\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A fresh key, `yyyy/mm/<uuid>`: months keep folders small and make backups by age easy. */
export const newStorageKey = (now = new Date()): string =>
  `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}`;
