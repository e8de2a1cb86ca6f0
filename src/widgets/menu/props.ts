import type { FromSchema } from 'json-schema-to-ts';

export const menuProps = {
  type: 'object',
  required: ['menu', 'variant'],
  properties: {
    menu: { type: 'string', pattern: '^menus/[a-zA-Z0-9_-]+(/[a-zA-Z0-9_-]+)*$', description: 'the menu document this node draws (menus/header-nav)' },
    variant: {
      enum: ['nav', 'column', 'account', 'buttons', 'links', 'resourceBar', 'tabs', 'list', 'shortcuts'],
      description:
        'nav: the header navigation with vendor dropdowns; column: a footer column with its title; account: the member menu under the name, with `placement: beside` items beside it and `quick` items as buttons; buttons: one button per item in its `look` (the visitor actions); links: a row of text buttons (the links under the login form); resourceBar: a side bar of resource links with QR popovers; tabs: the centre menu; list: plain links; shortcuts: icon buttons beside the balance (messages with their unread count, wallet, account), an item with a `look` also labelled on wide screens',
    },
    label: { type: 'string', description: 'i18n key: the accessible name (a column also shows it as its heading)' },
    qrSize: { type: 'integer', minimum: 40, maximum: 300, default: 100, description: 'resourceBar: the QR code size in px' },
    position: { enum: ['right', 'floating'], default: 'right', description: 'resourceBar: the right bar or the floating widget' },
    current: { type: 'string', description: 'tabs: the id of the open item (a host that knows it, such as a centre overlay)' },
    currentParam: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$', description: 'tabs: else the URL query key naming the open item (memberCentre)' },
  },
  additionalProperties: false,
} as const;

export type MenuProps = FromSchema<typeof menuProps>;
