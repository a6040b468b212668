-- Clients as workspaces (issue 37): an optional client colour (#rrggbb), shown beside the name in the
-- workspace switcher so an agency tells its clients apart at a glance.
ALTER TABLE "workspaces" ADD COLUMN "color" TEXT;
