import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useNavigationBlocker } from '../../lib/navigation-blocker';
import type { MindMapNode } from '../../../shared/mind-map/map';
import { AUTO_SAVE_DELAY } from '../../../shared/mind-map/map';
import { ApiRequestError } from '../../lib/api';
import { createProject, openProject, projectListQuery, updateProject, useProjectList } from './mind-map-api';
import type { useMapHistory } from './use-map-history';

export interface OpenProject {
  id: string;
  title: string;
}

/** Matches no tree on screen: after it, any map with topics counts as unsaved. */
const NOTHING_SAVED: readonly MindMapNode[] = [];

export type SaveState = 'idle' | 'saving' | 'failed';

const SAVE_FAILED = 'Your mind map could not be saved. Please check your connection and try again.';

/** The address of a new, empty map: `?new` keeps it new through a reload, instead of the last map opening. */
export const NEW_MAP_ADDRESS = '/tools/mind-map?new';

/**
 * Ties the map to a saved project: opens the one named in the URL (or, arriving with none named, the one opened
 * last), saves (asking for a title first), auto-saves, and asks before leaving with unsaved changes.
 */
export function useProjectSync(
  map: ReturnType<typeof useMapHistory>,
  options: {
    autoSave: boolean;
    askTitle(): void;
    onOpened(): void;
    /** Whether the person is at work on the empty map (a dialog open, the keyboard on the canvas). */
    busy?: () => boolean;
  },
) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [project, setProjectState] = useState<OpenProject | null>(null);
  const projectRef = useRef<OpenProject | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // The map on screen changes identity (another project opened, 'New', an import, the project deleted):
  // a save still on its way for the map before must then never attach itself to the map now shown.
  const generation = useRef(0);
  const inFlight = useRef<number | null>(null);
  const { reset, markSaved, read } = map;
  const { askTitle, onOpened } = options;

  const setProject = useCallback((next: OpenProject | null) => {
    projectRef.current = next;
    setProjectState(next);
  }, []);

  const projectParam = searchParams.get('project');
  const newMap = searchParams.has('new');

  // docs/product.md#mind-map: arriving with no map named opens the one opened last, once, when the list comes,
  // and only on an empty map the person has not begun: what they typed meanwhile is never replaced.
  const arriving = useRef(!projectParam && !newMap);
  const busy = useRef(options.busy);
  useEffect(() => {
    busy.current = options.busy;
  });
  const list = useProjectList();
  useEffect(() => {
    if (projectParam || newMap) arriving.current = false;
    if (!arriving.current || !list.data) return;
    arriving.current = false;
    const last = list.data[0];
    const { nodes, dirty } = read();
    if (!last || nodes.length > 0 || dirty || projectRef.current || busy.current?.()) return;
    void navigate(`/tools/mind-map?project=${last.id}`, { replace: true });
  }, [list.data, projectParam, newMap, read, navigate]);

  useEffect(() => {
    if (!projectParam || projectParam === projectRef.current?.id) return;
    let cancelled = false;
    setLoading(true);
    setProblem(null);
    openProject(projectParam)
      .then((opened) => {
        if (cancelled) return;
        generation.current += 1;
        reset(opened.content.nodes);
        setProject({ id: opened.id, title: opened.title });
        setSaveState('idle');
        onOpened();
        void queryClient.invalidateQueries({ queryKey: projectListQuery.queryKey });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setProblem(
          error instanceof ApiRequestError && error.status === 404
            ? 'That mind map was not found. It may have been deleted.'
            : 'That mind map could not be opened. Please reload the page to try again.',
        );
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [projectParam, reset, setProject, onOpened, queryClient]);

  const save = useCallback(
    async (newTitle?: string) => {
      const current = projectRef.current;
      const title = newTitle ?? current?.title;
      if (!title) return askTitle();
      const started = generation.current;
      if (inFlight.current === started) return;
      inFlight.current = started;
      const nodes: readonly MindMapNode[] = read().nodes;
      setSaveState('saving');
      setProblem(null);
      const movedOn = () => generation.current !== started;
      try {
        if (current) {
          await updateProject(current.id, { nodes, ...(newTitle !== undefined && { title }) });
          if (movedOn()) return;
          setProject({ id: current.id, title });
        } else {
          const created = await createProject(title, nodes);
          if (movedOn()) return;
          setProject({ id: created.id, title: created.title });
          // docs/product.md#states: after the first save the address names the project.
          void navigate(`/tools/mind-map?project=${created.id}`, { replace: true });
        }
        markSaved(nodes);
        setSaveState('idle');
      } catch (error) {
        if (movedOn()) return;
        setSaveState('failed');
        setProblem(error instanceof ApiRequestError && error.status !== 0 ? error.message : SAVE_FAILED);
      } finally {
        if (inFlight.current === started) inFlight.current = null;
        void queryClient.invalidateQueries({ queryKey: projectListQuery.queryKey });
      }
    },
    [askTitle, read, markSaved, navigate, queryClient, setProject],
  );

  // docs/product.md#states: auto-save 3 s after the last change, only for a saved project with a title.
  useEffect(() => {
    if (!options.autoSave || !project || !map.dirty || saveState === 'saving') return;
    const timer = setTimeout(() => void save(), AUTO_SAVE_DELAY);
    return () => clearTimeout(timer);
  }, [options.autoSave, project, map.dirty, map.nodes, saveState, save]);

  const hasUnsaved = () => read().dirty && read().nodes.length > 0;

  const blocker = useNavigationBlocker(({ currentLocation, nextLocation }) => {
    if (!hasUnsaved()) return false;
    const nextProject = new URLSearchParams(nextLocation.search).get('project');
    return (
      nextLocation.pathname !== currentLocation.pathname || nextProject !== (projectRef.current?.id ?? null)
    );
  });

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  });

  /**
   * 'New': forgets the project and starts an empty map with a fresh history. The address says it is new, so
   * neither this visit nor a reload opens the last map instead.
   */
  const startNew = useCallback(() => {
    arriving.current = false;
    generation.current += 1;
    setProject(null);
    reset([]);
    setSaveState('idle');
    setProblem(null);
    if (!newMap) void navigate(NEW_MAP_ADDRESS, { replace: true });
  }, [navigate, newMap, reset, setProject]);

  /**
   * The open project was deleted (from the list): the map stays on screen as a new, unsaved map, so
   * nothing on the canvas is lost; Save keeps it again under a new title.
   */
  const detach = useCallback(() => {
    generation.current += 1;
    setProject(null);
    setSaveState('idle');
    markSaved(NOTHING_SAVED);
    if (projectParam) void navigate(NEW_MAP_ADDRESS, { replace: true });
  }, [markSaved, navigate, projectParam, setProject]);

  return { project, setProject, save, saveState, problem, loading, blocker, startNew, detach };
}
