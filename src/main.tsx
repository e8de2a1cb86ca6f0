import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppI18n } from './i18n/app-i18n';
import { AppRoot } from './app/app-root';
import { rememberScenarioFromUrl } from './app/scenario';
import { setUpApi } from './app/api-setup';
import './app/styles/global.css';

rememberScenarioFromUrl(window.location.search);
const i18n = await createAppI18n(localStorage.getItem('lang'));
setUpApi(i18n);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppRoot i18n={i18n} />
  </StrictMode>,
);
