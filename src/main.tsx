import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';
import { waitForInitialAuth } from './lib/firebase/app';

// SPEC.md section 2: the app renders only after the initial auth check; until then index.html's loading view shows.
void waitForInitialAuth().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
