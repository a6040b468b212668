"use client";

// TikTok's posting settings, laid out as TikTok's Content Sharing Guidelines require before a direct post
// (developers.tiktok.com/doc/content-sharing-guidelines): the creator the post goes to, privacy chosen by
// the person with no default, interaction toggles off until turned on, the commercial-content disclosure
// with what each choice means. TikTok's declaration ("By posting, you agree to TikTok's Music Usage
// Confirmation", plus its Branded Content Policy when branded content is disclosed) is shown where the person
// publishes or schedules (TikTokDeclaration, beside the buttons): the guidelines ask for the statement to be
// shown before posting, not for a box to tick, so nothing has to be stored, and a post that was ready when it
// was scheduled is still ready when it is reopened.
import { useEffect } from "react";
import { TIKTOK_PRIVACY_LEVELS } from "@/lib/platforms/tiktok/validate";
import type { Problem } from "@/lib/platforms/types";
import type { Blocker } from "./blockers";
import { optionLabel, type OptionContext } from "./option-labels";
import { OptionsForm } from "./options-form";
import { useTiktokCreators } from "./use-tiktok-creators";

/** The options this panel lays out itself; the rest (cover, photo title, post mode…) follow in a plain form. */
const HANDLED = ["privacyLevel", "disableComment", "disableDuet", "disableStitch", "brandContentToggle", "brandOrganicToggle", "isAigc"];

const MUSIC_USAGE_URL = "https://www.tiktok.com/legal/page/global/music-usage-confirmation/en";
const BRANDED_CONTENT_URL = "https://www.tiktok.com/legal/page/global/bc-policy/en";

type Values = Record<string, unknown>;

/** What the person chose in the form that TikTok does not receive as an option: the disclosure switch, on
 *  before either kind of promotion is picked. Reopened, it is on exactly when a promotion was stored. */
export interface TikTokDeclarations {
  discloseCommercial: boolean;
}

export function initialTikTokDeclarations(values: Values): TikTokDeclarations {
  return { discloseCommercial: values.brandContentToggle === true || values.brandOrganicToggle === true };
}

/** Why posting to TikTok must wait, or null: TikTok asks the person to say what the promotion is once disclosed. */
export function tiktokBlocker(values: Values, declared: TikTokDeclarations): Blocker | null {
  if (declared.discloseCommercial && values.brandOrganicToggle !== true && values.brandContentToggle !== true) {
    return {
      platform: "tiktok",
      field: "platformOptions.tiktok.brandOrganicToggle",
      say: "Say whether the content promotes your brand, a third party, or both on TikTok",
    };
  }
  return null;
}

/** TikTok's declaration, shown wherever the person publishes or schedules to TikTok. */
export function TikTokDeclaration({ branded }: { branded: boolean }) {
  return (
    <p className="text-xs text-slate-600" data-testid="tiktok-declaration">
      By posting, you agree to TikTok&apos;s{" "}
      {branded ? (
        <>
          <a href={BRANDED_CONTENT_URL} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
            Branded Content Policy
          </a>{" "}
          and{" "}
        </>
      ) : null}
      <a href={MUSIC_USAGE_URL} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
        Music Usage Confirmation
      </a>
      .
    </p>
  );
}

