import { http, type HttpHandler } from 'msw';
import type { Platform } from '../platform/platform';
import { text } from './body';
import { platformCall } from './call-context';
import { ERROR_CODES, ok, PlatformFailure } from './envelope';
import { wps } from './routes';

/** spec §5 "feedback content limited to a word range": here 10–500 characters. */
export const FEEDBACK_LENGTH = { min: 10, max: 500 } as const;

export function feedbackHandlers(platform: Platform): HttpHandler[] {
  return [
    http.put(
      wps('/feedback'),
      platformCall(platform, async (call) => {
        const member = call.realMember();
        const body = await call.json();
        const content = text(body, 'content') ?? '';
        if (content.length < FEEDBACK_LENGTH.min || content.length > FEEDBACK_LENGTH.max) throw new PlatformFailure(ERROR_CODES.fieldInvalid, `Feedback must be ${FEEDBACK_LENGTH.min}-${FEEDBACK_LENGTH.max} characters`, 200, { field: 'content' });
        platform.feedback.push({ account: member.account, type: text(body, 'type') ?? 'GENERAL', content, time: platform.now() });
        return ok({ feedbackId: platform.feedback.length });
      }),
    ),
  ];
}
