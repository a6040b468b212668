// Signing out from a page of the app. The session cookie is gone as soon as next-auth's sign-out request
// answers, but the tab stays on the page until the browser has loaded the next one (seconds on a slow
// network or under `npm run dev`). A poll or a focus refetch in that window (the notification bell's, a post
// list's) would ask with no session and get a 401: a console error and, for a moment, "sign in to …" in
// place of the page. So react-query is told the tab is offline first: its queries pause instead of fetching
// (networkMode "online", the default). If the sign-out fails, the tab stays signed in and fetching resumes.
import { onlineManager } from "@tanstack/react-query";
import { signOut as nextAuthSignOut } from "next-auth/react";

export async function signOut(callbackUrl: string): Promise<void> {
  onlineManager.setOnline(false);
  try {
    await nextAuthSignOut({ callbackUrl });
  } catch (error) {
    onlineManager.setOnline(true);
    throw error;
  }
}
