// Mastodon's own character count: every URL counts as 23 characters whatever its length, and a remote mention
// `@user@domain` counts only as `@user` (the instance adds the domain itself).
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const REMOTE_MENTION = /(^|[^\p{L}\p{N}_/])@([\p{L}\p{N}_]+)@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
export const URL_LENGTH = 23;

export function mastodonTextLength(text: string): number {
  let extra = 0;
  const withoutUrls = text.replace(URL_PATTERN, () => {
    extra += URL_LENGTH;
    return "";
  });
  const withLocalMentions = withoutUrls.replace(REMOTE_MENTION, (_match, before: string, user: string) => `${before}@${user}`);
  return [...withLocalMentions].length + extra;
}
