import { Button, Menu, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconMapPin } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import type { AddressCheckIn, MapSettings } from '../../../shared/api/presence';
import type { LatLng } from '../../../shared/geo';
import { whereText } from '../../../shared/visit-exceptions';
import { timeOfDay } from '../../entities/visits/visit-cells';
import { api } from '../../lib/api';

const SiteMap = lazy(() => import('./site-map'));

function useMapSettings() {
  return useQuery({
    queryKey: ['map-settings'],
    queryFn: () => api<MapSettings>('/api/settings/map'),
    // Configuration: it changes only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useAddressCheckIns(clientId: number, addressId: number | null) {
  return useQuery({
    queryKey: ['clients', clientId, 'addresses', addressId, 'check-ins'],
    queryFn: async () => (await api<{ data: AddressCheckIn[] }>(`/api/clients/${clientId}/addresses/${addressId}/check-ins`)).data,
    enabled: addressId !== null,
  });
}

/** The small map, when the configuration names a tile server; nothing otherwise (the fields remain). */
export function SiteMapField(props: { site: LatLng | null; radiusM: number; onDrop: (point: LatLng) => void }) {
  const { data } = useMapSettings();
  if (!data?.tile_url) return null;
  return (
    <Suspense fallback={null}>
      <SiteMap tileUrl={data.tile_url} attribution={data.attribution} {...props} />
    </Suspense>
  );
}

/**
 * "Use a check-in's location": the readings contractors made at this address's visits, newest first; choosing one
 * fills the latitude and longitude (docs/domain.md "Proof of presence"). Nothing shows before there is one.
 */
export function CheckInLocationMenu({
  clientId,
  addressId,
  onPick,
}: {
  clientId: number;
  addressId: number | null;
  onPick: (point: LatLng) => void;
}) {
  const { data } = useAddressCheckIns(clientId, addressId);
  if (!data?.length) return null;
  return (
    // In a portal above the modal and its map (Leaflet's panes stack high), as wide as a phone allows.
    <Menu position="bottom-start" width={300}>
      <Menu.Target>
        <Button variant="light" size="xs" leftSection={<IconMapPin size={14} />}>
          Use a check-in’s location
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {data.map((check) => (
          <Menu.Item
            key={`${check.visit_id}-${check.kind}-${check.user.id}`}
            onClick={() => onPick({ lat: check.lat ?? 0, lng: check.lng ?? 0 })}
          >
            <Text size="sm">
              {check.kind === 'in' ? 'Arrived' : 'Left'} {dayjs(check.at).format('D MMM')} {timeOfDay(check.at)} · {check.user.name}
            </Text>
            <Text size="xs" c="dimmed">
              within {check.accuracy ?? 0} m · {whereText(check)}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
