// What stands between the post and "Publish now" / "Schedule", one list for the Checks panel and the line
// next to the disabled buttons: every network's problem in the web app's words (`say`) with the field it is
// about (for "Go to field"), and the TikTok choices only the person can settle, which no validator sees.
import type { NetworkCheck } from "@/lib/services/posts/check-post-content";
import type { PlatformId } from "@/lib/platforms/ids";

export interface Blocker {
  platform: PlatformId | null;
  /** The API's field path; the web app only uses it to find the control. */
  field: string;
  say: string;
}

export function composerBlockers(checks: NetworkCheck[] | undefined, extra: Blocker[]): Blocker[] {
  const fromChecks = (checks ?? []).flatMap((c) => c.problems.map((p) => ({ platform: c.platform, field: p.field, say: p.say })));
  // The same words twice (a shared caption too long on two networks still reads per network) are said once.
  const seen = new Set<string>();
  return [...extra, ...fromChecks].filter((b) => {
    const key = `${b.platform}|${b.field}|${b.say}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "Choose who can see this on TikTok" → "choose who can see this on TikTok", to follow "Can't schedule yet:". */
export const inSentence = (say: string) => (/^[A-Z][a-z]/.test(say) ? say.charAt(0).toLowerCase() + say.slice(1) : say);
