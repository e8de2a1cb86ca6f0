import type { FromSchema } from 'json-schema-to-ts';

export const chatRoomButtonProps = { type: 'object', properties: {}, additionalProperties: false } as const;

export type ChatRoomButtonProps = FromSchema<typeof chatRoomButtonProps>;
