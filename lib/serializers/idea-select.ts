// The columns an idea response needs (lib/serializers/serialize-idea.ts).
export const ideaResponseSelect = {
  id: true,
  title: true,
  caption: true,
  tags: true,
  mediaUrls: true,
  mediaType: true,
  notes: true,
  status: true,
  position: true,
} as const;
