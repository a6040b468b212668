// The Inngest client. It reads Inngest's own variables (INNGEST_EVENT_KEY, INNGEST_SIGNING_KEY,
// INNGEST_BASE_URL, INNGEST_DEV) itself; lib/jobs/engine.ts decides whether Inngest is in use at all.
import { Inngest } from "inngest";

export const inngest = new Inngest({ id: "postlane" });
