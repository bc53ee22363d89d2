import { useStore } from '@nanostores/react';
import { $toasts, $transientMessage, dismissToast, type Toast } from '../stores/toasts';

interface Props {
  /** The region's name for screen readers ("Avisos"). */
  label: string;
  /** The dismiss button's name ("Cerrar aviso"). */
  dismissLabel: string;
}

const tones: Record<Toast['type'], string> = {
  success: 'border-green-700 bg-green-50',
  error: 'border-red-700 bg-red-50',
  warning: 'border-amber-600 bg-amber-50',
};

/**
 * The page's toasts (docs/browser-state.md: success, error and warning, each gone after 4,000 ms, or dismissed)
 * and its transient message (gone after 10 s), announced politely as they come.
 */
export default function Toasts({ label, dismissLabel }: Props) {
  const toasts = useStore($toasts, { ssr: 'initial' });
  const transient = useStore($transientMessage, { ssr: 'initial' });
  return (
    // A labelled live region rather than role=status: the page's own status messages stay its one
    // "status", and toasts are announced as they come all the same.
    <section
      aria-label={label}
      aria-live="polite"
      className="pointer-events-none fixed bottom-4 right-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
      data-toasts
    >
      {transient && (
        <p className="pointer-events-auto rounded bg-ink px-4 py-2 text-sm text-white shadow-lg" data-transient-message>
          {transient}
        </p>
      )}
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`pointer-events-auto flex items-start gap-2 rounded border-l-4 px-3 py-2 text-sm text-ink shadow-lg ${tones[toast.type]}`}
          data-toast={toast.type}
        >
          <p className="flex-1">{toast.text}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={dismissLabel}
            className="px-1 leading-none"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
