"use client";

import { WEBHOOK_ALL_EVENTS, WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_TYPES } from "@/lib/webhooks/event-types";

const inputClass =
  "block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

export interface WebhookFieldValues {
  url: string;
  description: string;
  events: Set<string>;
}

// The fields an endpoint is made of, shared by "Add endpoint" and "Edit", so both ask the same way. `idPrefix`
// keeps the labels' ids unique when both dialogs are on the page.
export function WebhookFields({
  idPrefix,
  values,
  onChange,
}: {
  idPrefix: string;
  values: WebhookFieldValues;
  onChange: (values: WebhookFieldValues) => void;
}) {
  const every = values.events.has(WEBHOOK_ALL_EVENTS);
  return (
    <>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-url`} className="block text-sm font-medium text-slate-700">
          Endpoint URL
        </label>
        <input
          id={`${idPrefix}-url`}
          type="url"
          className={inputClass}
          value={values.url}
          onChange={(e) => onChange({ ...values, url: e.target.value })}
          placeholder="https://hooks.example.com/postlane"
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-description`} className="block text-sm font-medium text-slate-700">
          Description <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input
          id={`${idPrefix}-description`}
          className={inputClass}
          value={values.description}
          onChange={(e) => onChange({ ...values, description: e.target.value })}
          placeholder="Zapier: posts to Slack"
        />
      </div>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-700">Events</legend>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={every}
            onChange={(e) => onChange({ ...values, events: new Set(e.target.checked ? [WEBHOOK_ALL_EVENTS] : []) })}
          />
          <span>
            Every event <span className="text-slate-500">— including kinds added later</span>
          </span>
        </label>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={every || values.events.has(type)}
              disabled={every}
              onChange={(e) => {
                const events = new Set(values.events);
                if (e.target.checked) events.add(type);
                else events.delete(type);
                onChange({ ...values, events });
              }}
            />
            <span>
              <code className="text-xs">{type}</code> <span className="text-slate-500">— {WEBHOOK_EVENT_DESCRIPTIONS[type]}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </>
  );
}

/** The checked event types in the reference's order, or ["*"] for every event. */
export function checkedEvents(events: Set<string>): string[] {
  if (events.has(WEBHOOK_ALL_EVENTS)) return [WEBHOOK_ALL_EVENTS];
  return WEBHOOK_EVENT_TYPES.filter((type) => events.has(type));
}
