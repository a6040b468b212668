// A page's address made from its name, as a person would write it: "Brightside Coffee" → "brightside-coffee",
// "Café Über" → "cafe-uber". Accents dropped, anything that is not a letter or digit becomes one hyphen, no
// hyphen at either end, at most 40 characters (linkSlug's rule). It may still be too short or reserved: the
// check as you type says so.
export const SLUG_MAX = 40;

export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/, "");
}
