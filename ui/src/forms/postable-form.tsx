import type { FormHTMLAttributes, ReactNode } from 'react';
import { useLocation } from '../routing';
import { FORM_NAME_FIELD, postedFormAnchor } from './posted-form';
import type { RulesForm } from './use-rules-form';

/**
 * A rules form that also works without JavaScript: it posts to its own page, which the site's server answers
 * (the form again with its errors, or the page that follows). With JavaScript the form layer sends it instead.
 */
export function PostableForm<F extends string>({
  form,
  alwaysPosted = false,
  children,
  ...attributes
}: {
  form: RulesForm<F>;
  /**
   * Posted to the page's server even when the app runs: what the form goes on from lives in a cookie of that page,
   * which only the server reads (the pending sign-in of a login sent without JavaScript).
   */
  alwaysPosted?: boolean;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action' | 'onSubmit' | 'noValidate' | 'id'>) {
  const { pathname, search } = useLocation();
  const name = form.postedAs;
  if (name === undefined) throw new Error('PostableForm needs a form made with postedAs');
  const anchor = postedFormAnchor(name);
  return (
    <form
      {...attributes}
      id={anchor}
      method="post"
      action={`${pathname}${search}#${anchor}`}
      onSubmit={alwaysPosted ? undefined : form.onSubmit}
      noValidate
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={name} />
      {children}
    </form>
  );
}
