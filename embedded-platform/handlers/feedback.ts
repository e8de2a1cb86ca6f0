import { http, type HttpHandler } from 'msw';
import { FEEDBACK_SETTINGS } from '../platform/content';
import type { Platform } from '../platform/platform';
import { text } from './body';
import { platformCall } from './call-context';
import { badField, ok } from './envelope';
import { wps } from './routes';

/** spec §5 "feedback content limited to a word range": here 10–500 characters. */
export const FEEDBACK_LENGTH = { min: FEEDBACK_SETTINGS.minLength, max: FEEDBACK_SETTINGS.maxLength } as const;

const FEEDBACK_TYPES: readonly string[] = FEEDBACK_SETTINGS.types;

export function feedbackHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps('/feedback/settings'), platformCall(platform, () => ok(FEEDBACK_SETTINGS))),
    http.put(
      wps('/feedback'),
      platformCall(platform, async (call) => {
        const member = call.realMember();
        const body = await call.json();
        const content = text(body, 'content') ?? '';
        if (content.length < FEEDBACK_LENGTH.min || content.length > FEEDBACK_LENGTH.max) throw badField('content', `Feedback must be ${FEEDBACK_LENGTH.min}-${FEEDBACK_LENGTH.max} characters`);
        const type = text(body, 'type')?.toLowerCase() ?? 'other';
        if (!FEEDBACK_TYPES.includes(type)) throw badField('type', `type is one of ${FEEDBACK_TYPES.join(', ')}`);
        platform.feedback.push({ account: member.account, type, content, time: platform.now() });
        return ok({ feedbackId: platform.feedback.length });
      }),
    ),
  ];
}
