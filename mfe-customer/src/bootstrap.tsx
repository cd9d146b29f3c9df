// Standalone preview of this remote (npm run dev -w @agency/mfe-customer); in the site the shell loads its pages instead.
import { createRoot } from 'react-dom/client';
import { StandalonePreview } from '@agency/ui';
import '@agency/ui/src/styles.css';
import DashboardPage from './pages/dashboard';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandalonePreview>
    <DashboardPage />
  </StandalonePreview>,
);
