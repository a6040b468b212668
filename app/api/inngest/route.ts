// GET/POST/PUT /api/inngest — Inngest registers and runs the publishing functions here. Without Inngest
// configured (the in-process worker publishes) there is nothing to serve: a JSON 404 that says how to turn
// it on, rather than the SDK's 500 for a missing signing key.
import { serve } from "inngest/next";
import { inngest } from "@/lib/jobs/inngest/client";
import { functions } from "@/inngest/functions";
import { json } from "@/lib/api/respond";
import { errorBody } from "@/lib/error-codes";
import { inngestConfigured } from "@/lib/jobs/engine";

const served = serve({ client: inngest, functions });

type InngestHandler = typeof served.GET;

function onlyWhenConfigured(handler: InngestHandler): InngestHandler {
  return (...args) => {
    if (inngestConfigured()) return handler(...args);
    return Promise.resolve(
      json(
        errorBody(
          "Inngest is not configured on this server (set INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY, or INNGEST_DEV=1); publishing runs in-process",
          "not_found",
        ),
        404,
      ),
    );
  };
}

export const GET = onlyWhenConfigured(served.GET);
export const POST = onlyWhenConfigured(served.POST);
export const PUT = onlyWhenConfigured(served.PUT);
