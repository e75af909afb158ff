import { INVALID_FILE_MESSAGE, parseMindMapFile } from '../../../shared/mind-map/formats';
import type { LayoutMode } from '../../../shared/mind-map/layout';
import { layoutTree } from '../../../shared/mind-map/layout';
import type { MindMapSettings } from '../../../shared/mind-map/settings';
import { SPACING_SCALES } from '../../../shared/mind-map/settings';
import type { useMapHistory } from './use-map-history';
import type { useProjectSync } from './use-project-sync';
import type { useTopicEditor } from './use-topic-editor';

/** Files larger than this are not maps a person made: refused before reading. */
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/**
 * Import opens the file as a new, unsaved map (docs/decisions/052-mind-map-files.md): it never takes the
 * place of a saved map, so auto-save can never write it over one. Undo brings back the map that was on screen.
 */
export function useImportFile(
  map: ReturnType<typeof useMapHistory>,
  sync: ReturnType<typeof useProjectSync>,
  editor: ReturnType<typeof useTopicEditor>,
  options: { mode: LayoutMode; settings: MindMapSettings; onDone(): void },
) {
  return async (file: File) => {
    const result =
      file.size > MAX_IMPORT_BYTES ? null : parseMindMapFile(await file.text().catch(() => ''), file.name);
    if (!result?.ok) {
      editor.setMessage({
        tone: 'error',
        text: `${INVALID_FILE_MESSAGE}. Choose a mind map file (.json), an OPML outline or a Markdown outline.`,
      });
      return;
    }
    const nodes = result.hasPositions
      ? result.nodes
      : layoutTree(result.nodes, editor.centre(), {
          mode: options.mode,
          scale: SPACING_SCALES[options.settings.spacing],
        });
    const saved = sync.project;
    // Changes made to the saved map in the last seconds are kept in it before the file takes the screen.
    if (saved && options.settings.autoSave && map.read().dirty) await sync.save();
    map.edit(() => nodes);
    if (saved) sync.detach();
    editor.setMessage({
      tone: 'info',
      text: saved
        ? `Opened ${file.name} as a new map; "${saved.title}" stays saved as it was. Save keeps this one, Undo brings back the map you had.`
        : `Imported ${file.name}. Undo brings back the map you had.`,
    });
    options.onDone();
  };
}
