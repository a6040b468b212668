// The container flow Instagram and Threads share (create → poll status → publish once), on top of the status
// reads in ./containers.ts. A post is one container, or a carousel: one container per item first, then the
// carousel's own container once every child is FINISHED. Containers are not public, so making them again
// after a crash is harmless; only the publish call (media_publish, threads_publish) creates the post.
import { z } from "zod";
import { PlatformAuthExpiredError, PlatformInvalidContentError } from "../errors";
import type { AccountContext, AdapterState, PhaseContext, PollResult } from "../types";
import { assertUsable, createdId, readContainer } from "./containers";
import type { MetaProduct } from "./base-url";
import { GraphClient, type GraphParams } from "./graph-client";

/** How long the pipeline waits between polls: images are usually ready at once, videos take a while. */
export const IMAGE_POLL_MS = 2_000;
export const VIDEO_POLL_MS = 10_000;

/** What the flow keeps in the row's state (each adapter adds its own fields beside these). */
export interface ContainerFlowState {
  containerId?: string;
  childIds?: string[];
  /** ISO time prepare() started: posts newer than this are candidates in findExisting(). */
  preparedAt?: string;
}

/** An adapter's typed state as the JSON the pipeline stores (undefined fields dropped). */
export function toAdapterState(state: object): AdapterState {
  return JSON.parse(JSON.stringify(state)) as AdapterState;
}

/** The account's access token; `who` names the account in the reconnect message ("the Facebook page"). */
export function accessTokenOf(account: AccountContext, who: string): string {
  const token = account.credentials.accessToken;
  if (!token) throw new PlatformAuthExpiredError(`${who} has no access token; reconnect it`);
  return token;
}

export function graphClientFor(product: MetaProduct, account: AccountContext, signal: AbortSignal, who: string): GraphClient {
  return new GraphClient({ product, accessToken: accessTokenOf(account, who), signal });
}

export interface ContainerEdge {
  client: GraphClient;
  /** POST /{user}/{edge} creates containers: "media" (Instagram), "threads" (Threads). */
  path: string;
}

/** prepare(): a carousel's children (resuming after the last one made) or the single container. */
export async function createContainers(
  { client, path }: ContainerEdge,
  state: ContainerFlowState,
  post: { carousel: false; params: GraphParams } | { carousel: true; childParams: GraphParams[] },
): Promise<ContainerFlowState> {
  const preparedAt = state.preparedAt ?? new Date().toISOString();
  if (post.carousel) {
    const childIds = [...(state.childIds ?? [])];
    for (let index = childIds.length; index < post.childParams.length; index++) {
      childIds.push((await client.post(path, post.childParams[index], createdId)).id);
    }
    return { childIds, preparedAt };
  }
  return { containerId: (await client.post(path, post.params, createdId)).id, preparedAt };
}

/** poll(): children first (then the carousel's container is made), then the container until FINISHED. */
export async function pollContainers(
  { client, path }: ContainerEdge,
  ctx: PhaseContext,
  state: ContainerFlowState & { carousel: boolean; network: string },
  carouselGraphParams: (childIds: string[]) => GraphParams,
): Promise<PollResult> {
  const waitMs = ctx.input.media.some((m) => m.kind === "video") ? VIDEO_POLL_MS : IMAGE_POLL_MS;
  if (!state.containerId) {
    if (!state.carousel || !state.childIds) throw missingContainer(state.network);
    for (const childId of state.childIds) {
      if (!assertUsable(client, await readContainer(client, childId))) return { status: "pending", checkAfterMs: waitMs };
    }
    const carousel = await client.post(path, carouselGraphParams(state.childIds), createdId);
    return { status: "pending", checkAfterMs: IMAGE_POLL_MS, state: { containerId: carousel.id } };
  }
  return assertUsable(client, await readContainer(client, state.containerId)) ? { status: "ready" } : { status: "pending", checkAfterMs: waitMs };
}

/** The container publish() must use; its absence means the row's state was lost. */
export function requireContainer(state: ContainerFlowState, network: string): string {
  if (!state.containerId) throw missingContainer(network);
  return state.containerId;
}

/** The one irreversible call: POST /{user}/{media_publish|threads_publish} with the container; the post's id. */
export async function publishContainer(client: GraphClient, path: string, containerId: string): Promise<string> {
  return (await client.post(path, { creation_id: containerId }, createdId)).id;
}

/** findExisting(): a container turns PUBLISHED when its publish went through. */
export async function isContainerPublished(client: GraphClient, containerId: string): Promise<boolean> {
  return (await readContainer(client, containerId)).state === "PUBLISHED";
}

const permalinkAnswer = z.object({ id: z.string(), permalink: z.string().optional() });

/** A published post's permalink (Instagram media, Threads posts); null rather than failing a published row. */
export async function permalinkOf(client: GraphClient, postId: string): Promise<string | null> {
  try {
    return (await client.get(postId, { fields: "id,permalink" }, permalinkAnswer)).permalink ?? null;
  } catch {
    return null;
  }
}

function missingContainer(network: string): PlatformInvalidContentError {
  return new PlatformInvalidContentError(`${network} has no media container for this post; publish it again`);
}
