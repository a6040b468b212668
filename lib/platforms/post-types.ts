// The networks where a post can be a Reel or a Story as well as a feed post (Instagram's and Facebook's
// containers, instagram/containers.ts and facebook/kind.ts). Elsewhere the post type has no meaning: the
// composer does not ask for it and sends "post".
import type { PlatformId } from "./ids";

export const POST_TYPE_NETWORKS = ["instagram", "facebook"] as const satisfies readonly PlatformId[];

export function takesPostType(platforms: readonly string[]): boolean {
  return platforms.some((p) => (POST_TYPE_NETWORKS as readonly string[]).includes(p));
}
