import { DropdownMenu } from 'radix-ui';
import {
  BrushCleaning,
  Download,
  FilePlus2,
  GitFork,
  Orbit,
  Redo2,
  Save,
  Settings,
  Undo2,
  Upload,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { LayoutMode } from '../../../shared/mind-map/layout';
import { Button } from '../../components/button';
import type { ExportFormat } from './export-files';
import { ariaKeys, SCREEN_KEYS } from './map-keys';

const exportChoices: { format: ExportFormat; label: string }[] = [
  { format: 'json', label: 'Mind map file (.json)' },
  { format: 'png', label: 'PNG image' },
  { format: 'svg', label: 'SVG image' },
  { format: 'opml', label: 'OPML outline' },
  { format: 'markdown', label: 'Markdown outline' },
];

interface Props {
  mode: LayoutMode;
  canUndo: boolean;
  canRedo: boolean;
  canExport: boolean;
  saving: boolean;
  onNew(): void;
  onSave(): void;
  onExport(format: ExportFormat): void;
  onImport(): void;
  onUndo(): void;
  onRedo(): void;
  onMode(mode: LayoutMode): void;
  onTidy(): void;
  onSettings(): void;
}

function Tool({ icon, children, ...rest }: { icon: ReactNode } & Parameters<typeof Button>[0]) {
  return (
    <Button variant="secondary" {...rest} className={`max-w-full px-3 ${rest.className ?? ''}`}>
      {icon}
      {children}
    </Button>
  );
}

const icon = 'size-5 shrink-0';

/** docs/product.md#screens: New, Save, Export, Import, Undo, Redo, Radial, Hierarchical, Tidy up and Settings. */
export function Toolbar(props: Props) {
  return (
    <div role="toolbar" aria-label="Mind map tools" className="flex flex-wrap items-center gap-2">
      <Tool icon={<FilePlus2 aria-hidden="true" className={icon} />} onClick={props.onNew}>
        New
      </Tool>
      <Tool
        icon={<Save aria-hidden="true" className={icon} />}
        onClick={props.onSave}
        busy={props.saving}
        busyLabel="Saving..."
      >
        Save
      </Tool>
      {/* Not modal, like the account menu: a modal menu hides the page from screen readers while its
          buttons stay focusable (axe: aria-hidden-focus). Escape or a click outside still closes it. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild disabled={!props.canExport}>
          <Tool icon={<Download aria-hidden="true" className={icon} />} disabled={!props.canExport}>
            Export
          </Tool>
        </DropdownMenu.Trigger>
        {/* Inside the page's main landmark, as everything the person reads is (axe: region). */}
        <DropdownMenu.Portal
          container={typeof document === 'undefined' ? null : document.getElementById('main')}
        >
          <DropdownMenu.Content
            align="start"
            sideOffset={6}
            className="z-50 min-w-60 rounded-xl border border-line bg-surface p-1 text-fg shadow-lg"
          >
            {exportChoices.map(({ format, label }) => (
              <DropdownMenu.Item
                key={format}
                onSelect={() => props.onExport(format)}
                className="flex min-h-11 cursor-pointer items-center rounded-lg px-3 outline-none data-[highlighted]:bg-primary-soft"
              >
                {label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Tool icon={<Upload aria-hidden="true" className={icon} />} onClick={props.onImport}>
        Import
      </Tool>
      <Tool
        icon={<Undo2 aria-hidden="true" className={icon} />}
        onClick={props.onUndo}
        disabled={!props.canUndo}
        aria-keyshortcuts={ariaKeys(SCREEN_KEYS.undo)}
      >
        {SCREEN_KEYS.undo.label}
      </Tool>
      <Tool
        icon={<Redo2 aria-hidden="true" className={icon} />}
        onClick={props.onRedo}
        disabled={!props.canRedo}
        aria-keyshortcuts={ariaKeys(SCREEN_KEYS.redo)}
      >
        {SCREEN_KEYS.redo.label}
      </Tool>
      <div role="group" aria-label="Layout" className="flex max-w-full min-w-0 flex-wrap gap-2">
        <Tool
          icon={<Orbit aria-hidden="true" className={icon} />}
          aria-pressed={props.mode === 'radial'}
          onClick={() => props.onMode('radial')}
          className={`${props.mode === 'radial' ? 'border-primary bg-primary-soft' : ''}`}
        >
          Radial
        </Tool>
        <Tool
          icon={<GitFork aria-hidden="true" className={`${icon} rotate-180`} />}
          aria-pressed={props.mode === 'hierarchical'}
          onClick={() => props.onMode('hierarchical')}
          className={`${props.mode === 'hierarchical' ? 'border-primary bg-primary-soft' : ''}`}
        >
          Hierarchical
        </Tool>
        <Tool
          icon={<BrushCleaning aria-hidden="true" className={icon} />}
          onClick={props.onTidy}
          disabled={!props.canExport}
        >
          Tidy up
        </Tool>
      </div>
      <Tool icon={<Settings aria-hidden="true" className={icon} />} onClick={props.onSettings}>
        Settings
      </Tool>
    </div>
  );
}
