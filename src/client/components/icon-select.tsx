import { inputClass } from './field';

interface Props<I extends string> {
  id: string;
  value: I;
  /** The icons to choose from, in order. */
  icons: readonly I[];
  /** The word the list says for each icon: "Cup". */
  labelOf: (icon: I) => string;
  onChange: (icon: I) => void;
  className?: string;
}

/** A list of the app's icons by name (a habit's, a routine's), labelled by the caller's <label htmlFor={id}>. */
export function IconSelect<I extends string>({
  id,
  value,
  icons,
  labelOf,
  onChange,
  className = '',
}: Props<I>) {
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value as I)}
      className={`${inputClass} ${className}`}
    >
      {icons.map((each) => (
        <option key={each} value={each}>
          {labelOf(each)}
        </option>
      ))}
    </select>
  );
}
