// Time zone names in requests: the posting schedules', a user's and a workspace's.
import { z } from "zod";
import { isTimeZone } from "../time/time-zone";

export const timeZone = z.string({ error: "must be a time zone" }).refine(isTimeZone, { error: "must be an IANA time zone such as Europe/Berlin" });

export const setTimeZoneInput = z.strictObject({ timeZone });
