// A live example of a tagged link: the same link before and after, with the campaign as typed, so the person
// sees what the tags do instead of reading a template of the query string. The tagging is the publisher's own
// (tagUrl), so the example cannot drift from what is sent.
import { tagUrl } from "@/lib/links/utm-tags";

const EXAMPLE_LINK = "https://yourshop.example/spring";

export function TaggedLinkExample({ campaign, network = "instagram", id }: { campaign: string; network?: string; id?: string }) {
  const name = campaign.trim() || "your-campaign";
  return (
    <p id={id} className="text-xs text-slate-600" data-testid="tagged-link-example">
      For example, on Instagram <span className="font-mono break-all text-slate-800">{EXAMPLE_LINK}</span> is published as{" "}
      <span className="font-mono break-all text-slate-800">{tagUrl(EXAMPLE_LINK, network, name)}</span>
    </p>
  );
}
