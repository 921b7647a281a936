import { z } from 'zod';

/**
 * Realtime "something you are looking at changed" events, beside the toasts of
 * UserNotificationEvent: they carry no content, only what to fetch again, so a page never shows
 * data the API would not give it.
 */
export const REALTIME_CHANGE_EVENT = 'LinerChange';

export const REALTIME_CHANGE_TOPICS = ['support.ticket'] as const;

export const RealtimeChange = z.object({
  topic: z.enum(REALTIME_CHANGE_TOPICS),
  /** The changed record (a ticket's id for support.ticket). */
  id: z.number().int(),
});
export type RealtimeChange = z.infer<typeof RealtimeChange>;
export type RealtimeChangeTopic = RealtimeChange['topic'];
