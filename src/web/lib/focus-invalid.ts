/**
 * After a form is refused (its own checks or the server's 422): its first field marked invalid gets
 * the focus and scrolls into view, so the person sees that field's own message, not a list at the
 * top or the browser's «Заполните это поле» (issue 31 item 14; the forms are `noValidate`). `form`
 * is the submit event's `currentTarget`, taken while the event runs (React clears it afterwards).
 */
export function focusFirstInvalid(form: Element | null | undefined, frames = 10): void {
  // A later frame: the errors just set (by a server's answer, React renders them when it can) are
  // looked for over the next few frames.
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      if (frames > 1 && form?.isConnected) focusFirstInvalid(form, frames - 1);
      return;
    }
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
