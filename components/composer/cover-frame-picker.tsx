"use client";

// A video's cover frame, picked by eye: the post's video with a slider through it; the frame under the
// slider is the cover, sent as milliseconds into the video (TikTok's videoCoverTimestampMs, Instagram's and
// Pinterest's thumbOffsetMs). Until the browser has read the video's length, the number can be typed.
import { useEffect, useRef, useState } from "react";

export function CoverFramePicker({
  id,
  videoUrl,
  valueMs,
  describedBy,
  onChange,
}: {
  id: string;
  videoUrl: string;
  valueMs: number | undefined;
  describedBy?: string;
  onChange: (ms: number | undefined) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [durationMs, setDurationMs] = useState<number | null>(null);
  const at = valueMs ?? 0;

  useEffect(() => {
    const element = video.current;
    if (element && durationMs !== null && Math.abs(element.currentTime * 1000 - at) > 50) element.currentTime = at / 1000;
  }, [at, durationMs]);

  return (
    <div className="space-y-1.5">
      <video
        ref={video}
        src={videoUrl}
        preload="metadata"
        muted
        playsInline
        aria-hidden
        data-testid="cover-frame-video"
        className="aspect-video w-full rounded-md bg-black object-contain"
        onLoadedMetadata={(e) => {
          const element = e.currentTarget;
          if (Number.isFinite(element.duration)) setDurationMs(Math.floor(element.duration * 1000));
          // A WebM recorded in a browser (MediaRecorder: screen or camera captures) states no duration, so
          // the element says Infinity: seeking far past the end makes the browser find the real one, which
          // arrives as a durationchange (below); the slider then returns to the chosen frame.
          else element.currentTime = Number.MAX_SAFE_INTEGER;
        }}
        onDurationChange={(e) => {
          const duration = e.currentTarget.duration;
          if (durationMs === null && Number.isFinite(duration) && duration > 0) setDurationMs(Math.floor(duration * 1000));
        }}
      />
      {durationMs !== null ? (
        <div className="flex items-center gap-2">
          <input
            id={id}
            type="range"
            min={0}
            max={durationMs}
            step={100}
            value={Math.min(at, durationMs)}
            aria-describedby={describedBy}
            aria-valuetext={`${(at / 1000).toFixed(1)} seconds`}
            onChange={(e) => onChange(Number(e.target.value))}
            className="flex-1"
          />
          <span className="w-16 text-right text-xs text-slate-600 tabular-nums">{(at / 1000).toFixed(1)} s</span>
        </div>
      ) : (
        <input
          id={id}
          inputMode="numeric"
          aria-describedby={describedBy}
          value={valueMs === undefined ? "" : String(valueMs)}
          onChange={(e) => onChange(e.target.value === "" || Number.isNaN(Number(e.target.value)) ? undefined : Number(e.target.value))}
          className="block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
        />
      )}
    </div>
  );
}
