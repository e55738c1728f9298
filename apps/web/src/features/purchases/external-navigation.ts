/**
 * Leaving the app for the payment provider's hosted checkout: another site, so a full page load
 * rather than a router navigation. An object, so tests can replace `assign`.
 */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
