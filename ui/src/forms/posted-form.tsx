import { createContext, useContext, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { useLocation } from '../routing';
import type { RulesForm } from './use-rules-form';

/** The hidden field by which a form sent without JavaScript tells the server which form it is. */
export const FORM_NAME_FIELD = 'form-name';

/**
 * The server's answer to a form sent without JavaScript, rendered into the page it answers with: the form it names
 * starts from it (the values typed, the errors beside the fields, the failure or the success).
 */
export interface PostedForm {
  form: string;
  /** What the visitor typed, kept on a failure; never a password. */
  values: Record<string, string>;
  errors: Record<string, string>;
  failure: string | null;
  succeeded: boolean;
  /** The page's notice on arrival (the welcome after signing up). */
  notice?: string;
}

const PostedFormContext = createContext<PostedForm | null>(null);

/**
 * Hands the server's answer to the page it came with. Only to that page: after the first move to another page, a
 * form that mounts again starts empty, as it would have.
 */
export function PostedFormProvider({ answer, children }: { answer?: PostedForm; children: ReactNode }) {
  const { key } = useLocation();
  const [answeredKey] = useState(key);
  return (
    <PostedFormContext.Provider value={answer && key === answeredKey ? answer : null}>
      {children}
    </PostedFormContext.Provider>
  );
}

/** The server's answer to the form named `name`, if this page carries one. */
export function usePostedForm(name: string | undefined): PostedForm | null {
  const answer = useContext(PostedFormContext);
  return answer && name !== undefined && answer.form === name ? answer : null;
}

/** The anchor of a form that can be sent without JavaScript: the answer page scrolls to it. */
export function postedFormAnchor(name: string): string {
  return `${name}-form`;
}

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
