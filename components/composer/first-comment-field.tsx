"use client";

// The first comment of one network (platformOptions.<network>.firstComment): a text box with the network's own
// counter. The count comes from the dry run (checkPostContent measures it the network's way on the server, as
// it does the caption), so the number shown is the number the publisher checks. Beside the counter sits what
// else the comment carries (its images, first-comment-images.tsx, on the networks whose comments take them).
import type { ReactNode } from "react";
import type { NetworkCheck } from "@/lib/services/posts/check-post-content";

export function FirstCommentField({
  id,
  value,
  invalid,
  check,
  placeholder,
  onChange,
  children,
}: {
  id: string;
  value: unknown;
  invalid: boolean;
  check: NetworkCheck | undefined;
  placeholder?: string;
  onChange: (value: string | undefined) => void;
  children?: ReactNode;
}) {
  const measure = check?.firstComment;
  const over = measure ? measure.count > measure.max : false;
  const count = measure ? `${measure.count.toLocaleString("en")} / ${measure.max.toLocaleString("en")} ${measure.unit}` : "";
  return (
    <div className="space-y-1">
      {/* The count sits beside the box, so the field is one line until the comment has text. */}
      <div className="flex items-start gap-2">
        <textarea
          id={id}
          rows={1}
          placeholder={placeholder}
          className={`field-sizing-content block min-h-9 w-full min-w-0 flex-1 rounded-md border px-2 py-1.5 text-sm ${invalid || over ? "border-red-500" : "border-slate-300"}`}
          value={typeof value === "string" ? value : ""}
          aria-invalid={invalid || over}
          aria-describedby={`${id}-count`}
          onChange={(e) => onChange(e.target.value === "" ? undefined : e.target.value)}
        />
        <p id={`${id}-count`} className={`shrink-0 pt-2 text-right text-xs ${over ? "font-medium text-red-700" : "text-slate-500"}`} aria-live="polite">
          {count}
        </p>
      </div>
      {children}
    </div>
  );
}
