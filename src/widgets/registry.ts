import type { WidgetRegistry } from '@/renderer/registry';
import { actionButtonWidget } from './action-button';
import { categoryTilesWidget } from './category-tiles';
import { gameFrameWidget } from './game-frame';
import { gameGridWidget } from './game-grid';
import { gameSectionWidget } from './game-section';
import { liveLobbyWidget } from './live-lobby';
import { lotteryLobbyWidget } from './lottery-lobby';
import { pvpRoomsWidget } from './pvp-rooms';
import { vendorLobbyWidget } from './vendor-lobby';
import { vendorTabsWidget } from './vendor-tabs';
import { giftPopupWidget } from './gift-popup';
import { headingWidget } from './heading';
import { heroBannerWidget } from './hero-banner';
import { sectionWidget } from './section';
import { statusNoticeWidget } from './status-notice';
import { textWidget } from './text';
import { recordTableWidget } from './record-table';
import { filterBarWidget } from './filter-bar';
import { actionFormWidget } from './action-form';
import { depositCheckoutWidget } from './deposit-checkout';
import { detailListWidget } from './detail-list';
import { qrCardWidget } from './qr-card';
import { installAppCardWidget } from './install-app-card';
import { showWhenWidget } from './show-when';
import { recordPageWidget } from './record-page';
import { contractTableWidget } from './contract-table';
import { noticeListWidget } from './notice-list';
import { noticePaneWidget } from './notice-pane';
import { bannerCarouselWidget } from './banner-carousel';
import { noticeMarqueeWidget } from './notice-marquee';
import { noticePopupWidget } from './notice-popup';
import { cardGridWidget } from './card-grid';
import { hotMatchesWidget } from './hot-matches';
import { htmlContentWidget } from './html-content';
import { helpSectionsWidget } from './help-sections';
import { progressBarWidget } from './progress-bar';
import { redEnvelopeWidget } from './red-envelope';
import { siteHeaderWidget } from './site-header';
import { headerBarWidget } from './header-bar';
import { accountBarWidget } from './account-bar';
import { headerLoginWidget } from './header-login';
import { languagePickerWidget } from './language-picker';
import { menuWidget } from './menu';
import { siteFooterWidget } from './site-footer';
import { menuButtonWidget } from './menu-button';
import { footerColumnsWidget } from './footer-columns';
import { footerVendorsWidget } from './footer-vendors';
import { copyrightWidget } from './copyright';
import { liveChatButtonWidget } from './live-chat-button';
import { chatRoomButtonWidget } from './chat-room-button';
import { pageContentWidget } from './page-content';

/**
 * Every widget this build can render, by node type. The node meta-schema
 * (`schemas/meta/node.schema.json`) is generated from this object: `npm run schemas:meta`.
 */
export const widgetRegistry = {
  ActionButton: actionButtonWidget,
  CategoryTiles: categoryTilesWidget,
  GameFrame: gameFrameWidget,
  GameGrid: gameGridWidget,
  GameSection: gameSectionWidget,
  LiveLobby: liveLobbyWidget,
  LotteryLobby: lotteryLobbyWidget,
  PvpRooms: pvpRoomsWidget,
  VendorLobby: vendorLobbyWidget,
  VendorTabs: vendorTabsWidget,
  GiftPopup: giftPopupWidget,
  Heading: headingWidget,
  HeroBanner: heroBannerWidget,
  Section: sectionWidget,
  StatusNotice: statusNoticeWidget,
  Text: textWidget,
  RecordTable: recordTableWidget,
  FilterBar: filterBarWidget,
  ActionForm: actionFormWidget,
  DepositCheckout: depositCheckoutWidget,
  DetailList: detailListWidget,
  QrCard: qrCardWidget,
  InstallAppCard: installAppCardWidget,
  ShowWhen: showWhenWidget,
  RecordPage: recordPageWidget,
  ContractTable: contractTableWidget,
  NoticeList: noticeListWidget,
  NoticePane: noticePaneWidget,
  BannerCarousel: bannerCarouselWidget,
  NoticeMarquee: noticeMarqueeWidget,
  NoticePopup: noticePopupWidget,
  CardGrid: cardGridWidget,
  HotMatches: hotMatchesWidget,
  HtmlContent: htmlContentWidget,
  HelpSections: helpSectionsWidget,
  ProgressBar: progressBarWidget,
  RedEnvelope: redEnvelopeWidget,
  // The frame: layout documents (schemas/layouts) draw the header, footer and side bars with these.
  SiteHeader: siteHeaderWidget,
  HeaderBar: headerBarWidget,
  HeaderLogin: headerLoginWidget,
  AccountBar: accountBarWidget,
  LanguagePicker: languagePickerWidget,
  Menu: menuWidget,
  SiteFooter: siteFooterWidget,
  MenuButton: menuButtonWidget,
  FooterColumns: footerColumnsWidget,
  FooterVendors: footerVendorsWidget,
  Copyright: copyrightWidget,
  LiveChatButton: liveChatButtonWidget,
  ChatRoomButton: chatRoomButtonWidget,
  PageContent: pageContentWidget,
} as const satisfies WidgetRegistry;

export type WidgetType = keyof typeof widgetRegistry;
