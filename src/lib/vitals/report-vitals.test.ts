import { describe, expect, it } from 'vitest';
import { vitalsEndpoint, vitalsSampleRate } from './report-vitals';

describe('field vitals in the app', () => {
  it('measures the share of visits the build says, every visit on the emulators by default', () => {
    expect(vitalsSampleRate({ VITE_VITALS_SAMPLE_RATE: '0.05' })).toBe(0.05);
    expect(vitalsSampleRate({ VITE_VITALS_SAMPLE_RATE: '0' })).toBe(0);
    // The unit tests run against the emulators' demo project.
    expect(vitalsSampleRate({ VITE_VITALS_SAMPLE_RATE: '7' })).toBe(1);
    expect(vitalsSampleRate({})).toBe(1);
  });

  it('sends beacons to the functions emulator locally', () => {
    expect(vitalsEndpoint()).toMatch(/^http:\/\/[^/]+:\d+\/demo-[\w-]+\/us-central1\/collectVitals$/);
  });
});
