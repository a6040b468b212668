// GET/POST/PUT /api/inngest — Inngest registers and runs the publishing functions here.
import { serve } from "inngest/next";
import { inngest } from "@/inngest/client";
import { functions } from "@/inngest/functions";

export const { GET, POST, PUT } = serve({ client: inngest, functions });
