import { getFeedbackSettings, sendFeedback } from '@/api/feedback';
import { getMessages, markMessageRead } from '@/api/messages';
import { getDownloadLinks, getHelpCenter } from '@/api/help';
import { defineCommand, defineQuery, factsOnly, none, page, paged, pagedRows, params, required, rowsOnly, text } from './define';

/** Messages, help, app downloads and feedback (the notices are `./notices.ts`). */
export const contentQueries = {
  messages: defineQuery({
    description: 'Platform messages, newest first, paged.',
    params: params({ ...page }),
    fields: ['messageId', 'title', 'content', 'time', 'read'],
    run: async (input) => {
      const result = await getMessages(paged(input));
      return pagedRows(result);
    },
  }),
  helpCenter: defineQuery({
    description: 'Help-centre articles, one row each, with category and anchor (/wps/system/helpCenter).',
    params: none,
    fields: ['categoryId', 'category', 'articleId', 'anchor', 'title', 'content'],
    run: async () => {
      const categories = await getHelpCenter();
      return rowsOnly(categories.flatMap((category) => category.articles.map((article) => ({ categoryId: category.categoryId, category: category.title, ...article }))));
    },
  }),
  downloadLinks: defineQuery({
    description: 'App downloads: iOS, the lite mobile config and Android.',
    params: none,
    fields: ['iosUrl', 'iosVersion', 'liteUrl', 'liteVersion', 'androidUrl', 'androidVersion'],
    run: async () => {
      const links = await getDownloadLinks();
      return factsOnly({ iosUrl: links.ios.url, iosVersion: links.ios.version, liteUrl: links.lite.url, liteVersion: links.lite.version, androidUrl: links.android.url, androidVersion: links.android.version });
    },
  }),
  feedbackSettings: defineQuery({
    description: "Feedback content's length range (spec §5 {0}-{1}), as the field config of the feedback form.",
    params: none,
    fields: ['field', 'required', 'minLength', 'maxLength'],
    run: async () => {
      const settings = await getFeedbackSettings();
      return rowsOnly([{ field: 'content', enabled: true, required: true, minLength: settings.minLength, maxLength: settings.maxLength }]);
    },
  }),
};

export const contentCommands = {
  markMessageRead: defineCommand({
    description: 'Marks a platform message read.',
    params: params({ messageId: { type: ['string', 'integer'] } }, ['messageId']),
    run: async (input) => markMessageRead({ messageId: required(input.text('messageId'), 'messageId') }),
  }),
  sendFeedback: defineCommand({
    description: 'Sends feedback (PUT /wps/feedback); the content length within the platform range.',
    params: params({ type: text, content: text }),
    run: async (input) => {
      const type = input.text('type');
      return sendFeedback({ content: required(input.text('content'), 'content'), ...(type ? { type } : {}) });
    },
  }),
};
