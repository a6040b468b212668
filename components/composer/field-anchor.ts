// Where a check's field lives on the composer's page: the API's field path (`platformOptions.tiktok.privacyLevel`,
// `platformOptions.x.chainItems[1].text`, `mediaUrls[2]`) turned into the control that answers it, and the
// move there ("Go to field"): unfold the network's section, scroll the control into view and focus it.

/** A CSS selector for the control of `field` on `platform`, or the network's options section as a fallback. */
export function fieldSelector(platform: string | null, field: string): string | null {
  if (field === "caption" || field.startsWith("platformCaptions.")) return "#post-caption";
  if (field === "hashtags") return "#post-hashtags";
  if (field.startsWith("mediaUrls") || field === "mediaType") return "#post-media-files";
  if (field === "postType") return "#post-type";
  if (field === "scheduledAt") return "#post-when";
  if (field.startsWith("utm")) return "#post-utm-campaign";
  const part = /^platformOptions\.[a-z]+\.chainItems\[(\d+)\]/.exec(field);
  if (part) return `[data-thread-index="${part[1]}"]`;
  const commentAlt = /^platformOptions\.([a-z]+)\.firstCommentMedia\[(\d+)\]\.altText/.exec(field);
  if (commentAlt) return `#opt-${commentAlt[1]}-firstCommentMedia-${commentAlt[2]}-alt`;
  const option = /^platformOptions\.([a-z]+)\.([A-Za-z]+)/.exec(field);
  if (option) return `#opt-${option[1]}-${option[2]}`;
  return platform ? `[data-network-options="${platform}"]` : null;
}

/** Brings the control into view and focuses it, opening the folded sections around it first. */
export function goToField(platform: string | null, field: string): void {
  const selector = fieldSelector(platform, field);
  const target =
    (selector ? document.querySelector<HTMLElement>(selector) : null) ??
    (platform ? document.querySelector<HTMLElement>(`[data-network-options="${platform}"]`) : null);
  if (!target) return;
  if (target instanceof HTMLDetailsElement) target.open = true;
  // A control in a tab not shown (a first comment on another network): its tab is chosen first.
  const panel = target.closest<HTMLElement>("[role=tabpanel][hidden]");
  if (panel) document.querySelector<HTMLElement>(`[role=tab][aria-controls="${panel.id}"]`)?.click();
  for (let el = target.parentElement; el; el = el.parentElement) if (el instanceof HTMLDetailsElement) el.open = true;
  // A folded section's content lays out on the next frame; scroll and focus once it has.
  requestAnimationFrame(() => {
    const focusable = target.matches("input, select, textarea, button, summary")
      ? target
      : (target.querySelector<HTMLElement>("input, select, textarea, button, summary") ?? target);
    focusable.scrollIntoView({ block: "center", behavior: "smooth" });
    focusable.focus({ preventScroll: true });
  });
}
