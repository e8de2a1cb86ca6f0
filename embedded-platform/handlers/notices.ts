import { http, type HttpHandler } from 'msw';
import { NOTICE_GROUPS, NOTICE_TYPES, type NoticeType } from '../platform/notices';
import type { Platform } from '../platform/platform';
import { platformCall, type CallContext } from './call-context';
import { ok } from './envelope';
import { relay } from './routes';

function requestedTypes(call: CallContext): NoticeType[] {
  const asked = (call.query('types') ?? 'B').split(',').map((type) => type.trim().toUpperCase());
  return NOTICE_TYPES.filter((type) => asked.includes(type));
}

/** Every group is present (empty when not asked for), so the response shape never varies. */
function announcements(call: CallContext) {
  const types = requestedTypes(call);
  const groups: Record<string, unknown[]> = Object.fromEntries(Object.values(NOTICE_GROUPS).map((group) => [group, []]));
  const notices = call.platform.noticeBoard.of({ merchant: call.merchant, language: call.contentLanguage, hostile: call.scenario.hostileFixtures });
  for (const type of types) groups[NOTICE_GROUPS[type]] = notices.filter((notice) => notice.type === type);
  return groups;
}

export function noticeHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(relay('MCSFE_getListAnnouncements'), platformCall(platform, (call) => ok(announcements(call)))),
  ];
}
