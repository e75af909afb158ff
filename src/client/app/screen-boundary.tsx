import type { ReactNode } from 'react';
import { Component } from 'react';
import { RouteError } from './route-error';

interface State {
  failed: boolean;
  path: string;
}

/**
 * Catches a screen that cannot load or render (offline, or a new version was installed) and shows the calm
 * error screen instead of a blank page. Going to another address tries again.
 */
export class ScreenBoundary extends Component<{ path: string; children: ReactNode }, State> {
  override state: State = { failed: false, path: this.props.path };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { path: string }, state: State): Partial<State> | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
