import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { rememberScenarioFromUrl } from './app/scenario';
import { rememberMerchantFromUrl } from './app/merchant';
import { bootPageLoad } from './app/boot';
import './app/styles/global.css';

rememberScenarioFromUrl(window.location.search);
rememberMerchantFromUrl(window.location.search);
const { i18n, merchant } = await bootPageLoad(localStorage.getItem('lang'));
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppRoot i18n={i18n} merchant={merchant} />
  </StrictMode>,
);
