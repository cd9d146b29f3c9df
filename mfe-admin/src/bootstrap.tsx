// Standalone preview of this remote (npm run dev -w @agency/mfe-admin); in the site the shell loads its pages instead.
import { createRoot } from 'react-dom/client';
import { StandalonePreview } from '@agency/ui';
import '@agency/ui/src/styles.css';
import AdminDashboardPage from './pages/admin-dashboard';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandalonePreview>
    <AdminDashboardPage />
  </StandalonePreview>,
);
