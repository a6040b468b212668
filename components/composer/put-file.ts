// PUTs a file to a presigned upload URL (the local driver's signed route or S3) with XMLHttpRequest, because
// fetch() reports no upload progress. The content type must be the one the URL was signed for.

export interface PutFile {
  done: Promise<void>;
  abort(): void;
}

/** The storage's own reason when it sends one ({ error } from the local driver, <Message> from S3). */
function reasonOf(xhr: XMLHttpRequest): string {
  const body = xhr.responseText ?? "";
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === "string") return parsed.error;
  } catch {
    const message = /<Message>([^<]+)<\/Message>/.exec(body);
    if (message) return message[1];
  }
  return `the storage answered ${xhr.status}`;
}

export function putFile(url: string, file: Blob, contentType: string, onProgress: (fraction: number) => void): PutFile {
  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new Error(reasonOf(xhr)));
      }
    };
    xhr.onerror = () => reject(new Error("the upload was interrupted; check your connection and try again"));
    xhr.onabort = () => reject(new Error("the upload was cancelled"));
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", contentType);
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}
