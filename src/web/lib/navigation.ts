/**
 * A way for code outside React (the api client) to navigate within the single-page app.
 * The router registers its `navigate` on start; before that a full page load is used.
 */
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigator = fn;
}

export function navigateTo(to: string): void {
  navigator(to);
}
