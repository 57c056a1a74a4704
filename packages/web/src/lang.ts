import { LANGUAGES, type Lang } from '@steel-epd/contract';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
