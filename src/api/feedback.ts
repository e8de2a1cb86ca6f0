import { parseFeedbackSettings, type FeedbackSettings } from './parse/content';
import { object, optional, text } from './parse/parsers';
import { call } from './request';

export type { FeedbackSettings } from './parse/content';

export interface FeedbackRequest {
  /** spec §5: length limited to the range of getFeedbackSettings (characters, trimmed). */
  content: string;
  /** One of getFeedbackSettings().types; the platform defaults to 'other'. */
  type?: string;
}

const parseFeedbackSent = object({ feedbackId: optional(text) });

/** GET /wps/feedback/settings: the content length range `{minLength, maxLength}` and the feedback `types`. */
export function getFeedbackSettings(): Promise<FeedbackSettings> {
  return call({ method: 'GET', path: '/wps/feedback/settings' }, parseFeedbackSettings);
}

/**
 * PUT /wps/feedback (token, real account). Content outside the range, or an unknown type, is
 * request_param_err with `value.field` 'content' / 'type'.
 */
export function sendFeedback(request: FeedbackRequest): Promise<{ feedbackId: string | undefined }> {
  return call({ method: 'PUT', path: '/wps/feedback', body: request }, parseFeedbackSent);
}
