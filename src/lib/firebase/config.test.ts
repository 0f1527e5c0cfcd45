import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, resolveFirebaseConfig } from './config';

describe('resolveFirebaseConfig', () => {
  it('is not configured for a production build without VITE_FIREBASE_* variables', () => {
    expect(resolveFirebaseConfig({ DEV: false, PROD: true })).toBeNull();
    expect(resolveFirebaseConfig({ DEV: false, VITE_FIREBASE_PROJECT_ID: 'shop-prod' })).toBeNull(); // no api key
  });

  it('uses the demo project on the emulators in development', () => {
    const resolved = resolveFirebaseConfig({ DEV: true });
    expect(resolved?.config.projectId).toBe(DEMO_PROJECT_ID);
    expect(resolved?.emulators).toEqual({
      auth: 'http://127.0.0.1:9099',
      firestore: { host: '127.0.0.1', port: 8080 },
      functions: { host: '127.0.0.1', port: 5001 },
      storage: null,
    });
  });

  it('follows shifted emulator ports', () => {
    const resolved = resolveFirebaseConfig({
      VITE_USE_EMULATORS: 'true',
      VITE_AUTH_EMULATOR_PORT: '9199',
      VITE_FIRESTORE_EMULATOR_PORT: '8180',
      VITE_FUNCTIONS_EMULATOR_PORT: '5101',
    });
    expect(resolved?.emulators?.auth).toBe('http://127.0.0.1:9199');
    expect(resolved?.emulators?.firestore.port).toBe(8180);
    expect(resolved?.emulators?.functions.port).toBe(5101);
  });

  it('uses a real project without emulators when its config is given', () => {
    const resolved = resolveFirebaseConfig({
      DEV: false,
      VITE_FIREBASE_PROJECT_ID: 'savanna-solar-prod',
      VITE_FIREBASE_API_KEY: 'key-from-env',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(resolved?.emulators).toBeNull();
    expect(resolved?.config).toMatchObject({
      apiKey: 'key-from-env',
      projectId: 'savanna-solar-prod',
      authDomain: 'savanna-solar-prod.firebaseapp.com',
      appId: '1:2:web:3',
    });
  });
});
