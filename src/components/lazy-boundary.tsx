import { Component, type ReactNode } from 'react';

interface LazyBoundaryProps {
  /** Shown when the part could not load (usually offline); `retry` tries again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Around a lazily loaded part of a page (a map, a form): if its code cannot be fetched, the rest of the page
 * stays usable and the shopper can try again, instead of the whole screen failing.
 */
export class LazyBoundary extends Component<LazyBoundaryProps, { failed: boolean; attempt: number }> {
  state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A part of the page could not load', error);
  }

  retry = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));

  render() {
    if (this.state.failed) return this.props.fallback(this.retry);
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
