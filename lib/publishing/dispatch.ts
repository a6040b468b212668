// Hands queued post rows to the publishing engine. This is the seam between the posts services (create
// with status `published`, POST /posts/{id}/publish, due scheduled posts) and the publishing pipeline.
//
// Until the pipeline (Inngest functions and the in-process worker) exists, nothing can pick rows up
// synchronously: rows stay `queued` and the result says so with `dispatchDeferred: true`, which is the
// contract's way of saying "stored, a periodic sweep publishes them later".
export interface DispatchResult {
  /** True when the rows were stored but no worker was reached synchronously. */
  dispatchDeferred: boolean;
}

export async function dispatchPublish({ postIds }: { postIds: string[] }): Promise<DispatchResult> {
  void postIds;
  return { dispatchDeferred: true };
}
