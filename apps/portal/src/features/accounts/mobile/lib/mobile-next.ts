/**
 * Where /Loginapp goes after a login (spec 01 §4 "Mobile login", spec 02 §2 "Profession
 * selection step"): a user without a user name picks a profession first (decision 198: a
 * phone registration's company name is no answer); then the full report
 * of the query's business id, or home when there is none.
 */
export const mobileAfterLogin = (
  user: { userName: string | null; companyName: string | null },
  businessId: string | null,
): string => {
  const query = businessId ? `?id=${encodeURIComponent(businessId)}` : '';
  if (!user.userName?.trim()) return `/appLoginform${query}`;
  return businessId ? `/apppdf/${encodeURIComponent(businessId)}` : '/';
};
