import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { ViewerTimeProvider } from "@/components/ui/viewer-time";
import { getViewerTime } from "@/lib/session/viewer-time";
import { Providers } from "./providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Postlane", template: "%s · Postlane" },
  description: "Plan, compose and publish to every social network from one place.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: each answer carries a fresh CSP nonce (proxy.ts) that Next puts on its
  // scripts, which a page rendered once at build time could not.
  await connection();
  // Signed-out pages (sign-in, the API reference) show no times worth a second render: they only report the
  // browser's zone for the next request. The workspace layout re-renders a page drawn in a guessed zone.
  const { zoneSource: _source, ...viewer } = await getViewerTime();
  return (
    <html lang="en">
      <body>
        <Providers>
          <ViewerTimeProvider value={viewer} correctable={false}>
            {children}
          </ViewerTimeProvider>
        </Providers>
      </body>
    </html>
  );
}
