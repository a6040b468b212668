// The signed-in person as the services' Actor, for server actions.
import { requireSessionUser } from "@/lib/session/session";
import type { Actor } from "@/lib/services/actor";

export async function sessionActor(): Promise<Actor & { kind: "user" }> {
  const user = await requireSessionUser();
  return { kind: "user", userId: user.id };
}
