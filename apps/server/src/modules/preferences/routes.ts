import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boundedInt, idParam, MAX_PAGE, text } from '@liner/domain';
import {
  AddCollaboratorsRequest,
  ArtistPreferences,
  ArtistPreferencesInput,
  ArtistPreferencesResponse,
  COLLABORATOR_MESSAGES,
  Collaborator,
  CollaboratorsResponse,
  LABEL_ARTIST_REMOVED,
  LABEL_ARTIST_SAVED,
  LabelArtistSubmitRequest,
  LabelArtistsPage,
  OkResponse,
  PREFERENCES_SAVED,
  RemoveCollaboratorRequest,
  RemoveLabelArtistRequest,
  SaveArtistPreferencesResponse,
  UpdateCollaboratorRequest,
} from '@liner/domain';
import { accountOf, actorOf } from '../../platform/request-auth.js';
import { addCollaborators, listCollaborators, removeCollaborator, updateCollaborator } from './collaborators.js';
import {
  getLabelArtist,
  listLabelArtists,
  removeLabelArtist,
  requireLabel,
  submitLabelArtist,
} from './label-artists.js';
import { loadArtistPreferences, saveArtistPreferences } from './save-artist-preferences.js';

const PageParam = z.object({ page: boundedInt(1, MAX_PAGE) });
const IdParam = z.object({ id: idParam() });

/** Artist and label preferences, label artists and collaborators; every route needs a user. */
export async function registerPreferenceRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/preferences';
  // The account's release defaults, label roster and collaborators: anyone who reads the account may
  // look, only its owner changes them.
  const config = { access: 'account.read' } as const;
  const manage = { access: 'account.manage' } as const;
  const tags = ['preferences'];
  const security = [{ bearer: [] }];

  app.get(
    `${base}/artist`,
    { config, schema: { tags, security, response: { 200: ArtistPreferencesResponse } } },
    async (req) => ({ data: await loadArtistPreferences(app.deps, accountOf(req)) }),
  );

  app.post(
    `${base}/artist/submit`,
    {
      config: manage,
      schema: { tags, security, body: ArtistPreferencesInput, response: { 200: SaveArtistPreferencesResponse } },
    },
    async (req) => ({
      message: PREFERENCES_SAVED,
      data: await saveArtistPreferences(app.deps, accountOf(req), req.body),
    }),
  );

  app.get(
    `${base}/label/:page`,
    { config, schema: { tags, security, params: PageParam, response: { 200: LabelArtistsPage } } },
    async (req) => listLabelArtists(app.deps, requireLabel(actorOf(req)), req.params.page),
  );

  app.get(
    `${base}/label/artist/:id`,
    { config, schema: { tags, security, params: IdParam, response: { 200: ArtistPreferences } } },
    async (req) => getLabelArtist(app.deps, requireLabel(actorOf(req)), req.params.id),
  );

  app.post(
    `${base}/label/submit`,
    {
      config: manage,
      schema: { tags, security, body: LabelArtistSubmitRequest, response: { 200: SaveArtistPreferencesResponse } },
    },
    async (req) => ({
      message: LABEL_ARTIST_SAVED,
      data: await submitLabelArtist(app.deps, requireLabel(actorOf(req)), req.body),
    }),
  );

  app.post(
    `${base}/label/artist/remove`,
    { config: manage, schema: { tags, security, body: RemoveLabelArtistRequest, response: { 200: OkResponse } } },
    async (req) => {
      await removeLabelArtist(app.deps, requireLabel(actorOf(req)), req.body.id);
      return { message: LABEL_ARTIST_REMOVED };
    },
  );

  const collaborators = '/api/distribution/user/artist';
  app.get(
    `${collaborators}/collaborators`,
    { config, schema: { tags, security, response: { 200: CollaboratorsResponse } } },
    async (req) => ({ data: await listCollaborators(app.deps, accountOf(req)) }),
  );

  app.post(
    `${collaborators}/collaborator/add`,
    {
      config: manage,
      schema: {
        tags,
        security,
        body: AddCollaboratorsRequest,
        response: { 200: z.object({ message: text(), data: z.array(Collaborator) }) },
      },
    },
    async (req) => ({
      message: COLLABORATOR_MESSAGES.added,
      data: await addCollaborators(app.deps, accountOf(req), req.body),
    }),
  );

  // An extra route, needed so "default collaborators cannot be edited or deleted" is enforced on the server.
  app.post(
    `${collaborators}/collaborator/update`,
    {
      config: manage,
      schema: {
        tags,
        security,
        body: UpdateCollaboratorRequest,
        response: { 200: z.object({ message: text(), data: Collaborator }) },
      },
    },
    async (req) => ({
      message: COLLABORATOR_MESSAGES.updated,
      data: await updateCollaborator(app.deps, accountOf(req), req.body),
    }),
  );

  app.post(
    `${collaborators}/collaborator/remove`,
    { config: manage, schema: { tags, security, body: RemoveCollaboratorRequest, response: { 200: OkResponse } } },
    async (req) => {
      await removeCollaborator(app.deps, accountOf(req), req.body.id);
      return { message: COLLABORATOR_MESSAGES.removed };
    },
  );
}
