// The example import file the import page offers to download (docs/csv-import.md shows the same one; a test
// reads it through readCsvFile so it never drifts from what the reader takes).
export const IMPORT_EXAMPLE_CSV = [
  "date,timezone,caption,caption_x,accounts,media_urls,first_comment,title",
  '2027-03-01 09:00,Europe/Berlin,"Our spring collection is live: light layers for longer days.",Spring is here. Light layers for longer days.,bluesky:@ada.bsky.social twitter,https://cdn.example.com/spring.jpg,Shop it at example.com/spring,Spring launch',
  "2027-03-02T17:30:00+01:00,,Doors open at 9 on Saturday. See you there!,,linkedin mastodon,,,Pop-up shop",
  "2027-03-05 12:00,America/New_York,Behind the scenes of the shoot,,@ada.bsky.social,https://cdn.example.com/bts-1.jpg https://cdn.example.com/bts-2.jpg,,",
].join("\n");
