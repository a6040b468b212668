// idea.moved: recorded (in the caller's transaction) when an idea changes column, by drag and drop or by a new
// status. Reordering within a column is not an event: automations follow the board's columns, not positions.
import type { DbTransaction } from "../../db";
import type { IdeaRow } from "../../serializers/serialize-idea";
import { ideaWebhookData } from "../../webhooks/payloads";
import { recordWebhookEvent } from "../../webhooks/record-webhook-event";

export async function recordIdeaMoved(tx: DbTransaction, workspaceId: string, previousStatus: string, idea: IdeaRow): Promise<void> {
  if (idea.status === previousStatus) return;
  await recordWebhookEvent(tx, { workspaceId, type: "idea.moved", data: ideaWebhookData(workspaceId, idea, { previous_status: previousStatus }) });
}
