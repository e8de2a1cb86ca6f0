import { api, defineCommand, defineQuery, factsOnly, none, page, paged, pagedRows, params, required, rowsOnly, text } from './define';

/** spec §3 notice types: B general, PL player, PU popup, PR promotion, H banners. */
const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** Messages, notices, help, app downloads and feedback. */
export const contentQueries = {
  messages: defineQuery({
    description: 'Platform messages, newest first, paged.',
    params: params({ ...page }),
    fields: ['messageId', 'title', 'content', 'time', 'read'],
    run: async (input) => {
      const result = await (await api()).getMessages(paged(input));
      return pagedRows(result);
    },
  }),
  unreadMessages: defineQuery({
    description: 'How many platform messages are unread (CSP_unreadCount).',
    params: none,
    fields: ['count'],
    run: async () => {
      const count = await (await api()).getUnreadCount();
      return { rows: [], facts: { count }, count };
    },
  }),
  notices: defineQuery({
    description: 'Notices of one type (spec §3: B general, PL player, PU popup, PR promotion, H banners; MCSFE_getListAnnouncements).',
    params: params({ type: { enum: NOTICE_TYPES } }),
    fields: ['id', 'type', 'title', 'content', 'imageUrl', 'startTime', 'sort', 'promotionId'],
    run: async (input) => {
      const type = NOTICE_TYPES.find((candidate) => candidate === input.text('type')) ?? 'B';
      const groups = await (await api()).getAnnouncements([type]);
      const group = { B: groups.notices, PL: groups.player, PU: groups.popup, PR: groups.promotion, H: groups.banners }[type];
      return rowsOnly(group);
    },
  }),
  agentAnnouncements: defineQuery({
    description: 'Announcements for agents (MCSFE_getListAnnouncements, general notices).',
    params: none,
    fields: ['id', 'title', 'content', 'startTime'],
    run: async () => rowsOnly((await (await api()).getAnnouncements(['B'])).notices),
  }),
  helpCenter: defineQuery({
    description: 'Help-centre articles, one row each, with category and anchor (/wps/system/helpCenter).',
    params: none,
    fields: ['categoryId', 'category', 'articleId', 'anchor', 'title', 'content'],
    run: async () => {
      const categories = await (await api()).getHelpCenter();
      return rowsOnly(categories.flatMap((category) => category.articles.map((article) => ({ categoryId: category.categoryId, category: category.title, ...article }))));
    },
  }),
  downloadLinks: defineQuery({
    description: 'App downloads: iOS, the lite mobile config and Android.',
    params: none,
    fields: ['iosUrl', 'iosVersion', 'liteUrl', 'liteVersion', 'androidUrl', 'androidVersion'],
    run: async () => {
      const links = await (await api()).getDownloadLinks();
      return factsOnly({ iosUrl: links.ios.url, iosVersion: links.ios.version, liteUrl: links.lite.url, liteVersion: links.lite.version, androidUrl: links.android.url, androidVersion: links.android.version });
    },
  }),
  feedbackSettings: defineQuery({
    description: "Feedback content's length range (spec §5 {0}-{1}), as the field config of the feedback form.",
    params: none,
    fields: ['field', 'required', 'minLength', 'maxLength'],
    run: async () => {
      const settings = await (await api()).getFeedbackSettings();
      return rowsOnly([{ field: 'content', enabled: true, required: true, minLength: settings.minLength, maxLength: settings.maxLength }]);
    },
  }),
};

export const contentCommands = {
  markMessageRead: defineCommand({
    description: 'Marks a platform message read.',
    params: params({ messageId: { type: ['string', 'integer'] } }, ['messageId']),
    run: async (input) => (await api()).markMessageRead({ messageId: required(input.text('messageId'), 'messageId') }),
  }),
  sendFeedback: defineCommand({
    description: 'Sends feedback (PUT /wps/feedback); the content length within the platform range.',
    params: params({ type: text, content: text }),
    run: async (input) => {
      const type = input.text('type');
      return (await api()).sendFeedback({ content: required(input.text('content'), 'content'), ...(type ? { type } : {}) });
    },
  }),
};
