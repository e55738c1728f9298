/**
 * Lets code outside React (the API client's session rules) move to another page through the
 * router, so the app is not reloaded. main.tsx registers the router; tests register their own.
 */
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  navigator(to);
}
