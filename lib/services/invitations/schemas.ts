import { z } from "zod";
import { workspaceRole } from "../../auth/roles";
import { email } from "../../schemas/users";

export const createInvitationInput = z.strictObject({ email, role: workspaceRole });

export const invitationIdInput = z.strictObject({ invitationId: z.uuid({ error: "must be a UUID" }) });
