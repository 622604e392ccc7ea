import { Button, type ButtonProps } from '#web/components/plain/button.tsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useHydrated } from '#web/lib/hydrated.ts';

type Props = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'type'>;

/**
 * A form's submit button. Until the page is hydrated its form has no handler yet, so a press (or
 * Enter in a field) would send the browser's own submission and reload the page: the button stays
 * disabled until then, which also stops Enter. What was typed meanwhile is kept (entry-client.tsx).
 */
export function SubmitButton({ disabled, ...props }: Props) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={disabled || !hydrated} />;
}
