import { Fieldset, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type ClientAddress, clientAddressInput } from '../../../shared/api/client-addresses';
import { defaultSiteRadiusM, type LatLng } from '../../../shared/geo';
import { FormAlert } from '../../components/form-alert';
import { useRegions } from '../../entities/places/regions';
import { api } from '../../lib/api';
import { useFormSave, zodValidate } from '../../lib/forms';
import { refreshClient } from './api';
import { useCities, useSuburbSearch } from './lookups';
import { CheckInLocationMenu, SiteMapField } from './site-location';
import { FormActions } from '../../components/form-actions';

/** The site's point as typed, when both coordinates read as numbers. */
function siteOf(values: { lat: string; lng: string }): LatLng | null {
  const lat = Number(values.lat);
  const lng = Number(values.lng);
  return values.lat.trim() && values.lng.trim() && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

type Props = { opened: boolean; clientId: number; address: ClientAddress | null; onClose: () => void };
type Option = { value: string; label: string };

function initialValues(address: ClientAddress | null) {
  return {
    name: address?.name ?? '',
    phone1: address?.phone1 ?? '',
    phone2: address?.phone2 ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    address3: address?.address3 ?? '',
    city: address?.city ?? '',
    postcode: address?.postcode ?? '',
    suburb_id: address?.suburb_id ? String(address.suburb_id) : null,
    region_id: address?.region_id ? String(address.region_id) : null,
    city_id: address?.city_id ? String(address.city_id) : null,
    lat: address?.lat === null || address?.lat === undefined ? '' : String(address.lat),
    lng: address?.lng === null || address?.lng === undefined ? '' : String(address.lng),
    radius_m: String(address?.radius_m ?? defaultSiteRadiusM),
  };
}

/**
 * Add or edit a client's address. The suburb is looked up on the server as you type; choosing one fills
 * the postcode and the state, and the state narrows the city list.
 */
export function AddressFormModal({ opened, clientId, address, onClose }: Props) {
  const form = useForm({ initialValues: initialValues(address), validate: zodValidate(clientAddressInput) });
  const save = useFormSave(form);
  const values = form.getValues();
  const [suburbSearch, setSuburbSearch] = useState('');
  const [search] = useDebouncedValue(suburbSearch, 300);
  const suburbs = useSuburbSearch(search);
  const regions = useRegions();
  const cities = useCities(values.region_id ? Number(values.region_id) : null);
  // The chosen suburb stays in the list whatever the search shows, so its name stays in the box.
  const [chosenSuburb, setChosenSuburb] = useState<Option | null>(
    address?.suburb_id ? { value: String(address.suburb_id), label: `${address.city ?? ''} ${address.postcode ?? ''}`.trim() } : null,
  );
  const suburbOptions: Option[] = (suburbs.data ?? []).map((suburb) => ({
    value: String(suburb.id),
    label: `${suburb.name} ${suburb.region.code} ${suburb.code}`,
  }));
  if (chosenSuburb && !suburbOptions.some((option) => option.value === chosenSuburb.value)) suburbOptions.unshift(chosenSuburb);

  const chooseSuburb = (value: string | null) => {
    form.setFieldValue('suburb_id', value);
    const suburb = suburbs.data?.find((s) => String(s.id) === value);
    setChosenSuburb(suburb ? { value: String(suburb.id), label: `${suburb.name} ${suburb.region.code} ${suburb.code}` } : null);
    if (!suburb) return;
    form.setValues({
      city: suburb.name,
      postcode: suburb.code,
      region_id: String(suburb.region_id),
      ...(String(suburb.region_id) !== values.region_id && { city_id: null }),
    });
  };

  // Six decimals: about 10 cm, finer than any phone's reading.
  const setSite = (point: LatLng) => form.setValues({ lat: point.lat.toFixed(6), lng: point.lng.toFixed(6) });

  const submit = save.submit(async (input) => {
    const path = `/api/clients/${clientId}/addresses`;
    if (address) await api(`${path}/${address.id}`, { method: 'PUT', body: input, quiet: true });
    else await api(path, { method: 'POST', body: input, quiet: true });
    await refreshClient(clientId);
    notifications.show({ color: 'teal', message: address ? 'Address saved' : 'Address added' });
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title={address ? 'Edit address' : 'New address'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={save.message} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Site name" placeholder="e.g. Head office" data-autofocus {...form.getInputProps('name')} />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone1')} />
            <TextInput label="Other phone" type="tel" {...form.getInputProps('phone2')} />
          </SimpleGrid>
          <Stack gap="xs">
            <TextInput label="Address" placeholder="Line 1" required {...form.getInputProps('address1')} />
            <TextInput aria-label="Address line 2" placeholder="Line 2" {...form.getInputProps('address2')} />
            <TextInput aria-label="Address line 3" placeholder="Line 3" {...form.getInputProps('address3')} />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <Select
              label="Suburb"
              placeholder={address?.city && !address.suburb_id ? address.city : 'Type to search'}
              description="Fills the postcode and state."
              searchable
              clearable
              data={suburbOptions}
              // The server searches; the list is not filtered again here.
              filter={({ options }) => options}
              searchValue={suburbSearch}
              onSearchChange={setSuburbSearch}
              nothingFoundMessage={suburbs.isFetching ? 'Searching…' : 'No suburb of that name'}
              value={values.suburb_id}
              onChange={chooseSuburb}
              error={form.errors.suburb_id}
            />
            <SimpleGrid cols={2} spacing="md">
              <TextInput label="Postcode" inputMode="numeric" maxLength={10} {...form.getInputProps('postcode')} />
              <Select
                label="State"
                required
                placeholder="Choose"
                data={(regions.data ?? []).map((region) => ({ value: String(region.id), label: region.code }))}
                allowDeselect={false}
                {...form.getInputProps('region_id')}
                onChange={(value) => form.setValues({ region_id: value, city_id: null })}
              />
            </SimpleGrid>
            <Select
              label="City"
              placeholder={values.region_id ? 'Choose a city' : 'Choose the state first'}
              disabled={!values.region_id}
              searchable
              clearable
              data={(cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name }))}
              {...form.getInputProps('city_id')}
            />
          </SimpleGrid>
          <Fieldset legend="Site location" variant="unstyled">
            <Text size="sm" c="dimmed" mb="xs">
              Where contractors’ check-ins are measured from, in decimal degrees (a map app shows them when you drop a pin), or taken from a
              contractor’s check-in here. A check-in within the radius is on site.
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
              <TextInput label="Latitude" placeholder="-33.8688" inputMode="decimal" {...form.getInputProps('lat')} />
              <TextInput label="Longitude" placeholder="151.2093" inputMode="decimal" {...form.getInputProps('lng')} />
              <TextInput label="Radius (m)" inputMode="numeric" maxLength={4} {...form.getInputProps('radius_m')} />
            </SimpleGrid>
            <Stack gap="xs" mt="xs">
              <CheckInLocationMenu clientId={clientId} addressId={address?.id ?? null} onPick={setSite} />
              <SiteMapField site={siteOf(values)} radiusM={Number(values.radius_m) || defaultSiteRadiusM} onDrop={setSite} />
            </Stack>
          </Fieldset>
          <FormActions label={address ? 'Save' : 'Add address'} busy={save.busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
