import { act, renderHook } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShouldBlock } from './navigation-blocker';
import { createBlockingHistory, useNavigationBlocker } from './navigation-blocker';

function setUp(when: ShouldBlock) {
  const history = createBlockingHistory(
    UNSAFE_createMemoryHistory({
      initialEntries: ['/tools', '/tools/budget'],
      initialIndex: 1,
      v5Compat: true,
    }),
  );
  const seen: string[] = [];
  history.listen(({ location }) => seen.push(location.pathname));
  const hook = renderHook(() => useNavigationBlocker(when));
  return { history, seen, hook };
}

const elsewhere: ShouldBlock = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

describe('the navigation blocker', () => {
  it('holds a move by link or code until the person chooses, then leaves or stays', () => {
    const { history, seen, hook } = setUp(elsewhere);
    act(() => history.push('/dashboard'));
    expect(hook.result.current.state).toBe('blocked');
    expect(history.location.pathname).toBe('/tools/budget');
    act(() => hook.result.current.reset?.());
    expect(hook.result.current.state).toBe('unblocked');
    expect(history.location.pathname).toBe('/tools/budget');

    act(() => history.replace('/settings'));
    act(() => hook.result.current.proceed?.());
    expect(hook.result.current.state).toBe('unblocked');
    expect(history.location.pathname).toBe('/settings');
    expect(seen).toEqual(['/settings']);
  });

  it('undoes Back at once, and moves back only when the person chooses to leave', () => {
    const { history, seen, hook } = setUp(elsewhere);
    act(() => history.go(-1));
    expect(hook.result.current.state).toBe('blocked');
    expect(history.location.pathname).toBe('/tools/budget');
    expect(seen).toEqual([]);
    act(() => hook.result.current.proceed?.());
    expect(history.location.pathname).toBe('/tools');
    expect(seen).toEqual(['/tools']);
  });

  it('lets every move through when the screen has nothing to guard, or is gone', () => {
    const { history, seen, hook } = setUp(() => false);
    act(() => history.push('/dashboard'));
    expect(hook.result.current.state).toBe('unblocked');
    hook.unmount();
    const guarded = setUp(elsewhere);
    guarded.hook.unmount();
    act(() => guarded.history.push('/tools'));
    expect(guarded.history.location.pathname).toBe('/tools');
    expect(seen).toEqual(['/dashboard']);
  });
});
