/**
 * A form that works before the page's scripts and without them (decision 052): a real
 * `<form method="post">` to the page's own address with its CSRF token in a hidden field, which the
 * server's copy of the page's action takes; once the scripts are live, React Router sends the same
 * fields to the same action in the browser, without a reload. Its submit button is never disabled.
 */
import type { ComponentPropsWithoutRef, ComponentPropsWithRef, ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { CSRF_FIELD } from '#shared/page-render.ts';
import type { FormResult } from '#web/lib/form-action.ts';
import { useRenderHints } from '#web/lib/render-hints.tsx';
import { Alert } from './ui/alert.tsx';
import { Button, type ButtonProps } from './ui/button.tsx';

// With its ref: a form that empties itself after a post went through (chat-page-composer.tsx).
type FormProps = Omit<ComponentPropsWithRef<typeof Form>, 'method'> & { children: ReactNode };

export function PageForm({ children, ...props }: FormProps) {
  const token = useRenderHints()?.csrf ?? '';
  return (
    <Form method="post" noValidate {...props}>
      <input type="hidden" name={CSRF_FIELD} value={token} />
      {children}
    </Form>
  );
}

/** What the page's action answered to the last post, when it refused (`{}` before any). */
export function useFormResult<R extends FormResult = FormResult>(): R {
  return (useActionData() as R | undefined) ?? ({} as R);
}

/**
 * The refusal that names no field (a wrong password, a limit, an expired page), above the form; a
 * refusal with texts beside its fields says nothing more here.
 */
export function FormMessage({ result }: { result: FormResult }) {
  const beside = Object.keys(result.errors ?? {}).length > 0;
  if (!result.message || beside) return null;
  return (
    <Alert color="red" role="alert">
      {result.message}
    </Alert>
  );
}

type SubmitProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'type'>;

/**
 * The form's submit button: enabled in the server's HTML (a press before the scripts posts the form
 * natively); busy while its post is under way. A form with several buttons names each by `value`
 * (the `intent` field) and only the pressed one spins.
 */
export function PageSubmit({ value, ...props }: SubmitProps & { value?: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    (value === undefined || navigation.formData?.get('intent') === value);
  return <Button {...props} type="submit" loading={busy} {...(value ? { name: 'intent', value } : {})} />;
}
