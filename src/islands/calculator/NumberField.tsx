interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The hint is read beside the field from the phablet width up; a phone has the info modal. */
  hintWide?: boolean;
  mode?: 'decimal' | 'numeric';
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/**
 * One field of a calculator. It keeps exactly what the shopper typed: the rules read it in the
 * tenant's way of writing numbers ("2,4" or "2.4"), and a figure they cannot read gets a
 * message beside the field instead of being quietly changed (an older rule, "digits and dots only",
 * dropped the comma of "2,4" and read 24; docs/tools.md#numbers-the-shopper-types).
 * Drawn on the server too, so the form works before and without JavaScript.
 */
export function NumberField({
  id,
  name,
  label,
  value,
  error,
  hint,
  hintWide = false,
  mode = 'decimal',
  onChange,
  onBlur,
}: Props) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={mode}
        autoComplete="off"
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        className={`w-32 rounded border px-2 py-1 ${error ? 'border-accent' : 'border-gray-300'}`}
      />
      {hint && (
        <p id={`${id}-hint`} className={`text-xs text-ink-soft ${hintWide ? 'hidden md:block' : ''}`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-accent">
          {error}
        </p>
      )}
    </div>
  );
}
