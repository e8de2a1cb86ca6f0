import type { FromSchema } from 'json-schema-to-ts';

export const liveChatButtonProps = { type: 'object', properties: {}, additionalProperties: false } as const;

export type LiveChatButtonProps = FromSchema<typeof liveChatButtonProps>;
