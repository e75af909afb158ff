import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info';

const tones: Record<Tone, string> = {
  error: 'border-danger bg-danger-soft text-danger',
  success: 'border-success bg-success-soft text-success',
  info: 'border-line bg-primary-soft text-fg',
};

/**
 * A message in a box. Errors are announced at once (role="alert"); other notices politely (role="status").
 * Render it empty-free: callers mount it only when there is something to say.
 */
export function Notice({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 font-medium ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
