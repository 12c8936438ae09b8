import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initSupabase } from './lib/supabase';
import './index.css';

const root = createRoot(document.getElementById('root')!);

initSupabase()
  .then(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<p role="alert">The site could not start. Please reload the page.</p>);
  });
