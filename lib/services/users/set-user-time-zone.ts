// A person's own time zone: the one every date of the web app is shown in. Set from the profile page, or
// detected once: the first signed-in page with no zone stored takes the one the browser reported.
import { db } from "../../db";
import { parseInput } from "../../errors";
import { setTimeZoneInput } from "../../schemas/time-zone";

export async function setUserTimeZone({ userId, input }: { userId: string; input: unknown }): Promise<{ timeZone: string }> {
  const { timeZone } = parseInput(setTimeZoneInput, input);
  await db.user.update({ where: { id: userId }, data: { timeZone } });
  return { timeZone };
}

/**
 * Stores a detected zone unless the person already has one (a choice made on the profile page wins over any
 * browser). Their personal workspace, still at the default UTC, takes it too: its posting schedules then start
 * where they live. Returns the zone now stored.
 */
export async function detectUserTimeZone({ userId, timeZone }: { userId: string; timeZone: string }): Promise<string> {
  const { timeZone: zone } = parseInput(setTimeZoneInput, { timeZone });
  return db.$transaction(async (tx) => {
    const taken = await tx.user.updateMany({ where: { id: userId, timeZone: null }, data: { timeZone: zone } });
    if (taken.count === 0) {
      const user = await tx.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
      return user?.timeZone ?? zone;
    }
    await tx.workspace.updateMany({ where: { ownerId: userId, isPersonal: true, timeZone: "UTC" }, data: { timeZone: zone } });
    return zone;
  });
}
