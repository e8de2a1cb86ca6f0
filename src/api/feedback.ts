import { object, optional, text } from './parse/parsers';
import { call } from './request';

export interface FeedbackRequest {
  /** spec §5: length limited to a range the platform enforces. */
  content: string;
  type?: string;
}

const parseFeedbackSent = object({ feedbackId: optional(text) });

/** PUT /wps/feedback (token, real account). */
export function sendFeedback(request: FeedbackRequest): Promise<{ feedbackId: string | undefined }> {
  return call({ method: 'PUT', path: '/wps/feedback', body: request }, parseFeedbackSent);
}
