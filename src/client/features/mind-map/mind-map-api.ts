import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiSuggestionsResponse } from '../../../shared/ai';
import { AI_FAILURE_MESSAGE, TOPIC_PLACE_LIMITS } from '../../../shared/ai';
import type { MindMapNode, TopicPlace } from '../../../shared/mind-map/map';
import type { Project, ProjectSummary } from '../../../shared/mind-map/projects';
import type { MindMapSettings } from '../../../shared/mind-map/settings';
import { DEFAULT_MIND_MAP_SETTINGS } from '../../../shared/mind-map/settings';
import { api, ApiRequestError, unwrap } from '../../lib/api';
import { useOptimisticSave } from '../../lib/optimistic-save';

export const projectListQuery = queryOptions({
  queryKey: ['projects', 'mind-map'],
  queryFn: async () => (await unwrap<{ projects: ProjectSummary[] }>(api.projects.$get())).projects,
});

export function useProjectList() {
  return useQuery(projectListQuery);
}

// The typed client cannot spell a recursive type (a topic's children); the server's schema checks them.
const asProject = (answer: Promise<unknown>) => answer as Promise<Project>;

/** Opening a project also marks it as the most recently opened. */
export function openProject(id: string) {
  return asProject(unwrap(api.projects[':id'].$get({ param: { id } })));
}

export function createProject(title: string, nodes: readonly MindMapNode[]) {
  return asProject(unwrap(api.projects.$post({ json: { title, content: { nodes: [...nodes] } } })));
}

export function updateProject(id: string, change: { title?: string; nodes?: readonly MindMapNode[] }) {
  return asProject(
    unwrap(
      api.projects[':id'].$patch({
        param: { id },
        json: {
          ...(change.title !== undefined && { title: change.title }),
          ...(change.nodes !== undefined && { content: { nodes: [...change.nodes] } }),
        },
      }),
    ),
  );
}

export function useRenameProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => updateProject(id, { title }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectListQuery.queryKey }),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.projects[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectListQuery.queryKey }),
  });
}

export const mindMapSettingsQuery = queryOptions({
  queryKey: ['mind-map-settings'],
  queryFn: () => unwrap<MindMapSettings>(api['mind-map'].settings.$get()),
  staleTime: 60_000,
});

export function useMindMapSettings(): MindMapSettings {
  return useQuery(mindMapSettingsQuery).data ?? DEFAULT_MIND_MAP_SETTINGS;
}

/**
 * Saves a change of the map's settings (lib/optimistic-save.ts), e.g. `{ spacing: 'roomy' }`. The server keeps
 * them whole, so the change is laid over the saved settings (waiting for them if they have not loaded yet).
 */
export function useSaveMindMapSettings() {
  return useOptimisticSave({
    query: mindMapSettingsQuery,
    whole: true,
    save: (_change: Partial<MindMapSettings>, shown) =>
      unwrap<MindMapSettings>(api['mind-map'].settings.$put({ json: shown ?? DEFAULT_MIND_MAP_SETTINGS })),
    apply: (current, change) => ({ ...(current ?? DEFAULT_MIND_MAP_SETTINGS), ...change }),
  });
}

const asked = (text: string) => text.slice(0, 200);

/** The topics above, as many as a request may name: the nearest ones, and always the central topic. */
function nearestAndCentral(within: string[]): string[] {
  const most = TOPIC_PLACE_LIMITS.within;
  return within.length <= most ? within : [...within.slice(0, most - 1), within.at(-1)!];
}

/**
 * Asks the assistant for subtopics (POST /api/ai/mind-map-topics), saying where the topic sits so a
 * subtopic's own subtopics fit it (decision 151). Any answer the screen cannot use
 * becomes docs/product.md#messages's failure message, so the caller always has something true to show; past
 * the assistant's limit, the server's own message of how long to wait.
 */
export async function suggestTopics(
  topic: string,
  place: TopicPlace = { within: [], beside: [] },
): Promise<AiSuggestionsResponse> {
  const failed: AiSuggestionsResponse = {
    outcome: 'failed',
    source: 'built-in',
    suggestions: [AI_FAILURE_MESSAGE],
  };
  try {
    const body: Partial<AiSuggestionsResponse> = await unwrap(
      api.ai['mind-map-topics'].$post({
        json: {
          topic: asked(topic),
          ...(place.within.length > 0 && {
            within: nearestAndCentral(place.within).map(asked),
            beside: place.beside.slice(0, TOPIC_PLACE_LIMITS.beside).map(asked),
          }),
        },
      }),
    );
    if (!Array.isArray(body.suggestions) || !body.outcome) return failed;
    const suggestions = body.suggestions.filter((s): s is string => typeof s === 'string' && s.trim() !== '');
    return { outcome: body.outcome, source: body.source ?? 'built-in', suggestions: suggestions.slice(0, 3) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 429)
      return { ...failed, suggestions: [error.message] };
    return failed;
  }
}
