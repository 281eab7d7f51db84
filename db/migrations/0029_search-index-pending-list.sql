-- A storage setting only: set in place rather than rebuilding the index (drizzle-kit's drop and create).
ALTER INDEX "applications_search_idx" SET (gin_pending_list_limit = 512);
