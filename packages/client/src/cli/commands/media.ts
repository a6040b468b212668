// postlane media upload <file>: the API's media upload flow (POST /media/upload-url, then PUT the bytes to
// the signed uploadUrl), with a progress bar; prints the publicUrl to use in `posts create --media`. A file
// the workspace's library already holds (same SHA-256) is not sent again: its publicUrl is printed.
import { createHash } from "node:crypto";
import { createReadStream, statSync } from "node:fs";
import path from "node:path";
import { unwrap } from "../../client.js";
import { stringValue, UsageError, type Command } from "../command.js";
import { printRecord } from "../output.js";
import { formatBytes, progressBar } from "../progress.js";
import { putFile } from "../upload.js";

/** Types the networks take, by extension; anything else is sent untyped and the app reads its first bytes. */
const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".mp4": "video/mp4",
  ".mov": "video/quicktime",
  ".webm": "video/webm",
};

/** The file's SHA-256, read as a stream: the API answers a file the library already holds instead of an upload URL. */
async function fileSha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export const mediaCommands: Command[] = [
  {
    group: "media",
    action: "upload",
    summary: "Upload an image or video; prints the URL to use in a post",
    args: ["<file>"],
    options: {
      "content-type": { type: "string", valueName: "type", description: "The file's media type (image/png …). Default: from its extension." },
    },
    examples: [
      "postlane media upload launch.mp4",
      'postlane posts create --caption "Out now" --account youtube --media "$(postlane media upload launch.mp4 --json | jq -r .publicUrl)"',
    ],
    run: async ({ client, args, values, print, note }) => {
      const file = args[0];
      let size: number;
      try {
        const stat = statSync(file);
        if (!stat.isFile()) throw new UsageError(`${file} is not a file`);
        size = stat.size;
      } catch (error) {
        if (error instanceof UsageError) throw error;
        throw new UsageError(`Cannot read ${file}`);
      }
      const contentType = stringValue(values, "content-type") ?? TYPES[path.extname(file).toLowerCase()];
      const filename = path.basename(file);
      const sha256 = await fileSha256(file);
      const answer = await unwrap(client.POST("/media/upload-url", { body: { filename, sizeBytes: size, sha256, ...(contentType ? { contentType } : {}) } }));
      if ("reused" in answer) {
        // The library holds these bytes already (issue 38): nothing to send.
        note("Already in the media library: nothing uploaded.");
        print({ publicUrl: answer.publicUrl, contentType: contentType ?? null, sizeBytes: size, reused: true }, () => printRecord({ url: answer.publicUrl }));
        return;
      }
      const { uploadUrl, publicUrl } = answer;
      const bar = progressBar(size, filename);
      await putFile(uploadUrl, file, size, contentType ?? "application/octet-stream", (sent) => bar.update(sent));
      bar.finish(size);
      note(`Uploaded ${formatBytes(size)}.`);
      print({ publicUrl, contentType: contentType ?? null, sizeBytes: size }, () => printRecord({ url: publicUrl }));
    },
  },
];
