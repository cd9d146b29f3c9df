// Standalone preview of this remote (npm run dev -w @agency/mfe-public); in the site the shell loads its pages instead.
import { createRoot } from 'react-dom/client';
import { StandalonePreview } from '@agency/ui';
import '@agency/ui/src/styles.css';
import LandingPage from './pages/landing';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandalonePreview>
    <LandingPage />
  </StandalonePreview>,
);
