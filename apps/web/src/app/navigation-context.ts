import { createContext, useContext } from 'react';
import type { GuardDecision } from './guard.js';
import type { AppRoute } from './route-types.js';

export interface NavigationState {
  route: AppRoute | null;
  action: GuardDecision['action'] | undefined;
  /** Rule 13: the dialog a route opens (transfer-in), for the releases area to show. */
  dialog: GuardDecision['dialog'];
  hideSupportWidget: boolean;
}

/** The current route and what the guard decided for it, for the shell and pages (support widget, dialogs). */
export const NavigationContext = createContext<NavigationState>({
  route: null,
  action: undefined,
  dialog: undefined,
  hideSupportWidget: false,
});
export const useNavigationState = (): NavigationState => useContext(NavigationContext);
/** The route table entry of the page being shown (title, description, flags). */
export const useCurrentRoute = (): AppRoute | null => useContext(NavigationContext).route;
