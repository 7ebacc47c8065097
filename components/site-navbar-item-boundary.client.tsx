'use client';

import { Component, type ReactNode } from 'react';

interface Props {
  /** Names the item in the error, e.g. "Search" or "Version dropdown". */
  name: string;
  children: ReactNode;
}

/** Keeps one failing navbar item from taking the page down, and says which item failed. */
export class NavbarItemBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`The navbar item "${this.props.name}" failed to render: ${error.message}`);
  }

  render() {
    if (this.state.error) {
      return (
        <span className="navbar__item-error" role="alert">
          {this.props.name} is unavailable
        </span>
      );
    }
    return this.props.children;
  }
}
