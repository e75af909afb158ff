import type { KeyboardEvent } from 'react';
import { useId, useMemo, useState } from 'react';
import { allTimeZones, searchTimeZones, timeZoneName, timeZoneOffset } from '../../../shared/location';
import { Button } from '../../components/button';
import { inputClass } from '../../components/field';

interface Props {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  error: string | undefined;
  /** Zones that fit what the person told us (city and country, this device), offered as one-press choices. */
  suggestions: readonly { zone: string; reason: string }[];
}

/**
 * The time zone, typed to search every IANA zone (a combobox: the arrow keys move through the matches,
 * Enter chooses, Escape closes), or chosen with one press from the zones that fit the city, the country
 * and this device.
 */
export function TimeZoneField({ id, value, onChange, error, suggestions }: Props) {
  const listId = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const zones = useMemo(() => allTimeZones(), []);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => (open ? searchTimeZones(value, zones) : []), [open, value, zones]);
  const expanded = open && matches.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (zone: string) => {
    onChange(zone);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const zone = matches[active];
      if (zone) choose(zone);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const offered = suggestions.filter((s) => s.zone !== value);
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        Time zone
      </label>
      <p id={hintId} className="mt-1 text-sm text-muted">
        Type a city or region, such as London or New York, then choose from the list. The dashboard clock uses
        it.
      </p>
      <div className="relative mt-1">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          className={inputClass}
          value={value}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Matching time zones"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-md"
        >
          {matches.map((zone, index) => (
            <div
              key={zone}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // Chosen on press, with the default prevented so focus stays in the field (the keys work there).
              onMouseDown={(event) => {
                event.preventDefault();
                choose(zone);
              }}
              className={`flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-3 rounded-md px-3 py-1 break-words ${
                index === active ? 'bg-primary text-white' : 'hover:bg-app'
              }`}
            >
              <span className="min-w-0">{timeZoneName(zone)}</span>
              <span className={`text-sm ${index === active ? '' : 'text-muted'}`}>
                {timeZoneOffset(zone)}
              </span>
            </div>
          ))}
        </div>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {offered.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-medium">Suggested for you</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {offered.map(({ zone, reason }) => (
              <li key={zone} className="max-w-full">
                <Button
                  variant="secondary"
                  className="max-w-full text-left break-words"
                  aria-label={`Use ${timeZoneName(zone)}, ${reason}`}
                  onClick={() => choose(zone)}
                >
                  {timeZoneName(zone)}
                  <span className="text-sm font-normal text-muted">{reason}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
