/**
 * Texts a TY page may show exactly as the EN page does: names that are the same in every language. Everything
 * else a TY render shares with EN is interface text without a TY entry, and fails
 * `tests/i18n/ty-complete.test.ts` (the bundles) and `tests/renderer/document-matrix.test.ts` (every rendered
 * document). Each entry says why it stays; add a text here only when no player would expect it translated.
 */
export const SAME_IN_EVERY_LANGUAGE: ReadonlyMap<string, string> = new Map([
  // The merchants' brands (each theme's name in the header, the copyright line).
  ['Croupier', 'brand name'],
  ['Lucky Star', 'brand name'],
  // The language picker names each language by its own code.
  ['EN', 'language code'],
  ['TY', 'language code'],
  // An amount said with the code of a currency the texts do not name ("1,500 JPY"): the number and the code, as is.
  ['{{amount}} {{currency}}', 'an amount and its currency code'],
  // Apps and networks a player adds as a contact or follows: their product names.
  ['Facebook', 'product name'],
  ['Telegram', 'product name'],
  ['WhatsApp', 'product name'],
  ['Viber', 'product name'],
  ['QQ', 'product name'],
  ['Line', 'product name (the LINE messenger)'],
  ['WeChat', 'product name'],
  ['Zalo', 'product name'],
  // Game providers: their trading names.
  ['JDB', 'game provider'],
  ['N2 Live', 'game provider'],
  ['PG Soft', 'game provider'],
  ['SABA Sports', 'game provider'],
  ['SEA Lottery', 'game provider'],
  // Live table games: the names the tables, dealers and providers use in the Philippines too.
  ['Baccarat', 'game title'],
  ['Sic Bo', 'game title'],
  ['Dragon Tiger', 'game title'],
  ['Blackjack', 'game title'],
  ["Casino Hold'em", 'game title'],
  ['Money Tree', 'game title'],
  ['Three Card Poker', 'game title'],
  ['Win Three Cards', 'game title'],
  ['Se Die', 'game title'],
  ['Fan Tan', 'game title'],
  ['Niu Niu', 'game title'],
  ['Zha Jin Hua', 'game title'],
  ['Mahjong', 'game title'],
  ['Poker', 'game title (the PVP rooms)'],
  // Spelt the same in Filipino.
  ['VIP', 'the programme’s name, an acronym used as is in Filipino'],
  ['Bonus', 'Filipino writes “bonus” the same way (the TY texts use it: “Bonus sa pagsali”)'],
]);
