import { ignored } from './parse/parsers';
import { call } from './request';

export interface FeedbackRequest {
  content: string;
  category?: string;
}

/** PUT /wps/feedback (token). */
export function sendFeedback(request: FeedbackRequest): Promise<void> {
  return call({ method: 'PUT', path: '/wps/feedback', body: request }, ignored);
}
