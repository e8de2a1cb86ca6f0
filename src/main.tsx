import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { bootPageLoad } from './app/boot';
import { registerOfflineApp } from './app/offline-app';
import { rememberMerchantFromUrl } from './page-load/merchant';
import { browserStorage, rememberScenarioFromUrl, savedLanguage } from './page-load/visitor';
import './app/styles/global.css';

rememberScenarioFromUrl(window.location.search);
rememberMerchantFromUrl(window.location.search);
// No top-level await: the first page's modules share one chunk with this one, and a lazy chunk that imports
// them during boot (the API client) would wait for this module to finish evaluating, which would wait for boot.
void bootPageLoad(savedLanguage(browserStorage())).then(({ i18n }) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppRoot i18n={i18n} />
    </StrictMode>,
  );
  registerOfflineApp();
});
