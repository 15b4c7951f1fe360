import { common } from '@campus/shared/i18n/en/common';
import { msg } from '@campus/shared/i18n/en/msg';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { OfflineState } from '../components/ui/offline-state';
import { useT } from '../lib/i18n';

/** The screen of a page that failed to render, in the language on screen. */
function RouteErrorScreen({ error }: { error: Error }) {
  const t = useT(common);
  const tm = useT(msg);
  return (
    <div
      role="alert"
      className="mx-auto mt-16 max-w-md rounded-2xl bg-white p-8 text-center shadow ring-1 ring-slate-200"
    >
      <h1 className="text-xl font-bold text-slate-900">{tm('unexpectedError')}</h1>
      <p className="mt-2 text-sm text-slate-600">{error.message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white"
      >
        {t('reload')}
      </button>
    </div>
  );
}

interface State {
  error: Error | null;
}

/** Shown when a page fails to render (e.g. its chunk could not load while offline). */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    // A page whose code could not load offline: the student sees where they stand, not a stack message.
    if (!navigator.onLine) return <OfflineState className="mt-16" />;
    return <RouteErrorScreen error={this.state.error} />;
  }
}
