import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSession } from './features/auth/api/session';
import './index.css';

// SPEC.md section 2: the app renders only after the initial auth check (and, when signed in, with the user's
// role record); until then index.html's loading view shows.
void startSession().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
