import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

interface RouteErrorBoundaryProps {
  /** Moving to another page clears the error, so the links on the error page lead somewhere. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  pathname: string;
}

/** Catches a render error or a page chunk that failed to load, anywhere in the app, and shows RouteError. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
