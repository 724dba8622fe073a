import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientAddress } from '../../../shared/api/client-addresses';
import { cleanUpAfterTest, page, renderPage, serve, signIn } from '../../test/render';
import { AddressFormModal } from './address-form';

afterEach(cleanUpAfterTest);

const address = {
  id: 4,
  client_id: 7,
  name: 'Head office',
  phone1: null,
  phone2: null,
  address1: '10 King St',
  address2: null,
  address3: null,
  city: 'Newtown',
  postcode: '2042',
  suburb_id: null,
  region_id: 1,
  division_id: 1,
  city_id: null,
  lat: null,
  lng: null,
  radius_m: 150,
  readable: '10 King St, Newtown NSW 2042',
} satisfies ClientAddress;

const reading = {
  visit_id: 31,
  kind: 'in',
  at: '2026-11-26T22:04:00.000Z',
  user: { id: 5, name: 'Sam Taylor' },
  lat: -33.897123,
  lng: 151.179456,
  accuracy: 9,
  distance_m: null,
  on_site: null,
};

function renderForm(checkIns: unknown[] = []) {
  const { fetch, asked } = serve((path) => {
    if (path === '/api/regions') return [{ id: 1, code: 'NSW', name: 'New South Wales' }];
    if (path === '/api/clients/7/addresses/4/check-ins') return { data: checkIns };
    if (path === '/api/settings/map') return { tile_url: null, attribution: null };
    return path.startsWith('/api/clients/7') ? address : page([]);
  });
  signIn(1, ['view_clients', 'manage_clients']);
  const onClose = vi.fn();
  renderPage(<AddressFormModal opened clientId={7} address={address} onClose={onClose} />, '/client/7/settings');
  const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));
  return { puts, onClose, asked };
}

const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe("the address form's site location", () => {
  it('starts empty with a 150 m radius, and asks for the longitude when only the latitude is typed', async () => {
    const { puts } = renderForm();
    expect((screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Radius (m)' }) as HTMLInputElement).value).toBe('150');
    type('Latitude', '-33.8688');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give both the latitude and the longitude, or neither.')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('sends the typed point and radius with the address, as typed (the server reads the numbers, as the state’s id)', async () => {
    const { puts, onClose } = renderForm();
    type('Latitude', '-33.8688');
    type('Longitude', '151.2093');
    type('Radius (m)', '80');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({ address1: '10 King St', lat: '-33.8688', lng: '151.2093', radius_m: '80' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe("a check-in's location, and the map", () => {
  it("fills the latitude and longitude from a contractor's check-in at the address", async () => {
    renderForm([reading]);
    fireEvent.click(await screen.findByRole('button', { name: 'Use a check-in’s location' }));
    fireEvent.click(await screen.findByText(/Arrived .+ · Sam Taylor/));
    expect((screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value).toBe('-33.897123');
    expect((screen.getByRole('textbox', { name: 'Longitude' }) as HTMLInputElement).value).toBe('151.179456');
  });

  it('offers no check-in before there is one, and no map without a tile server', async () => {
    const { asked } = renderForm();
    await waitFor(() => expect(asked.some((url) => url.startsWith('/api/settings/map'))).toBe(true));
    await waitFor(() => expect(asked.some((url) => url.startsWith('/api/clients/7/addresses/4/check-ins'))).toBe(true));
    expect(document.querySelector('.leaflet-container')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a check-in’s location' })).toBeNull();
  });
});
