import { defineTexts } from './define.ts';

/**
 * The inbox messages of an application's progress: stage moves, quotes, contracts, requests for
 * corrected LCA data and the release. Kept as key and parameters, rendered in the reader's language.
 */
export const inboxApplicationsTexts = defineTexts({});
