// What a person sees when a credential connect fails at the network: wrong credentials name the field to fix
// (400), a rate limit keeps its retry time (429), an unreachable network is a 502. Nothing is stored.
// Which field is wrong comes from the check that failed (the error's `part`, set where the request was chosen),
// never from the network's words.
import { AppError, FieldError, RateLimitedError } from "../../errors";
import { PLATFORM_LABELS, type PlatformId } from "../../platforms/ids";
import { isPlatformError, PlatformRateLimitedError, toPlatformError, type ConnectionPart } from "../../platforms/errors";

/** The form's field for each part of a connection; one name when a single field holds it all (a webhook URL). */
export type ConnectFields = string | Record<ConnectionPart, string>;

export function connectFailure(platform: PlatformId, error: unknown, fields: ConnectFields): AppError {
  if (error instanceof AppError) return error;
  const label = PLATFORM_LABELS[platform];
  const platformError = isPlatformError(error) ? error : toPlatformError(error);
  // The field of the part whose check failed; a failure no check named is the credential's (every request sends it).
  const field = typeof fields === "string" ? fields : fields[platformError.part ?? "credential"];
  if (platformError instanceof PlatformRateLimitedError) {
    const seconds = Math.max(1, Math.ceil((platformError.retryAt.getTime() - Date.now()) / 1000));
    return new RateLimitedError(`${label} is limiting sign-ins; try again in ${seconds} seconds`, { "Retry-After": String(seconds) });
  }
  switch (platformError.kind) {
    case "rate_limited":
      return new RateLimitedError(`${label} is limiting sign-ins; try again later`, { "Retry-After": "60" });
    case "auth_expired":
      return new FieldError(field, platformError.message);
    case "invalid_content":
    case "permanent":
      return new FieldError(field, `${label} refused the connection (${platformError.message})`);
    case "retryable":
      // The adapter's "; will try again" is the publisher's promise, not this form's: the person tries again.
      return new AppError(
        502,
        `${label} could not be reached to check the connection: ${platformError.message.replace(/; will try again.*$/s, "")}. Try again in a moment.`,
      );
  }
}
