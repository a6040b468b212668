// The SHA-256 of a picked file, so the upload can ask first whether the library already holds the same bytes
// (issue 38). Skipped (undefined) for very large files and where the browser offers no Web Crypto (a page
// served over plain HTTP from another host): the file is then uploaded as before.
const MAX_HASHED_BYTES = 100 * 1024 * 1024;

export async function fileSha256(file: Blob): Promise<string | undefined> {
  if (file.size > MAX_HASHED_BYTES || typeof crypto === "undefined" || !crypto.subtle) return undefined;
  try {
    const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  } catch {
    return undefined;
  }
}
