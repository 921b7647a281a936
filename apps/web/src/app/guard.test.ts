import { describe, expect, it } from 'vitest';
import { MAILED_PATHS } from '@liner/domain';
import { decideNavigation, type GuardState, type GuardUser } from './guard.js';
import { findRoute, pathTo, routes } from './routes.js';
import type { GuardRoute, StoredPermission } from './route-types.js';
import { serviceRoutes } from './route-table/service-routes.js';

const user = (overrides: Partial<GuardUser> = {}): GuardUser => ({
  banned: false,
  type: 'artist',
  isCollaborator: false,
  hasCompletedInit: true,
  completeLater: false,
  priorityMember: false,
  promoActive: false,
  restrictNewRelease: false,
  ...overrides,
});
const signedIn = (overrides: Partial<GuardState> = {}): GuardState => ({
  hasToken: true,
  user: user(),
  userLoadFailed: false,
  permissions: null,
  subscription: { active: false, required: false },
  windowWidth: 1440,
  ...overrides,
});
const guest = (overrides: Partial<GuardState> = {}): GuardState => ({
  ...signedIn(),
  hasToken: false,
  user: null,
  subscription: null,
  ...overrides,
});
const route = (name: string): GuardRoute => {
  const found = findRoute(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

interface Case {
  rule: number;
  spec: string;
  route: GuardRoute;
  state: GuardState;
  expect: {
    action: string;
    redirect?: string;
    params?: Record<string, string | number>;
    hideSupportWidget?: boolean;
    dialog?: string;
    title?: string;
  };
}

const cases: Case[] = [
  {
    rule: 1,
    spec: 'If stored permissions exist and the route needs a named permission with required access types that are not all held, go to the portal home.',
    route: route('portal.blocklist'),
    state: signedIn({ permissions: [{ name: 'blocklist', accessTypes: ['read'] }] }),
    expect: { action: 'redirect', redirect: 'portal.index' },
  },
  {
    rule: 2,
    spec: 'Hide the support widget when the route says so, and always when the window is 700 px wide or narrower.',
    route: route('portal.index'),
    state: signedIn({ windowWidth: 700 }),
    expect: { action: 'proceed', hideSupportWidget: true },
  },
  {
    rule: 3,
    spec: 'Set page title and meta tags from the route.',
    route: route('portal.notifications'),
    state: signedIn(),
    expect: { action: 'proceed', title: 'Notifications' },
  },
  {
    rule: 4,
    spec: 'If a token cookie exists and no user is loaded, set the token, then fetch the user.',
    route: route('portal.index'),
    state: signedIn({ user: null }),
    expect: { action: 'wait' },
  },
  {
    rule: 5,
    spec: 'A banned user has the token cookie removed and the page reloads.',
    route: route('portal.index'),
    state: signedIn({ user: user({ banned: true }) }),
    expect: { action: 'reload' },
  },
  {
    rule: 6,
    spec: 'Subscription check: send the user to the not-subscribed page when the route is not subscribe-exempt, setup is complete, and the user is not priority, not a collaborator, has no active promo and has no active subscription.',
    route: route('portal.index'),
    state: signedIn({ subscription: { active: false, required: true } }),
    expect: { action: 'redirect', redirect: 'portal.restrictNotSubscribed' },
  },
  {
    rule: 7,
    spec: 'Routes needing completed init send the user to portal.init unless init is complete or completeLater is set.',
    route: route('portal.index'),
    state: signedIn({ user: user({ hasCompletedInit: false }) }),
    expect: { action: 'redirect', redirect: 'portal.init' },
  },
  {
    rule: 8,
    spec: 'Routes needing not-init send init-complete users to the portal home.',
    route: route('portal.init'),
    state: signedIn(),
    expect: { action: 'redirect', redirect: 'portal.index' },
  },
  {
    rule: 9,
    spec: 'Routes restricting collaborators send collaborators to the portal home.',
    route: route('portal.wallet'),
    state: signedIn({ user: user({ type: 'collaborator', isCollaborator: true }) }),
    expect: { action: 'redirect', redirect: 'portal.index' },
  },
  {
    rule: 10,
    spec: 'Routes restricting new releases send restricted users to the uploader restrict message.',
    route: route('uploader.index'),
    state: signedIn({ user: user({ restrictNewRelease: true }) }),
    expect: { action: 'redirect', redirect: 'uploader.restrictMessage' },
  },
  {
    rule: 11,
    spec: 'Guest-only routes send logged-in users to the portal home.',
    route: route('auth.login'),
    state: signedIn(),
    expect: { action: 'redirect', redirect: 'portal.index' },
  },
  {
    rule: 12,
    spec: 'Some routes send authenticated users to support.index.',
    route: route('support.message'),
    state: signedIn(),
    expect: { action: 'redirect', redirect: 'support.index' },
  },
  {
    rule: 13,
    spec: 'Dialog routes open the transfer-in dialog for non-collaborators; collaborators go to releases page 1.',
    route: route('portal.releases-transfer'),
    state: signedIn({ user: user({ type: 'collaborator', isCollaborator: true }) }),
    expect: { action: 'redirect', redirect: 'portal.releases', params: { page: 1 } },
  },
  {
    rule: 14,
    spec: 'Routes requiring setup send completeLater users to portal.restrictNotSetup.',
    route: route('portal.wallet'),
    state: signedIn({ user: user({ hasCompletedInit: false, completeLater: true }) }),
    expect: { action: 'redirect', redirect: 'portal.restrictNotSetup' },
  },
  {
    rule: 15,
    spec: 'If fetching the user fails: guest-support routes go to support.contact, auth-required routes go to home.index, others proceed.',
    route: route('support.message'),
    state: guest({ hasToken: true, userLoadFailed: true }),
    expect: { action: 'redirect', redirect: 'support.contact' },
  },
];

describe('navigation guard, one case per rule', () => {
  it.each(cases)('rule $rule: $spec', ({ route: target, state, expect: want }) => {
    const decision = decideNavigation(target, state);
    expect(decision.action).toBe(want.action);
    if (want.redirect)
      expect(decision.redirect).toEqual(
        want.params ? { name: want.redirect, params: want.params } : { name: want.redirect },
      );
    if (want.hideSupportWidget !== undefined) expect(decision.hideSupportWidget).toBe(want.hideSupportWidget);
    if (want.title) expect(decision.title).toBe(want.title);
  });
});

describe('navigation guard, the other side of each rule', () => {
  it('1: permissions holding every required access type, or none stored, proceed', () => {
    const held = signedIn({ permissions: [{ name: 'blocklist', accessTypes: ['read', 'write'] }] });
    expect(decideNavigation(route('portal.blocklist'), held).action).toBe('proceed');
    expect(decideNavigation(route('portal.blocklist'), signedIn()).action).toBe('proceed');
  });
  it('2: the support widget shows above 700 px unless the route hides it', () => {
    expect(decideNavigation(route('portal.index'), signedIn({ windowWidth: 701 })).hideSupportWidget).toBe(false);
    expect(decideNavigation(route('auth.login'), guest()).hideSupportWidget).toBe(true);
  });
  it('3: meta description comes from the route', () => {
    const login = route('auth.login');
    expect(decideNavigation(login, guest()).meta.description).toBe(login.description);
  });
  it('6: the rule is off unless the operator requires subscriptions, and spares priority, collaborators, promos, subscribers', () => {
    const index = route('portal.index');
    const required = { active: false, required: true };
    expect(decideNavigation(index, signedIn()).action).toBe('proceed');
    for (const exempt of [
      user({ priorityMember: true }),
      user({ isCollaborator: true, type: 'collaborator' }),
      user({ promoActive: true }),
    ]) {
      expect(decideNavigation(index, signedIn({ user: exempt, subscription: required })).action).toBe('proceed');
    }
    expect(decideNavigation(index, signedIn({ subscription: { active: true, required: true } })).action).toBe(
      'proceed',
    );
    expect(decideNavigation(route('portal.profile'), signedIn({ subscription: required })).action).toBe('proceed');
    expect(decideNavigation(route('subscription.index'), signedIn({ subscription: required })).action).toBe('proceed');
  });
  it('7: completeLater users pass init-requiring routes', () => {
    const later = signedIn({ user: user({ hasCompletedInit: false, completeLater: true }) });
    expect(decideNavigation(route('portal.index'), later).action).toBe('proceed');
  });
  it('13: non-collaborators get the transfer-in dialog', () => {
    const decision = decideNavigation(route('portal.releases-transfer'), signedIn());
    expect(decision).toMatchObject({ action: 'proceed', dialog: 'transfer-in' });
  });
  it('15: a failed load sends auth routes home and lets others proceed; a plain guest on /user-portal lands on /', () => {
    const failed = guest({ hasToken: true, userLoadFailed: true });
    expect(decideNavigation(route('portal.index'), failed).redirect).toEqual({ name: 'home.index' });
    expect(decideNavigation(route('pricing.index'), failed).action).toBe('proceed');
    expect(decideNavigation(route('portal.index'), guest()).redirect).toEqual({ name: 'home.index' });
    expect(decideNavigation(route('support.message'), guest()).action).toBe('proceed');
  });
});

describe('route table', () => {
  it('has unique names and paths, and every redirect target exists', () => {
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    for (const name of [
      'home.index',
      'portal.index',
      'portal.init',
      'portal.restrictNotSubscribed',
      'portal.restrictNotSetup',
      'uploader.restrictMessage',
      'support.index',
      'support.contact',
      'portal.releases',
    ])
      expect(findRoute(name)).toBeDefined();
  });
  it('has a page for every path the server links to from its mails', () => {
    // A path without a route falls through to "/", the public home page.
    const exact = new Set(routes.map((r) => r.path));
    for (const path of Object.values(MAILED_PATHS)) expect(exact, path).toContain(path);
  });
  it('builds paths from names', () => {
    expect(pathTo('portal.releases', { page: 1 })).toBe('/user-portal/releases/manage/1');
    expect(pathTo('portal.profile')).toBe('/user-portal/profile');
    expect(pathTo('home.index')).toBe('/');
  });
  it('redirect targets never redirect again for the user that was sent there', () => {
    const later = signedIn({ user: user({ hasCompletedInit: false, completeLater: true }) });
    expect(decideNavigation(route('portal.restrictNotSetup'), later).action).toBe('proceed');
    const unsubscribed = signedIn({ subscription: { active: false, required: true } });
    expect(decideNavigation(route('portal.restrictNotSubscribed'), unsubscribed).action).toBe('proceed');
    expect(
      decideNavigation(route('uploader.restrictMessage'), signedIn({ user: user({ restrictNewRelease: true }) }))
        .action,
    ).toBe('proceed');
  });
});

describe('routes hidden from collaborators (rule 9) and owner-only routes (rule 1)', () => {
  const collaborator = signedIn({ user: user({ type: 'collaborator', isCollaborator: true }) });
  const HIDDEN = [
    'portal.sales',
    'portal.analytics',
    'portal.audience',
    'portal.reports',
    'portal.wallet',
    'portal.royalty-shares',
    'portal.release-links',
    'portal.release-link',
    'portal.managers',
    'portal.audit',
    'portal.advance-funding',
    'portal.greenlist',
    'portal.publishing',
    'portal.playlist',
    'portal.ai-mastering',
  ];
  const OPEN = ['portal.index', 'portal.releases', 'portal.releases-view', 'portal.billing', 'portal.profile'];

  it.each(HIDDEN)('%s sends a collaborator to the portal home', (name) => {
    const decision = decideNavigation(route(name), collaborator);
    expect(decision).toMatchObject({ action: 'redirect', redirect: { name: 'portal.index' }, rule: 9 });
  });

  it.each(HIDDEN)('%s is open to the owner', (name) => {
    expect(decideNavigation(route(name), signedIn()).action).toBe('proceed');
  });

  it.each(OPEN)('%s stays open to a collaborator (their releases, billing to upgrade, their profile)', (name) => {
    expect(decideNavigation(route(name), collaborator).action).toBe('proceed');
  });

  it('flags every service programme: they act for the account, a collaborator only looks at releases', () => {
    expect(serviceRoutes.filter((entry) => !entry.collaboratorsHidden).map((entry) => entry.name)).toEqual([]);
  });

  it.each(['portal.managers', 'portal.audit'])(
    '%s refuses someone acting for another account, whatever they hold',
    (name) => {
      const everything: StoredPermission[] = [{ name: 'releases', accessTypes: ['read', 'write', 'update', 'delete'] }];
      expect(decideNavigation(route(name), signedIn({ permissions: everything }))).toMatchObject({
        action: 'redirect',
        redirect: { name: 'portal.index' },
        rule: 1,
      });
      expect(decideNavigation(route(name), signedIn()).action).toBe('proceed');
    },
  );
});
