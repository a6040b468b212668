// A small but well-formed MP4 for upload tests: ftyp (isom, so content sniffers call it video/mp4), moov with
// mvhd (duration) and one video trak/tkhd (size, optional 90° rotation), and an mdat of filler bytes.
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

function matrix(rotate90: boolean): Buffer {
  const m = Buffer.alloc(36);
  const one = 0x00010000;
  if (rotate90) {
    m.writeInt32BE(one, 4); // b
    m.writeInt32BE(-one, 12); // c
  } else {
    m.writeInt32BE(one, 0); // a
    m.writeInt32BE(one, 16); // d
  }
  m.writeInt32BE(0x40000000, 32); // w
  return m;
}

export function mp4Bytes({
  width,
  height,
  seconds,
  rotate90 = false,
  mdatBytes = 2048,
}: {
  width: number;
  height: number;
  seconds: number;
  rotate90?: boolean;
  mdatBytes?: number;
}): Buffer {
  const ftyp = box("ftyp", Buffer.from("isom", "latin1"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2avc1mp41", "latin1"));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20); // rate
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(0x00000003, 0); // version 0, enabled + in movie
  tkhd.writeUInt32BE(1, 12); // track id
  matrix(rotate90).copy(tkhd, 40);
  tkhd.writeUInt32BE(width * 65536, 76);
  tkhd.writeUInt32BE(height * 65536, 80);
  const moov = box("moov", box("mvhd", mvhd), box("trak", box("tkhd", tkhd)));
  const mdat = box("mdat", Buffer.alloc(mdatBytes, 7));
  return Buffer.concat([ftyp, moov, mdat]);
}
