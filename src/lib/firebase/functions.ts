import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { FUNCTIONS_REGION, requiredFirebaseServices } from './app';

let functions: Functions | undefined;

/**
 * Cloud Functions in us-central1, wired to the emulator in development. Kept out of app.ts so that the Functions
 * SDK loads only with the screens that call a function, not on the home route.
 */
export function getFunctionsInstance(): Functions {
  if (!functions) {
    const { app, resolved } = requiredFirebaseServices();
    functions = getFunctions(app, FUNCTIONS_REGION);
    const emulator = resolved.emulators?.functions;
    if (emulator) connectFunctionsEmulator(functions, emulator.host, emulator.port);
  }
  return functions;
}
