import type { ComponentType, ReactNode } from 'react';
import {
  ALL_RELEASES,
  BLOCKLIST_PROGRAMME,
  type BlocklistPayload,
  GREENLIST_PROGRAMME,
  type GreenlistPayload,
  greenlistIsrcText,
  type ProgrammeDescriptor,
  type ProgrammeKey,
  type ProgrammeSubmission,
} from '@liner/domain';
import { formatDay } from '../../lib/format.js';
import { BlocklistForm } from './blocklist-form.js';
import { GreenlistForm } from './greenlist-form.js';
import type { ProgrammeFormProps } from './programme-form.js';

export interface ProgrammeColumn {
  label: string;
  render(submission: ProgrammeSubmission): ReactNode;
}

/**
 * What a programme plugs into the web kit: its descriptor (shared with the server), the route
 * names of its pages, the columns of its lists and details, and its form. The list, new,
 * detail and queue pages are the same for every programme.
 */
export interface ProgrammePlugin {
  descriptor: ProgrammeDescriptor;
  /** The name of the path parameter that holds the kind on its pages (`greenlist/:page`). */
  kindParam: string;
  routes: { list: string; kind: string; new: string; detail: string };
  intro: string;
  newLabel: string;
  columns: ProgrammeColumn[];
  Form: ComponentType<ProgrammeFormProps>;
}

const payloadOf = <T,>(submission: ProgrammeSubmission) => submission.payload as T;

const GREENLIST_PLUGIN: ProgrammePlugin = {
  descriptor: GREENLIST_PROGRAMME as ProgrammeDescriptor,
  kindParam: 'page',
  routes: {
    list: 'portal.greenlist',
    kind: 'portal.greenlist-page',
    new: 'portal.greenlist-new',
    detail: 'portal.greenlist-submission',
  },
  intro:
    'Channels and accounts you allow to use your music: your content-ID claims spare them on the platform you choose.',
  newLabel: 'Add a channel',
  columns: [
    { label: 'Title', render: (submission) => submission.subject.title },
    { label: 'Artist', render: (submission) => submission.subject.artist_name || '—' },
    { label: 'ISRC', render: (submission) => greenlistIsrcText(submission.subject.isrc) },
    { label: 'Channel', render: (submission) => payloadOf<GreenlistPayload>(submission).channel_name },
    { label: 'Links', render: (submission) => payloadOf<GreenlistPayload>(submission).links.join(' ') },
  ],
  Form: GreenlistForm,
};

const BLOCKLIST_PLUGIN: ProgrammePlugin = {
  descriptor: BLOCKLIST_PROGRAMME as ProgrammeDescriptor,
  kindParam: 'brand',
  routes: {
    list: 'portal.blocklist',
    kind: 'portal.blocklist-brand',
    new: 'portal.blocklist-new',
    detail: 'portal.blocklist-submission',
  },
  intro: 'Keep a release, or all of them, out of a platform’s user-generated-content monetisation between two dates.',
  newLabel: 'Block a platform',
  columns: [
    { label: 'Release', render: (submission) => submission.subject.release_title ?? ALL_RELEASES },
    { label: 'Artist', render: (submission) => submission.subject.artist_name || '—' },
    { label: 'Start', render: (submission) => formatDay(payloadOf<BlocklistPayload>(submission).start_date) },
    { label: 'End', render: (submission) => formatDay(payloadOf<BlocklistPayload>(submission).end_date) },
  ],
  Form: BlocklistForm,
};

export const PROGRAMME_PLUGINS: Record<ProgrammeKey, ProgrammePlugin> = {
  greenlist: GREENLIST_PLUGIN,
  blocklist: BLOCKLIST_PLUGIN,
};
