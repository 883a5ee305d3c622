import type { ComponentPropsWithRef } from 'react';
import { clsx } from 'clsx';

/** A rounded white panel: the building block of every page section. */
export function Card({ className, ...props }: ComponentPropsWithRef<'section'>) {
  return <section className={clsx('rounded-3xl border border-stone-200/80 bg-white p-5 shadow-sm sm:p-7', className)} {...props} />;
}