export function TikTokPostSettings({
  workspaceId,
  creators,
  values,
  context,
  declared,
  onDeclare,
  problems,
  onChange,
}: {
  workspaceId: string;
  creators: { id: string; username: string; displayName?: string | null }[];
  values: Values;
  problems: Problem[];
  context: OptionContext;
  declared: TikTokDeclarations;
  onDeclare: (declared: TikTokDeclarations) => void;
  onChange: (name: string, value: unknown) => void;
}) {
  // TikTok requires every flag in the request; until the person turns one on it is off (interactions
  // disabled, nothing disclosed). Privacy stays unset: it has no default and the checks ask for it.
  useEffect(() => {
    for (const [name, off] of [
      ["disableComment", true],
      ["disableDuet", true],
      ["disableStitch", true],
      ["brandContentToggle", false],
      ["brandOrganicToggle", false],
      ["isAigc", false],
    ] as const) {
      if (values[name] === undefined) onChange(name, off);
    }
  }, [values, onChange]);
  // TikTok's own word on what each creator may post now: levels it does not offer are disabled, interactions
  // a creator turned off in the app stay off.
  const creatorInfo = useTiktokCreators(
    workspaceId,
    creators.map((c) => c.id),
  );
  const offered = (level: string) => creatorInfo.privacyLevels === null || creatorInfo.privacyLevels.includes(level);
  const turnedOff: Record<string, boolean> = {
    disableComment: creatorInfo.commentDisabled,
    disableDuet: creatorInfo.duetDisabled,
    disableStitch: creatorInfo.stitchDisabled,
  };
  useEffect(() => {
    if (typeof values.privacyLevel === "string" && creatorInfo.privacyLevels !== null && !creatorInfo.privacyLevels.includes(values.privacyLevel)) {
      onChange("privacyLevel", undefined);
    }
    for (const [name, off] of Object.entries(turnedOff)) if (off && values[name] !== true) onChange(name, true);
  });
  const disclose = declared.discloseCommercial || values.brandContentToggle === true || values.brandOrganicToggle === true;
  const video = context.mediaMix === "video" || context.mediaMix === "mixed";
  const branded = values.brandContentToggle === true;
  const yourBrand = values.brandOrganicToggle === true;
  const privacyChoices = optionLabel("tiktok", "privacyLevel").choices!;
  const interaction = [
    { name: "disableComment", label: "Comments" },
    ...(video
      ? [
          { name: "disableDuet", label: "Duet" },
          { name: "disableStitch", label: "Stitch" },
        ]
      : []),
  ];

  function setDisclosure(on: boolean) {
    onDeclare({ ...declared, discloseCommercial: on });
    if (!on) {
      onChange("brandContentToggle", false);
      onChange("brandOrganicToggle", false);
    }
  }

  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-3" aria-describedby="tiktok-creators">
      <legend className="px-1 text-sm font-semibold">TikTok options</legend>
      <p id="tiktok-creators" className="text-sm text-slate-700">
        Posting to TikTok as{" "}
        {creators.map((c, i) => (
          <span key={c.username}>
            {i > 0 ? ", " : ""}
            <strong>{creatorInfo.byAccount[c.id]?.nickname || c.displayName || c.username}</strong> (@{creatorInfo.byAccount[c.id]?.username || c.username})
          </span>
        ))}
      </p>
      {creatorInfo.maxVideoPostDurationSec && video ? (
        <p className="text-xs text-slate-600">
          TikTok takes videos of up to {Math.floor(creatorInfo.maxVideoPostDurationSec / 60)} min{" "}
          {creatorInfo.maxVideoPostDurationSec % 60 ? `${creatorInfo.maxVideoPostDurationSec % 60} s ` : ""}
          from this account.
        </p>
      ) : null}
      {creatorInfo.error ? (
        <p role="alert" className="text-xs text-red-700">
          {creatorInfo.error}
        </p>
      ) : null}

      <div className="space-y-1">
        <label htmlFor="opt-tiktok-privacyLevel" className="block text-sm text-slate-700">
          Who can view this {video ? "video" : "post"}
        </label>
        <select
          id="opt-tiktok-privacyLevel"
          aria-invalid={problems.some((p) => p.field === "platformOptions.tiktok.privacyLevel") || undefined}
          className="block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          value={typeof values.privacyLevel === "string" ? values.privacyLevel : ""}
          onChange={(e) => onChange("privacyLevel", e.target.value || undefined)}
        >
          <option value="" disabled>
            Choose who can view it
          </option>
          {TIKTOK_PRIVACY_LEVELS.map((level) => (
            // Branded content cannot be private (TikTok refuses SELF_ONLY with the branded-content flag).
            <option key={level} value={level} disabled={(branded && level === "SELF_ONLY") || !offered(level)}>
              {privacyChoices[level]}
              {!offered(level) ? " (not offered to this account by TikTok)" : branded && level === "SELF_ONLY" ? " (not allowed for branded content)" : ""}
            </option>
          ))}
        </select>
      </div>

      <div role="group" aria-labelledby="tiktok-interactions" className="space-y-1">
        <p id="tiktok-interactions" className="text-sm text-slate-700">
          Allow viewers to
        </p>
        <div className="flex flex-wrap gap-4">
          {interaction.map(({ name, label }) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                id={`opt-tiktok-${name}`}
                type="checkbox"
                checked={values[name] === false}
                disabled={turnedOff[name]}
                onChange={(e) => onChange(name, !e.target.checked)}
              />
              {label}
              {turnedOff[name] ? <span className="text-xs text-slate-500">(turned off in the creator&apos;s TikTok settings)</span> : null}
            </label>
          ))}
        </div>
      </div>

      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input id="opt-tiktok-discloseCommercial" type="checkbox" checked={disclose} onChange={(e) => setDisclosure(e.target.checked)} />
          Disclose commercial content
        </label>
        <p className="text-xs text-slate-600">Turn this on if the content promotes yourself, a third party, or both.</p>
        {disclose ? (
          <div className="space-y-2 border-l-2 border-slate-200 pl-3">
            <label className="flex items-start gap-2 text-sm">
              <input
                id="opt-tiktok-brandOrganicToggle"
                type="checkbox"
                className="mt-0.5"
                checked={yourBrand}
                onChange={(e) => onChange("brandOrganicToggle", e.target.checked)}
              />
              <span>
                Your brand
                <span className="block text-xs text-slate-600">You are promoting yourself or your own business.</span>
              </span>
            </label>
            <label className="flex items-start gap-2 text-sm">
              <input
                id="opt-tiktok-brandContentToggle"
                type="checkbox"
                className="mt-0.5"
                checked={branded}
                onChange={(e) => {
                  onChange("brandContentToggle", e.target.checked);
                  if (e.target.checked && values.privacyLevel === "SELF_ONLY") onChange("privacyLevel", undefined);
                }}
              />
              <span>
                Branded content
                <span className="block text-xs text-slate-600">You are promoting another brand or a third party.</span>
              </span>
            </label>
            <p role="status" className="text-xs text-slate-700">
              {branded
                ? `Your ${video ? "video" : "photo"} will be labelled "Paid partnership".`
                : yourBrand
                  ? `Your ${video ? "video" : "photo"} will be labelled "Promotional content".`
                  : "Choose at least one to post."}
            </p>
          </div>
        ) : null}
      </div>

      <label className="flex items-center gap-2 text-sm">
        <input id="opt-tiktok-isAigc" type="checkbox" checked={values.isAigc === true} onChange={(e) => onChange("isAigc", e.target.checked)} />
        AI-generated content
      </label>

      <OptionsForm platform="tiktok" legend="More TikTok options" omit={HANDLED} values={values} problems={problems} context={context} onChange={onChange} />

      <TikTokDeclaration branded={branded} />
    </fieldset>
  );
}
