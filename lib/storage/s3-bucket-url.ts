// The address of an S3 bucket (where browsers PUT uploads and, without a CDN, read objects). Kept apart
// from the S3 driver so code that only needs the address (the pages' CSP) does not load the AWS SDK.

export interface S3BucketAddress {
  endpoint?: string;
  region: string;
  bucket: string;
  forcePathStyle: boolean;
}

export function bucketBaseUrl(config: S3BucketAddress): string {
  if (config.endpoint) {
    const endpoint = new URL(config.endpoint);
    const base = endpoint.origin + endpoint.pathname.replace(/\/+$/, "");
    if (config.forcePathStyle) return `${base}/${config.bucket}`;
    return `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, "")}`;
  }
  return config.forcePathStyle ? `https://s3.${config.region}.amazonaws.com/${config.bucket}` : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}
