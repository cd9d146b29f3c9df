// Standalone preview of this remote (npm run dev -w @agency/mfe-cms); in the site the shell loads its pages instead.
import { createRoot } from 'react-dom/client';
import { StandalonePreview } from '@agency/ui';
import '@agency/ui/src/styles.css';
import SettingsPage from './pages/settings';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandalonePreview>
    <SettingsPage />
  </StandalonePreview>,
);
