/**
 * After a form is refused (its own checks or the server's 422): its first field marked invalid gets
 * the focus and scrolls into view, so the person sees that field's own message, not a list at the
 * top or the browser's «Заполните это поле» (issue 31 item 14; the forms are `noValidate`). `form`
 * is the submit event's `currentTarget`, taken while the event runs (React clears it afterwards).
 */
export function focusFirstInvalid(form: Element | null | undefined): void {
  // The next frame: the errors just set are on the page by then.
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
