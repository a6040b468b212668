-- CreateIndex
CREATE INDEX "metric_snapshots_platform_fetched_idx" ON "metric_snapshots"("platform", "fetched_at");
