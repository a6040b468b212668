// A row of toggle buttons of which one is pressed (period, view, mode pickers). Buttons with aria-pressed
// in a labelled group: screen readers hear the choice and its state, keyboards tab through them.
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md bg-white p-0.5 shadow-sm ring-1 ring-slate-200">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`rounded px-2.5 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${value === option.value ? "bg-brand-600 font-medium text-white" : "text-slate-700 hover:bg-slate-50"}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
