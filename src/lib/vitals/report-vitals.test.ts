import { describe, expect, it, vi } from 'vitest';
import { parseVitalsBeacon } from '@domain/analytics/vitals';
import { reportHydrationMismatch, vitalsEndpoint, vitalsSampleRate } from './report-vitals';

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

  it('tells staff, once, that a page did not match its prerendered copy', async () => {
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    history.replaceState(null, '', '/products/panel-jinko-450w-mono');
    reportHydrationMismatch(new Error('Hydration failed'));
    reportHydrationMismatch(new Error('Hydration failed again'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(vitalsEndpoint());
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(body);
    });
    expect(parseVitalsBeacon(text)).toMatchObject({
      page: 'product',
      metrics: [],
      hydrationMismatch: true,
    });
    vi.unstubAllGlobals();
  });
});
