import { setGlobalOptions } from 'firebase-functions/v2';

/**
 * Options for every function. onCall() reads them when it is called, so this module must be evaluated before
 * any function is defined: index.ts imports it first, and each function module imports it too, so that no
 * order of exports can define a function without them.
 */
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });
