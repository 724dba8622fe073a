import 'leaflet/dist/leaflet.css';
import { Circle, CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import type { LatLng } from '../../../shared/geo';

type Props = { tileUrl: string; attribution: string | null; site: LatLng | null; radiusM: number; onDrop: (point: LatLng) => void };

/** Sydney's centre: where the map opens for an address not yet located. */
const sydney: [number, number] = [-33.8688, 151.2093];

function DropOnClick({ onDrop }: { onDrop: Props['onDrop'] }) {
  useMapEvents({ click: (event) => onDrop({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/**
 * The site on a small map: a tap drops its point, drawn with the radius a check-in must fall within. Loaded
 * only when a tile server is configured, and only then (Leaflet stays out of the first page's script).
 */
export default function SiteMap({ tileUrl, attribution, site, radiusM, onDrop }: Props) {
  const centre: [number, number] = site ? [site.lat, site.lng] : sydney;
  return (
    <MapContainer
      center={centre}
      zoom={site ? 16 : 11}
      style={{ height: 220, borderRadius: 'var(--mantine-radius-md)' }}
      aria-label="Site map: tap to set the site's location"
    >
      <TileLayer url={tileUrl} attribution={attribution ?? undefined} />
      <DropOnClick onDrop={onDrop} />
      {site && (
        <>
          <Circle center={[site.lat, site.lng]} radius={radiusM} pathOptions={{ color: '#1c7ed6', weight: 1 }} />
          <CircleMarker center={[site.lat, site.lng]} radius={6} pathOptions={{ color: '#1c7ed6', fillOpacity: 1 }} />
        </>
      )}
    </MapContainer>
  );
}
