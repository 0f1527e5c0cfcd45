/**
 * Entry point of the Cloud Functions package: every callable and trigger is exported from here, one file
 * each under src/. Functions run in us-central1 (2nd gen) on the nodejs22 runtime (firebase.json).
 */
import { setGlobalOptions } from 'firebase-functions/v2';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });
