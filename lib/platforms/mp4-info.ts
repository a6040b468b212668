// Reads what networks want to know about an MP4/MOV before upload — display size (for aspect ratios) and
// duration — from the ISO-BMFF boxes: moov/mvhd (timescale and duration) and each trak's tkhd (width, height
// and the rotation matrix phones use for portrait video). No decoding, no dependencies; anything that does
// not parse gives null fields rather than an error (the networks then use their defaults).
export interface Mp4Info {
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

interface Box {
  type: string;
  start: number; // first byte of the content (after the header)
  end: number;
}

function* boxes(bytes: Buffer, from: number, to: number): Generator<Box> {
  let offset = from;
  while (offset + 8 <= to) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > to) return;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < header || offset + size > to) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

function child(bytes: Buffer, parent: Box, type: string): Box | undefined {
  for (const box of boxes(bytes, parent.start, parent.end)) if (box.type === type) return box;
  return undefined;
}

function movieDuration(bytes: Buffer, mvhd: Box): number | null {
  const version = bytes[mvhd.start];
  const [timescaleAt, durationAt, durationBytes] = version === 1 ? [20, 24, 8] : [12, 16, 4];
  if (mvhd.start + durationAt + durationBytes > mvhd.end) return null;
  const timescale = bytes.readUInt32BE(mvhd.start + timescaleAt);
  const duration = durationBytes === 8 ? Number(bytes.readBigUInt64BE(mvhd.start + durationAt)) : bytes.readUInt32BE(mvhd.start + durationAt);
  return timescale > 0 ? duration / timescale : null;
}

/** Display size of a track: width and height close the tkhd box (16.16 fixed point), after the 3×3 matrix. */
function trackSize(bytes: Buffer, tkhd: Box): { width: number; height: number } | null {
  if (tkhd.end - tkhd.start < 84) return null;
  const width = Math.round(bytes.readUInt32BE(tkhd.end - 8) / 65536);
  const height = Math.round(bytes.readUInt32BE(tkhd.end - 4) / 65536);
  if (width === 0 || height === 0) return null; // an audio track
  // Matrix a, b, c, d (16.16): a rotation by ±90° has a = d = 0, and the picture is shown turned.
  const a = bytes.readInt32BE(tkhd.end - 44);
  const d = bytes.readInt32BE(tkhd.end - 28);
  return a === 0 && d === 0 ? { width: height, height: width } : { width, height };
}

export function readMp4Info(bytes: Buffer): Mp4Info {
  const info: Mp4Info = { width: null, height: null, durationSeconds: null };
  try {
    const moov = [...boxes(bytes, 0, bytes.length)].find((box) => box.type === "moov");
    if (!moov) return info;
    const mvhd = child(bytes, moov, "mvhd");
    if (mvhd) info.durationSeconds = movieDuration(bytes, mvhd);
    for (const trak of boxes(bytes, moov.start, moov.end)) {
      if (trak.type !== "trak") continue;
      const tkhd = child(bytes, trak, "tkhd");
      const size = tkhd ? trackSize(bytes, tkhd) : null;
      if (size) {
        info.width = size.width;
        info.height = size.height;
        break;
      }
    }
  } catch {
    // A truncated or odd file: whatever was read so far stands.
  }
  return info;
}
