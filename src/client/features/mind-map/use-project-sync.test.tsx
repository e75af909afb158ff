import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MindMapNode } from '../../../shared/mind-map/map';
import type { Project, ProjectSummary } from '../../../shared/mind-map/projects';
import { jsonResponse } from '../../testing/factories';
import { projectListQuery } from './mind-map-api';
import { useMapHistory } from './use-map-history';
import { useProjectSync } from './use-project-sync';

const topic = (id: string, text: string): MindMapNode => ({
  id,
  text,
  children: [],
  position: { x: 0, y: 0 },
});

function project(id: string, title: string, openedAt: string): Project {
  const at = `2026-12-0${openedAt}T10:00:00.000Z`;
  return {
    id,
    title,
    toolType: 'mind-map',
    lastOpenedAt: at,
    updatedAt: at,
    content: { nodes: [topic(`${id}-root`, title)] },
  };
}

const holiday = project('11111111-1111-4111-8111-111111111111', 'Holiday', '2');
const exams = project('22222222-2222-4222-8222-222222222222', 'Exams', '1');

/**
 * Stands in for the server at the network edge: the list of maps, newest opened first, and each map. The list
 * can be held back until the test lets it go, as on a slow connection.
 */
function stubServer(saved: Project[], { holdList = false } = {}) {
  const opened: string[] = [];
  let release = () => {};
  const list = () =>
    jsonResponse({ projects: saved.map(({ content: _content, ...summary }): ProjectSummary => summary) });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://x'), init);
      const path = new URL(request.url).pathname;
      if (path === '/api/projects' && request.method === 'GET') {
        if (!holdList) return Promise.resolve(list());
        return new Promise<Response>((resolve) => {
          release = () => resolve(list());
        });
      }
      const one = saved.find((each) => path === `/api/projects/${each.id}`);
      if (one && request.method === 'GET') {
        opened.push(one.id);
        return Promise.resolve(jsonResponse(one));
      }
      throw new Error(`Unexpected request: ${request.method} ${path}`);
    }),
  );
  return { opened, releaseList: () => release() };
}

function renderSync(address: string, busy?: () => boolean) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const map = useMapHistory();
      const sync = useProjectSync(map, {
        autoSave: false,
        askTitle: nothing,
        onOpened: nothing,
        ...(busy && { busy }),
      });
      const location = useLocation();
      return { map, sync, address: `${location.pathname}${location.search}` };
    },
    { wrapper },
  );
  const listArrived = () =>
    waitFor(() => expect(queryClient.getQueryState(projectListQuery.queryKey)?.status).toBe('success'));
  return { hook, queryClient, listArrived };
}

/** The screen's callbacks are the same from one render to the next, as the editor's are. */
function nothing() {}

const texts = (nodes: readonly MindMapNode[]) => nodes.map((node) => node.text);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the mind map with no map named in its address', () => {
  it('opens the map opened last', async () => {
    const server = stubServer([holiday, exams]);
    const { hook } = renderSync('/tools/mind-map');
    await waitFor(() => expect(hook.result.current.address).toBe(`/tools/mind-map?project=${holiday.id}`));
    await waitFor(() => expect(texts(hook.result.current.map.nodes)).toEqual(['Holiday']));
    expect(hook.result.current.sync.project).toEqual({ id: holiday.id, title: 'Holiday' });
    expect(server.opened).toEqual([holiday.id]);
  });

  it('starts an empty map when none is saved', async () => {
    const server = stubServer([]);
    const { hook, listArrived } = renderSync('/tools/mind-map');
    await listArrived();
    expect(hook.result.current.address).toBe('/tools/mind-map');
    expect(hook.result.current.map.nodes).toEqual([]);
    expect(server.opened).toEqual([]);
  });

  it('never replaces a map begun before the list of maps arrived', async () => {
    const server = stubServer([holiday, exams], { holdList: true });
    const { hook, listArrived } = renderSync('/tools/mind-map');
    act(() => hook.result.current.map.edit(() => [topic('mine', 'My own idea')]));
    server.releaseList();
    await listArrived();
    expect(hook.result.current.address).toBe('/tools/mind-map');
    expect(texts(hook.result.current.map.nodes)).toEqual(['My own idea']);
    expect(server.opened).toEqual([]);
  });

  it('nor one the person is at work on, with a dialog open to add its first topic', async () => {
    const server = stubServer([holiday, exams], { holdList: true });
    const { hook, listArrived } = renderSync('/tools/mind-map', () => true);
    server.releaseList();
    await listArrived();
    expect(hook.result.current.address).toBe('/tools/mind-map');
    expect(server.opened).toEqual([]);
  });

  it('gives an empty map on New, which stays new, in the address and after a reload', async () => {
    const server = stubServer([holiday, exams]);
    const { hook, queryClient } = renderSync(`/tools/mind-map?project=${exams.id}`);
    await waitFor(() => expect(texts(hook.result.current.map.nodes)).toEqual(['Exams']));
    act(() => hook.result.current.sync.startNew());
    await waitFor(() => expect(hook.result.current.address).toBe('/tools/mind-map?new'));
    // The list comes again (opening a map asks for it): the new map stays.
    await act(() => queryClient.refetchQueries({ queryKey: projectListQuery.queryKey }));
    expect(hook.result.current.address).toBe('/tools/mind-map?new');
    expect(hook.result.current.map.nodes).toEqual([]);
    expect(hook.result.current.sync.project).toBeNull();

    // A reload of the new map's address: still an empty map, not the one opened last.
    hook.unmount();
    const reloaded = renderSync('/tools/mind-map?new');
    await reloaded.listArrived();
    expect(reloaded.hook.result.current.address).toBe('/tools/mind-map?new');
    expect(reloaded.hook.result.current.map.nodes).toEqual([]);
    expect(server.opened).toEqual([exams.id]);
  });
});
