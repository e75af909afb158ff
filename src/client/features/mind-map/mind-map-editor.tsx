import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SPACING_SCALES } from '../../../shared/mind-map/settings';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { ConfirmDialog, SaveDialog, TopicDialog } from './dialogs';
import type { ExportFormat } from './export-files';
import { KeysHelp } from './keys-help';
import { actionFor, SCREEN_KEYS } from './map-keys';
import { useTellMapStatus } from './map-status';
import { MindMapCanvas } from './mind-map-canvas';
import { useMindMapSettings, useSaveMindMapSettings } from './mind-map-api';
import { ProjectList } from './project-list';
import { SettingsDialog } from './settings-dialog';
import { Toolbar } from './toolbar';
import { useColorScheme } from './use-color-scheme';
import { useImportFile } from './use-import-file';
import { useTidy } from './use-tidy';
import { useMapHistory } from './use-map-history';
import { useProjectSync } from './use-project-sync';
import { useTopicEditor } from './use-topic-editor';

/** The mind map's toolbar, canvas, list of saved maps and dialogs, below its header (mind-map-page.tsx). */
export function MindMapEditor() {
  return (
    <ReactFlowProvider>
      <Editor />
    </ReactFlowProvider>
  );
}

function Editor() {
  const map = useMapHistory();
  const flow = useReactFlow();
  const settings = useMindMapSettings();
  const saveSettings = useSaveMindMapSettings();
  const mode = settings.layout;
  const colorMode = useColorScheme();
  const [saveOpen, setSaveOpen] = useState(false);
  const [confirmNew, setConfirmNew] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const canvasRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const fit = useCallback(() => {
    // After React Flow has measured the new topics.
    requestAnimationFrame(() => requestAnimationFrame(() => void flow.fitView({ maxZoom: 1, padding: 0.2 })));
  }, [flow]);
  const askTitle = useCallback(() => setSaveOpen(true), []);
  // A dialog open, or the keyboard on the canvas: the person has begun on the map on screen.
  const dialogShown = useRef(false);
  const busy = useCallback(
    () => dialogShown.current || (canvasRef.current?.contains(document.activeElement) ?? false),
    [],
  );
  const sync = useProjectSync(map, { autoSave: settings.autoSave, askTitle, onOpened: fit, busy });
  const editor = useTopicEditor(map, {
    mode,
    spacing: settings.spacing,
    canvasRef,
    leaveMap: () => toolbarRef.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus(),
  });
  const dialogOpen =
    saveOpen || confirmNew || settingsOpen || editor.request !== null || sync.blocker.state === 'blocked';
  useEffect(() => {
    dialogShown.current = dialogOpen;
  });

  // The screen's keys (Undo and Redo) anywhere on the screen, except while typing or in a dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialogOpen) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const action = actionFor(Object.values(SCREEN_KEYS), event);
      if (!action) return;
      event.preventDefault();
      action.perform(map, event);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialogOpen, map]);

  const tidy = useTidy(map, { scale: SPACING_SCALES[settings.spacing], onDone: fit });
  const importFile = useImportFile(map, sync, editor, { mode, settings, onDone: fit });

  const exportAs = async (format: ExportFormat) => {
    const { exportMap } = await import('./export-files');
    try {
      await exportMap(format, map.nodes, sync.project?.title ?? null);
    } catch {
      editor.setMessage({ tone: 'error', text: 'The export could not be made. Please try again.' });
    }
  };

  const status = sync.loading
    ? 'Opening...'
    : sync.saveState === 'saving'
      ? 'Saving...'
      : map.dirty && map.nodes.length > 0
        ? 'Unsaved changes'
        : sync.project && !map.dirty
          ? 'Saved'
          : '';

  useTellMapStatus(sync.project?.title ?? null, status);

  return (
    <>
      <div ref={toolbarRef} className="mt-4">
        <Toolbar
          mode={mode}
          canUndo={map.canUndo}
          canRedo={map.canRedo}
          canExport={map.nodes.length > 0}
          saving={sync.saveState === 'saving'}
          onNew={() => setConfirmNew(true)}
          onSave={() => void sync.save()}
          onExport={(format) => void exportAs(format)}
          onImport={() => fileRef.current?.click()}
          onUndo={map.undo}
          onRedo={map.redo}
          onTidy={() =>
            tidy(mode) &&
            editor.setMessage({ tone: 'info', text: 'Tidied up the map. Undo puts the topics back.' })
          }
          onMode={(next) => {
            // Remembered like the other map settings; shown at once, put back if it cannot be saved.
            saveSettings.mutate(
              { layout: next },
              {
                onError: (error) =>
                  editor.setMessage({
                    tone: 'error',
                    text: `The layout could not be changed. ${error.message}`,
                  }),
              },
            );
            // The whole map takes the chosen layout, as one edit (docs/decisions/077-mind-map-tidy-layout.md).
            const tidied = tidy(next);
            editor.setMessage({
              tone: 'info',
              text: `${
                next === 'radial'
                  ? 'Radial layout: topics go in rings around the central topic.'
                  : 'Hierarchical layout: topics go in rows below their topic.'
              }${tidied ? ' Undo puts the topics back.' : ''}`,
            });
          }}
          onSettings={() => setSettingsOpen(true)}
        />
        <input
          ref={fileRef}
          type="file"
          accept=".json,.opml,.xml,.md,.markdown,.txt,application/json,text/markdown,text/x-opml"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      <div className="mt-3 space-y-2">
        {sync.problem && <Notice tone="error">{sync.problem}</Notice>}
        {editor.message && <Notice tone={editor.message.tone}>{editor.message.text}</Notice>}
      </div>
      <section
        ref={canvasRef}
        aria-label="Mind map canvas"
        className="relative mt-3 h-[70vh] min-h-[420px] overflow-hidden rounded-xl border border-line bg-surface"
      >
        <MindMapCanvas
          entries={editor.entries}
          activeId={editor.tabStop}
          suggestingId={editor.suggestingId}
          actions={editor.actions}
          onMove={editor.move}
          colorMode={colorMode}
        />
        {map.nodes.length === 0 && !sync.loading && (
          <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center">
            <p className="text-muted">Start with the idea in the middle of your map.</p>
            <Button className="pointer-events-auto" onClick={() => editor.setRequest({ kind: 'central' })}>
              <Plus aria-hidden="true" className="size-5" />
              Add Central Topic
            </Button>
          </div>
        )}
      </section>
      <KeysHelp />
      <ProjectList
        currentId={sync.project?.id ?? null}
        onRenamed={(id, title) => sync.project?.id === id && sync.setProject({ id, title })}
        onDeleted={(id) => {
          if (sync.project?.id !== id) return;
          sync.detach();
          editor.setMessage({
            tone: 'info',
            text: 'That mind map was deleted. It stays on screen as a new map until you leave; Save keeps it again.',
          });
        }}
      />
      <TopicDialog
        request={editor.request}
        onClose={() => editor.setRequest(null)}
        onSubmit={editor.submitTopic}
        onCloseAutoFocus={(event) => {
          // Focus goes to the topic just added or renamed, not back to the toolbar.
          if (editor.pendingFocus.current) event.preventDefault();
        }}
      />
      <SaveDialog
        open={saveOpen}
        initialTitle=""
        onClose={() => setSaveOpen(false)}
        onSave={(title) => {
          setSaveOpen(false);
          void sync.save(title);
        }}
      />
      <ConfirmDialog
        open={confirmNew}
        title="Start a new mind map?"
        description={
          map.dirty && map.nodes.length > 0
            ? 'The map on screen has unsaved changes. They will be lost, and Undo will start afresh.'
            : 'The map on screen will be cleared, and Undo will start afresh. Saved maps stay in My mind maps.'
        }
        confirmLabel="Start new map"
        onCancel={() => setConfirmNew(false)}
        onConfirm={() => {
          setConfirmNew(false);
          sync.startNew();
          editor.setMessage(null);
        }}
      />
      <ConfirmDialog
        open={sync.blocker.state === 'blocked'}
        title="Leave without saving?"
        description="This mind map has changes that are not saved yet."
        confirmLabel="Leave without saving"
        cancelLabel="Stay here"
        danger
        onCancel={() => sync.blocker.reset?.()}
        onConfirm={() => sync.blocker.proceed?.()}
      />
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
