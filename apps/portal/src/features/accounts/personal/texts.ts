import { portalPersonalTexts } from '@steel-epd/contract';
import { addTexts } from '../../../lib/i18n.ts';

/**
 * This area's texts: not in the portal's entry, added when the first of its pages loads (each
 * page the route table loads imports this module).
 */
export const FEATURE_TEXTS = {
  ...portalPersonalTexts,
};

addTexts(FEATURE_TEXTS);
