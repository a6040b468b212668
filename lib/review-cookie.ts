// The cookie holding a review link's passcode proof (lib/services/review-links/review-passcode.ts). Its path is
// the link's own (/r/<token>): it goes with that link's page, media and actions, and with nothing else.
export const REVIEW_PASSCODE_COOKIE = "postlane-review";

export const reviewLinkPath = (token: string) => `/r/${encodeURIComponent(token)}`;
