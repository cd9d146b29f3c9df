import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorView } from './remote-error';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote page that throws while rendering, so one broken remote cannot blank the shell. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A remote page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <RemoteErrorView
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}
