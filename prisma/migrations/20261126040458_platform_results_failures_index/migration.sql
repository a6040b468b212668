-- CreateIndex
CREATE INDEX "platform_results_success_created_at_idx" ON "platform_results"("success", "created_at");
