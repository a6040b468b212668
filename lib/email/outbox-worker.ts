// The in-process email sender, used when no Inngest is configured (the embedded default): a periodic sweep
// (every 2 s) claims due messages and sends them, a few at a time. queueEmail wakes it through the jobs seam
// (the "email-send" runner registered here), so fresh mail goes out at once; the timer finds retries whose
// time came, claims of senders that died, and anything queued while no sender ran (the admin CLI).
import { ClaimingWorker, processWorker } from "../async/claiming-worker";
import { registerInProcessRunner } from "../jobs/in-process";
import { attemptEmail, claimDueEmails, emailSenderId, type EmailOutcome, type EmailSendDeps } from "./send-email";

export interface EmailWorkerOptions {
  sweepIntervalMs?: number;
  slots?: number;
  /** Only these workspaces' messages (tests on a shared database); read at every sweep, so it may grow. */
  workspaceIds?: string[];
  deps?: EmailSendDeps;
  onOutcome?: (messageId: string, outcome: EmailOutcome) => void;
  log?: (message: string) => void;
}

export class EmailOutboxWorker extends ClaimingWorker<EmailOutcome> {
  readonly owner: string;

  constructor(options: EmailWorkerOptions = {}) {
    // Made before super(), whose claim and attempt close over it (`this` does not exist yet there).
    const owner = emailSenderId("email");
    super({
      name: "email outbox",
      item: "email",
      sweepIntervalMs: options.sweepIntervalMs ?? 2_000,
      slots: options.slots ?? 4,
      claim: (limit) => claimDueEmails({ owner, limit, workspaceIds: options.workspaceIds }),
      attempt: (id) => attemptEmail(id, owner, options.deps),
      subscribe: (wake) => registerInProcessRunner("email-send", wake),
      onOutcome: options.onOutcome,
      log: options.log,
    });
    this.owner = owner;
  }
}

const app = processWorker<EmailOutboxWorker>("__postlaneEmailWorker");

/** The app's sender (one per process), started from lib/server/on-server-start.ts. */
export function startEmailOutboxWorker(options: EmailWorkerOptions = {}): EmailOutboxWorker {
  return app.start(() => new EmailOutboxWorker(options));
}

export async function stopEmailOutboxWorker(): Promise<void> {
  await app.stop();
}
