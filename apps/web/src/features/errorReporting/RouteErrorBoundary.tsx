import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage.js';

interface BoundaryProps {
  /** The page's path: a new one clears a failure, so Back or a link leaves the error page. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failedAt: string | null;
}

class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.failedAt === null) return state.error === null ? null : { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { error: null, failedAt: null };
  }

  override render() {
    return this.state.failedAt === null ? (
      this.props.children
    ) : (
      <RouteErrorPage error={this.state.error} />
    );
  }
}

/**
 * Wraps the routes: a page that throws while rendering (or whose chunk fails to load) shows
 * `RouteErrorPage` instead of a blank screen. The router's own `errorElement` needs its data
 * mode, which is twice the JavaScript of the component routes the first view uses (README
 * "First view and deep pages (issue 10)").
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PathErrorBoundary pathname={pathname}>{children}</PathErrorBoundary>;
}
