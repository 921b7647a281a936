import { createContext, useContext } from 'react';
import type { GuardDecision } from './guard.js';
import type { AppRoute } from './route-types.js';

export interface NavigationState { route: AppRoute | null; decision: GuardDecision | null }

/** The current route and the guard's decision for it, for the shell (support widget, dialogs). */
export const NavigationContext = createContext<NavigationState>({ route: null, decision: null });
export const useNavigationState = (): NavigationState => useContext(NavigationContext);
/** The route table entry of the page being shown (title, description, flags). */
export const useCurrentRoute = (): AppRoute | null => useContext(NavigationContext).route;
