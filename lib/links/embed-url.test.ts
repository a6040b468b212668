import { describe, expect, it } from "vitest";
import { embedTarget } from "./embed-url";

describe("embedTarget", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://m.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC", "https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC"],
    ["https://open.spotify.com/intl-de/album/4uLU6hMCjMI75M1A2tKUQC?si=x", "https://open.spotify.com/embed/album/4uLU6hMCjMI75M1A2tKUQC"],
  ])("%s → %s", (url, src) => expect(embedTarget(url)?.src).toBe(src));

  it.each([
    "https://vimeo.com/1",
    "https://www.youtube.com/watch?v=short",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "javascript:alert(1)",
    "https://open.spotify.com/user/abc",
    "not a url",
  ])("refuses %s", (url) => expect(embedTarget(url)).toBeNull());
});
