// platformOptions.threads as the adapter reads it (validate() has reported anything malformed).
import { z } from "zod";
import { readChainItems, type ChainItem } from "../chain-items";

export const threadsOptions = z.object({
  replyControl: z.enum(["everyone", "accounts_you_follow", "mentioned_only", "parent_post_author_only", "followers_only"]).optional().catch(undefined),
  topic: z.string().optional().catch(undefined),
  altText: z.string().optional().catch(undefined),
  linkAttachment: z.url().optional().catch(undefined),
  quotePostId: z.string().optional().catch(undefined),
  locationId: z.string().optional().catch(undefined),
  allowlistedCountryCodes: z.array(z.string()).optional().catch(undefined),
});
export type ThreadsOptions = z.infer<typeof threadsOptions> & { chainItems: ChainItem[] };
export type ThreadsChainItem = ChainItem;

export function readThreadsOptions(options: Record<string, unknown>): ThreadsOptions {
  return { ...threadsOptions.parse(options), chainItems: readChainItems(options) };
}
