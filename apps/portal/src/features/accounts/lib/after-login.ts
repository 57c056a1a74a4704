/** What happens after a login (spec 01 §4 "Login flow"). */
export type AfterLogin = { kind: 'supplement' } | { kind: 'navigate'; to: string };

/**
 * Pages that make no sense to return to once logged in: the spec names /Result and /; the
 * registration page is added because a logged-in user has nothing to do there.
 */
const GO_HOME = new Set(['/', '/Result', '/register']);

/** Only a path of this site counts; anything else (another origin, garbage) goes home. */
const isOwnPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

const pathOf = (url: string) => url.split(/[?#]/, 1)[0] ?? url;

/**
 * No user name: the supplement form is asked for (spec 01 §1, §4). The spec's "neither user name
 * nor company name" read the one field that held either; the two are apart now, and a phone
 * registration's company name alone is no answer for the review (decision 198).
 */
export const needsSupplement = (user: { userName: string | null; companyName: string | null }): boolean =>
  !user.userName?.trim();

/**
 * A user without a user name fills the supplement form first. Otherwise
 * the user goes to the remembered page (localStorage `url`, set by the login prompt) or, when
 * none is remembered, stays on the page the dialog was opened on; /Result and / go home.
 */
export const afterLogin = (
  user: { userName: string | null; companyName: string | null },
  storedUrl: string | null,
  currentUrl: string,
): AfterLogin => {
  if (needsSupplement(user)) return { kind: 'supplement' };
  const target = storedUrl && isOwnPath(storedUrl) ? storedUrl : currentUrl;
  return { kind: 'navigate', to: isOwnPath(target) && !GO_HOME.has(pathOf(target)) ? target : '/' };
};
