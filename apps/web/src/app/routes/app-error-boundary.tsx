import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ServerErrorPage } from './server-error-page';

type AppErrorBoundaryProps = { resetKey: string; children: ReactNode };
type AppErrorBoundaryState = { hasError: boolean; resetKey: string };

/** Shows the 500 page when a page throws while rendering; moving to another address tries again. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<AppErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: AppErrorBoundaryProps,
    state: AppErrorBoundaryState,
  ): Partial<AppErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <ServerErrorPage /> : this.props.children;
  }
}
