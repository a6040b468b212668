"use client";

// A video's first frame, its pixel size and duration, read by the browser from the file being uploaded (the
// server has no video decoder): the media library's thumbnail for it. Null when the browser cannot play it.
const MAX_SIDE = 640;

export interface VideoFrame {
  frame: Blob;
  width: number;
  height: number;
  /** Null when the browser could not tell the length. */
  durationMs: number | null;
}

/** A tenth of a second in, as the composer's own thumbnail shows it (the very first frame is often black). */
const frameAt = (duration: number) => (Number.isFinite(duration) && duration > 0 ? Math.min(0.1, duration / 2) : 0.1);

export function captureVideoFrame(file: Blob, timeoutMs = 15_000): Promise<VideoFrame | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement("video");
    const done = (result: VideoFrame | null) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute("src");
      video.load();
      resolve(result);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    video.muted = true;
    video.playsInline = true;
    video.preload = "auto";
    video.onerror = () => done(null);
    // A WebM recorded in a browser (MediaRecorder: screen and camera captures) states no length, so the
    // element says Infinity: seeking far past the end makes the browser find the real one (as the cover
    // frame picker does), and only then is the frame taken.
    let findingLength = false;
    video.onloadedmetadata = () => {
      findingLength = !Number.isFinite(video.duration);
      video.currentTime = findingLength ? Number.MAX_SAFE_INTEGER : frameAt(video.duration);
    };
    video.onseeked = () => {
      if (findingLength) {
        findingLength = false;
        video.currentTime = frameAt(video.duration);
        return;
      }
      const { videoWidth: width, videoHeight: height } = video;
      if (!width || !height) return done(null);
      const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const context = canvas.getContext("2d");
      if (!context) return done(null);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const durationMs = Number.isFinite(video.duration) ? Math.round(video.duration * 1000) : null;
      canvas.toBlob((frame) => done(frame ? { frame, width, height, durationMs } : null), "image/jpeg", 0.8);
    };
    video.src = url;
  });
}
