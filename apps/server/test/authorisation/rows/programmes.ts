import { type MatrixRows, SCOPED_NO_EFFECT } from '../matrix-entry.js';

const SUBMISSION = { greenlist: 'greenlistSubmission', blocklist: 'blocklistSubmission' } as const;

/**
 * Programme submissions, per programme: the engine's calls (api/portal/programmes/<key>), the
 * spec's own paths (api/portal/<key>) and the operator's queue. Each programme's routes ask for its
 * own named permission, so a manager is let through only with it (the rule of expected-answer.ts).
 */
function programmeRows(key: 'greenlist' | 'blocklist', platform: string): MatrixRows {
  const id = SUBMISSION[key];
  return {
    [`GET /api/portal/programmes/${key}/submissions/:id`]: { ids: { id } },
    // Removing twice answers 409 (a removed entry is final): whoever is let through after the first is not refused.
    [`POST /api/portal/programmes/${key}/remove`]: { ids: { id } },
    [`POST /api/portal/${key}/remove`]: { ids: { id } },
    [`GET /api/portal/${key}/:type`]: {
      ids: { type: { literal: platform } },
      expect: SCOPED_NO_EFFECT,
      why: 'the platform is a word, not an id: each account lists its own entries',
    },
  };
}

export const PROGRAMME_ROWS: MatrixRows = {
  ...programmeRows('greenlist', 'youtube'),
  ...programmeRows('blocklist', 'tiktok'),
  'POST /api/portal/greenlist/submit': {
    ids: { release_id: 'release', track_id: 'track' },
    body: { platform: 'youtube', channel_name: 'Matrix channel', links: ['https://www.youtube.com/@matrix'] },
  },
  'POST /api/portal/blocklist/submit': {
    ids: { release_id: 'release' },
    body: { platform: 'twitch', start_date: '2026-01-01', end_date: '2099-12-31' },
  },
  'GET /api/admin/programmes/submissions/:id': { ids: { id: 'greenlistSubmission' } },
  'POST /api/admin/programmes/submissions/:id/decide': {
    ids: { id: 'greenlistSubmission' },
    body: { transition: 'start-review' },
  },
};
