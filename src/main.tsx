import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { rememberScenarioFromUrl } from './app/scenario';
import { rememberMerchantFromUrl } from './app/merchant';
import { bootPageLoad } from './app/boot';
import { LANGUAGE_KEY } from './schema/storage-keys';
import './app/styles/global.css';

rememberScenarioFromUrl(window.location.search);
rememberMerchantFromUrl(window.location.search);
// No top-level await: the first page's modules share one chunk with this one, and a lazy chunk that imports
// them during boot (the API client) would wait for this module to finish evaluating, which would wait for boot.
void bootPageLoad(localStorage.getItem(LANGUAGE_KEY)).then(({ i18n, merchant }) => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppRoot i18n={i18n} merchant={merchant} />
    </StrictMode>,
  );
});
