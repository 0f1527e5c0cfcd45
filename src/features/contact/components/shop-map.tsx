import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

interface ShopMapProps {
  lat: number;
  lng: number;
  /** What the marker marks, e.g. "Savanna Solar, Tamale". */
  label: string;
}

// A marker drawn in SVG: no marker images to fetch, and it shows even when map tiles cannot load.
const PIN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 42" width="32" height="42" aria-hidden="true">' +
  '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#166534" ' +
  'stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="6" fill="#fbbf24"/></svg>';

/**
 * The shop on an OpenStreetMap map (Leaflet). Its code and stylesheet are bundled into this lazily loaded module.
 * Without a connection the tiles stay blank, but the marker and the text address beside the map remain.
 */
export function ShopMap({ lat, lng, label }: ShopMapProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { center: [lat, lng], zoom: 15, scrollWheelZoom: false });
    L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    }).addTo(map);
    L.marker([lat, lng], {
      icon: L.divIcon({ html: PIN, className: 'shop-map-pin', iconSize: [32, 42], iconAnchor: [16, 41] }),
      keyboard: false,
      title: label,
    })
      .addTo(map)
      .bindTooltip(label, { direction: 'top', offset: [0, -40], permanent: true });
    return () => {
      map.remove();
    };
  }, [lat, lng, label]);
  return (
    <div
      ref={container}
      data-testid="shop-map"
      role="region"
      aria-label={`Map: ${label}`}
      className="isolate h-72 w-full rounded-lg bg-sky-50 sm:h-80"
    />
  );
}
