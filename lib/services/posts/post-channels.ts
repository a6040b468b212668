// A post's channels: the account mappings a request asks for (either form of the contract) and the columns
// derived from the resolved mappings. Create, update and the direct insert all store the same derived
// columns from this one place, so `platforms` and `connectedAccountId` can never disagree with the mappings.
import { BadRequestError } from "../../errors";
import type { AccountMapping } from "./queue-post-for-publishing";
import type { MappingToResolve } from "./resolve-account-mappings";

/** The mappings a create-shaped body asks for: `accountMappings`, or the single-channel `platforms` + `accountId`. */
export function requestedMappings(input: {
  accountMappings?: { platform: string; accountId?: string }[];
  platforms?: string[];
  accountId?: string;
}): MappingToResolve[] {
  if (input.accountMappings !== undefined) {
    if (input.accountMappings.length === 0) throw new BadRequestError("accountMappings: must contain at least one { platform, accountId }");
    return input.accountMappings.map((m, i) => ({ platform: m.platform, accountId: m.accountId, field: `accountMappings[${i}].accountId` }));
  }
  if (input.platforms !== undefined) {
    if (input.platforms.length === 0) throw new BadRequestError("platforms: must contain a platform id");
    if (input.accountId !== undefined && input.platforms.length !== 1) {
      throw new BadRequestError("platforms: with accountId give exactly one platform (use accountMappings for several channels)");
    }
    // The single-channel form reports account problems on its top-level accountId field.
    return input.platforms.map((platform) => ({ platform, accountId: input.accountId, field: "accountId" }));
  }
  if (input.accountId !== undefined) throw new BadRequestError("accountId: only valid together with platforms");
  throw new BadRequestError("accountMappings: required (or the single-channel form platforms + accountId)");
}

export interface ChannelColumns {
  accountMappings: AccountMapping[];
  /** Each network once, in the order of the mappings. */
  platforms: string[];
  /** The account of a one-mapping post (the contract's single-channel view); null with several. */
  connectedAccountId: string | null;
}

/** The post's channel columns for these resolved mappings. */
export function channelColumns(mappings: AccountMapping[]): ChannelColumns {
  return {
    accountMappings: mappings,
    platforms: [...new Set(mappings.map((m) => m.platform))],
    connectedAccountId: mappings.length === 1 ? (mappings[0].accountId ?? null) : null,
  };
}
