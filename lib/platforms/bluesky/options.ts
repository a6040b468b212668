// platformOptions.bluesky as the adapter reads it. validate.ts reports wrong types to the person; here we
// only pick out what is usable.
export interface BlueskyOptions {
  langs: string[];
  /** Alt text per image, by position (an extension of the contract; media[i].altText wins). */
  altTexts: string[];
}

export function blueskyOptions(options: Record<string, unknown>): BlueskyOptions {
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
  return { langs: strings(options.langs).slice(0, 3), altTexts: strings(options.altTexts) };
}
