import { Button } from './button';

interface Props<P extends string> {
  /** Each panel's value and the word on its button: ['edit', 'Edit']. */
  panels: readonly (readonly [P, string])[];
  /** The panel open now, if any. */
  open: P | null;
  /** The item's name: each button says which item it opens a panel of ("Edit: Morning"). */
  itemName: string;
  disabled: boolean;
  onToggle: (panel: P) => void;
}

/** The buttons that open and close an item card's panels (a habit's, a routine's), one panel at a time. */
export function PanelButtons<P extends string>({ panels, open, itemName, disabled, onToggle }: Props<P>) {
  return panels.map(([value, label]) => (
    <Button
      key={value}
      variant="ghost"
      className="!px-3"
      aria-expanded={open === value}
      aria-label={`${label}: ${itemName}`}
      disabled={disabled}
      onClick={() => onToggle(value)}
    >
      {label}
    </Button>
  ));
}
