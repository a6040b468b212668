// The LinkedIn-Version header (YYYYMM). LinkedIn versions are monthly and each lives about a year; bump the
// default when LinkedIn sunsets it. Operators can move ahead of a release with LINKEDIN_API_VERSION
// (LinkedIn answers 426 once a version is sunset).
import { networkSetting } from "../../env";

const DEFAULT_LINKEDIN_VERSION = "202609";

export function linkedinVersion(): string {
  return networkSetting("linkedin", "API_VERSION") ?? DEFAULT_LINKEDIN_VERSION;
}
