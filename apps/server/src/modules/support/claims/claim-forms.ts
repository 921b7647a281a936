import type { z } from 'zod';
import {
  type AccountDisputeRequest,
  type DmcaClaimRequest,
  SUPPORT_CLAIM_MESSAGES,
  type SupportClaimDetails,
  type YoutubeDisputeRequest,
  youtubeVideoId,
} from '@liner/domain';
import type { AppDeps } from '../../../platform/deps.js';
import { fieldError } from '../../../platform/errors.js';

/** A parsed form and its robot check apart: the check is spent, the fields are kept. */
export interface ClaimForm {
  claim: SupportClaimDetails;
  captcha: string;
}

function split<T extends { captcha: string }>(input: T): { fields: Omit<T, 'captcha'>; captcha: string } {
  const { captcha, ...fields } = input;
  return { fields, captcha };
}

export function dmcaForm(input: z.output<typeof DmcaClaimRequest>): ClaimForm {
  const { fields, captcha } = split(input);
  return { claim: { kind: 'dmca', fields }, captcha };
}

export function youtubeDisputeForm(input: z.output<typeof YoutubeDisputeRequest>): ClaimForm {
  const { fields, captcha } = split(input);
  const videoId = youtubeVideoId(fields.video_url);
  // The contract refused any link without a video id; this only narrows the type.
  if (videoId === null) throw fieldError('video_url', SUPPORT_CLAIM_MESSAGES.videoUrl);
  return { claim: { kind: 'youtube-dispute', fields: { ...fields, video_id: videoId } }, captcha };
}

/** The date of the decision cannot be after today (UTC): the contract cannot know today, the server can. */
export function accountDisputeForm(deps: AppDeps, input: z.output<typeof AccountDisputeRequest>): ClaimForm {
  const today = deps.clock.now().toISOString().slice(0, 10);
  if (input.decision_date > today) throw fieldError('decision_date', SUPPORT_CLAIM_MESSAGES.decisionDateFuture);
  const { fields, captcha } = split(input);
  return { claim: { kind: 'account-dispute', fields }, captcha };
}
