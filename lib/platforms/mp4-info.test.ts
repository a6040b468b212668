import { describe, expect, it } from "vitest";
import { mp4Bytes } from "@/test/fakes/mp4-bytes";
import { readMp4Info } from "./mp4-info";

describe("readMp4Info", () => {
  it("reads the display size and duration, turning a 90° rotated (portrait phone) video", () => {
    expect(readMp4Info(mp4Bytes({ width: 1280, height: 720, seconds: 12.5 }))).toEqual({ width: 1280, height: 720, durationSeconds: 12.5 });
    expect(readMp4Info(mp4Bytes({ width: 1920, height: 1080, seconds: 3, rotate90: true }))).toEqual({ width: 1080, height: 1920, durationSeconds: 3 });
  });

  it("gives nulls for bytes that are not an MP4, or are cut short", () => {
    expect(readMp4Info(Buffer.alloc(4096, 1))).toEqual({ width: null, height: null, durationSeconds: null });
    const whole = mp4Bytes({ width: 640, height: 480, seconds: 1 });
    expect(readMp4Info(whole.subarray(0, 60))).toEqual({ width: null, height: null, durationSeconds: null });
  });
});
