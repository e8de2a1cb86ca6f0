export { createPlatform, CATALOGUE_SEED, type Platform, type PlatformOptions } from './platform';
export { SCENARIO_NAMES, SCENARIOS, WHITELABEL_FLAGS, isScenarioName, type ScenarioName, type Scenario, type WhitelabelFlag } from './scenarios';
export { DEFAULT_MEMBER_PASSWORD, DEMO_ACCOUNTS, DEMO_PASSWORD, VALID_AFFILIATE_CODE, PLAYER_MOBILE, type MemberAccount } from './accounts';
export { SPECIAL_GAMES, type Game } from './games';
export { VENDORS, VENDOR_CATEGORIES, ESPORTS_VENDORS_UNDER_SPORTS, MAIN_RNG_VENDORS, WALLETS, type Vendor, type VendorCategory } from './vendors';
export { CUSTOMER_SERVICE_AES_KEY, decryptCustomerServicePath } from './customer-service-key';
export { NOTICE_TYPES, type NoticeType } from './notices';
export { ROAMER_PROOFS, UNREGISTERED_IP_ACCOUNT } from './ip-verification';
