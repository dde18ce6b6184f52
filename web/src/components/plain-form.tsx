import type { FormState } from '@rifa/shared';
import type { FormEventHandler, ReactNode } from 'react';
import { useHydrationData, usePageData } from '../hooks/use-page-data.tsx';

// docs/protocols/no-javascript.md: a form that works before (and without) JavaScript. It posts
// to `action` (the page's own URL, usually) with the page's CSRF token; once the SPA runs,
// `onSubmit` takes over (preventDefault) and calls the API instead. Every input inside needs
// a `name`, or the browser posts nothing for it.

export const CSRF_FIELD = '_csrf';

export function PlainForm({
  action,
  name,
  onSubmit,
  children,
  className,
  noValidate,
}: {
  action: string;
  /** Which form of the page a re-rendered state belongs to (FormState.name). */
  name: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  className?: string;
  noValidate?: boolean;
}) {
  const csrf = usePageData()?.csrf;
  return (
    <form
      method="post"
      action={action}
      data-form={name}
      onSubmit={onSubmit}
      className={className}
      noValidate={noValidate}
    >
      {csrf && <input type="hidden" name={CSRF_FIELD} value={csrf} />}
      {children}
    </form>
  );
}

/**
 * The state the server re-rendered this form with (a refused post without JavaScript: what was
 * typed, the errors beside their fields), while rendering the server's markup; else undefined.
 * A form whose state has no name ('') is the page's (a CSRF refusal): every form shows it.
 */
export function useFormState(name: string): FormState | undefined {
  const form = useHydrationData()?.form;
  if (!form) return undefined;
  return form.name === name || form.name === '' ? form : undefined;
}
