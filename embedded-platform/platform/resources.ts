import { DOWNLOAD_LINKS } from './content';
import { encryptCustomerServicePath } from './customer-service-key';

/** spec §3 Resource: the side bar's links and the QR codes the front end draws from `qrCodeUrl`. */
export interface PlatformResource {
  resourceType: string;
  url: string;
  qrCodeUrl: string;
  labelNameEn: string;
}

/** Local pages stand in for the outside world: nothing is fetched from the internet. */
const HELP_BASE = '/platform-assets/pages';

export const PLATFORM_RESOURCES: readonly PlatformResource[] = [
  { resourceType: 'CUSTOMER_SERVICE', url: `${HELP_BASE}/customer-service`, qrCodeUrl: `${HELP_BASE}/customer-service`, labelNameEn: 'Customer Service' },
  { resourceType: 'FACEBOOK', url: `${HELP_BASE}/facebook`, qrCodeUrl: `${HELP_BASE}/facebook`, labelNameEn: 'Facebook' },
  { resourceType: 'TELEGRAM', url: `${HELP_BASE}/telegram`, qrCodeUrl: `${HELP_BASE}/telegram`, labelNameEn: 'Telegram' },
  { resourceType: 'EMAIL', url: 'mailto:support@croupier.example', qrCodeUrl: 'mailto:support@croupier.example', labelNameEn: 'Email' },
  { resourceType: 'WHATSAPP', url: `${HELP_BASE}/whatsapp`, qrCodeUrl: `${HELP_BASE}/whatsapp`, labelNameEn: 'WhatsApp' },
  { resourceType: 'VIBER', url: `${HELP_BASE}/viber`, qrCodeUrl: `${HELP_BASE}/viber`, labelNameEn: 'Viber' },
  { resourceType: 'APP_DOWNLOAD_IOS', url: DOWNLOAD_LINKS.ios.url, qrCodeUrl: DOWNLOAD_LINKS.ios.url, labelNameEn: 'iOS App' },
  { resourceType: 'APP_DOWNLOAD_ANDROID', url: DOWNLOAD_LINKS.android.url, qrCodeUrl: DOWNLOAD_LINKS.android.url, labelNameEn: 'Android App' },
  { resourceType: 'APP_DOWNLOAD_LITE', url: DOWNLOAD_LINKS.lite.url, qrCodeUrl: DOWNLOAD_LINKS.lite.url, labelNameEn: 'Lite App' },
  { resourceType: 'LIVECHAT2', url: `${HELP_BASE}/live-chat`, qrCodeUrl: `${HELP_BASE}/live-chat`, labelNameEn: 'Live Chat' },
];

export interface CustomerServicePath {
  /** '1' live chat, '2' VIP line (rank level > 4, spec §6), '3' link whose path is AES-encrypted. */
  type: '1' | '2' | '3';
  name: string;
  path: string;
}

export interface CustomerServiceConfig {
  version: { pathList: CustomerServicePath[] };
}

export function customerServiceConfig(): CustomerServiceConfig {
  return {
    version: {
      pathList: [
        { type: '1', name: 'Live chat', path: `${HELP_BASE}/live-chat` },
        { type: '2', name: 'VIP line', path: `${HELP_BASE}/vip-line` },
        { type: '3', name: 'Customer service', path: encryptCustomerServicePath(`${HELP_BASE}/customer-service?secure=1`) },
      ],
    },
  };
}
