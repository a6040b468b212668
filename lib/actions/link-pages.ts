"use server";

// The Links section's writes: each calls the service behind the matching /links endpoint. Its reads go through
// GET /api/links/{id}, /api/links/{id}/analytics and /api/links/check-slug.
import { runAction } from "@/lib/actions/action-result";
import { sessionActor } from "@/lib/actions/session-actor";
import { addLinkBlock } from "@/lib/services/links/add-link-block";
import { createLinkPage } from "@/lib/services/links/create-link-page";
import { deleteLinkBlock } from "@/lib/services/links/delete-link-block";
import { publishLinkPage } from "@/lib/services/links/publish-link-page";
import { reorderLinkBlocks } from "@/lib/services/links/reorder-link-blocks";
import { updateLinkBlock } from "@/lib/services/links/update-link-block";
import { updateLinkPage } from "@/lib/services/links/update-link-page";

export async function createLinkPageAction(workspaceId: string, input: { slug: string; title: string; theme?: string }) {
  return runAction(async () => createLinkPage({ workspaceId, actor: await sessionActor(), input }));
}

export async function updateLinkPageAction(workspaceId: string, id: string, changes: Record<string, unknown>) {
  return runAction(async () => updateLinkPage({ workspaceId, actor: await sessionActor(), input: { id, changes } }));
}

export async function addLinkBlockAction(workspaceId: string, pageId: string, block: Record<string, unknown>) {
  return runAction(async () => addLinkBlock({ workspaceId, actor: await sessionActor(), input: { pageId, block } }));
}

export async function updateLinkBlockAction(workspaceId: string, pageId: string, blockId: string, changes: Record<string, unknown>) {
  return runAction(async () => updateLinkBlock({ workspaceId, actor: await sessionActor(), input: { pageId, blockId, changes } }));
}

export async function deleteLinkBlockAction(workspaceId: string, pageId: string, blockId: string) {
  return runAction(async () => deleteLinkBlock({ workspaceId, actor: await sessionActor(), input: { pageId, blockId } }));
}

export async function reorderLinkBlocksAction(workspaceId: string, pageId: string, blockIds: string[]) {
  return runAction(async () => reorderLinkBlocks({ workspaceId, actor: await sessionActor(), input: { pageId, order: { blockIds } } }));
}

export async function publishLinkPageAction(workspaceId: string, id: string) {
  return runAction(async () => publishLinkPage({ workspaceId, actor: await sessionActor(), input: { id } }));
}
