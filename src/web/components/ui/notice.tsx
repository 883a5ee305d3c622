import type { ReactNode } from 'react';
import { clsx } from 'clsx';

interface NoticeProps {
  tone?: 'info' | 'warning' | 'error';
  title?: string;
  children?: ReactNode;
  /** A Retry or Go Back button, or a link. */
  action?: ReactNode;
  className?: string;
}

const TEXT_TONE = { info: 'text-stone-600', warning: 'text-amber-900', error: 'text-red-800' } as const;

/** An empty, error or guidance state. Errors are announced (role=alert); other notices are not. */
export function Notice({ tone = 'info', title, children, action, className }: NoticeProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={clsx(
        'rounded-2xl border px-5 py-6 text-center',
        tone === 'error' && 'border-red-200 bg-red-50 text-red-900',
        tone === 'warning' && 'border-amber-300 bg-amber-50 text-amber-950',
        tone === 'info' && 'border-stone-200 bg-white text-stone-700',
        className,
      )}
    >
      {title && <p className="font-medium text-current">{title}</p>}
      {children && <div className={clsx(title && 'mt-1', TEXT_TONE[tone])}>{children}</div>}
      {action && <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
