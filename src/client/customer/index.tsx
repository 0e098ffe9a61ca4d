// The customer pages' own entry (webpack entry `customer`, dist/client/c.html): plain React, no MUI,
// no router or store, so a phone on a slow network gets the page quickly.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CustomerApp } from './customer-app';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <CustomerApp pathname={window.location.pathname} />
  </StrictMode>,
);
