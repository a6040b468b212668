"use client";

// The client review page's body: who is reviewing (their name, remembered in this browser), then each post.
import { useEffect, useRef, useState } from "react";
import { useViewerTime } from "@/components/ui/viewer-time";
import { ReviewPostCard } from "./review-post-card";
import type { ReviewPostView } from "./review-types";

const NAME_KEY = "postlane-reviewer-name";

export function ReviewBoard({ token, posts }: { token: string; posts: ReviewPostView[] }) {
  const [name, setName] = useState("");
  const nameInput = useRef<HTMLInputElement>(null);
  const { timeZone } = useViewerTime();
  useEffect(() => {
    const saved = window.localStorage.getItem(NAME_KEY);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the saved name exists only in the browser, after hydration
    if (saved) setName(saved);
  }, []);
  const remember = (value: string) => {
    setName(value);
    window.localStorage.setItem(NAME_KEY, value);
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor="reviewer-name" className="block text-sm font-medium text-slate-700">
            Your name
          </label>
          <input
            ref={nameInput}
            id="reviewer-name"
            value={name}
            maxLength={80}
            autoComplete="name"
            onChange={(e) => remember(e.target.value)}
            className="block w-full rounded-md sm:max-w-sm border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </div>
        <p className="text-xs text-slate-500" data-testid="review-zone">
          Times are in your time zone ({timeZone}).
        </p>
      </div>
      {posts.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600">There is nothing left to review here.</p>
      ) : (
        <ul className="space-y-4">
          {posts.map((post) => (
            <ReviewPostCard key={post.id} token={token} post={post} reviewerName={name} onNeedName={() => nameInput.current?.focus()} />
          ))}
        </ul>
      )}
    </div>
  );
}
