import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADDRESS_SEARCH_MESSAGES, type AddressFeature } from '@liner/domain';
import { fakeApi, WAIT } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { AddressForm } from './address-form.js';
import type { UpdateAddressRequest } from '@liner/domain';

const feature = (city: string, extra: Partial<AddressFeature> = {}): AddressFeature => ({
  place_id: `place-${city}`,
  formatted: `12 Gas Ferry Road, ${city}, BS1 4RN, United Kingdom`,
  country: 'United Kingdom',
  country_code: 'GB',
  city,
  state: 'England',
  county: 'City of Bristol',
  postcode: 'BS1 4RN',
  address_line1: '12 Gas Ferry Road',
  ...extra,
});
const empty = { country: '', state: '', city: '', postcode: '', address: '', fromSearch: false };

function renderForm(onSave = vi.fn(async (_values: UpdateAddressRequest) => undefined)) {
  renderAt(<AddressForm initial={empty} submitLabel="Save address" onSave={onSave} />);
  return onSave;
}

describe('AddressForm with address search', () => {
  it('picks a single result at once, locks the country and saves the search fields', async () => {
    const api = fakeApi({
      'GET /api/profile/address/search': () => ({ features: [feature('Bristol')], unavailable: false }),
    });
    const onSave = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search your address'), '12 Gas Ferry');
    expect(await screen.findByText(/From search: 12 Gas Ferry Road, Bristol/, {}, WAIT)).toBeInTheDocument();
    expect(api.sent('GET /api/profile/address/search').at(-1)?.query).toEqual({ text: '12 Gas Ferry' });
    expect(screen.getByLabelText(/City/)).toHaveValue('Bristol');
    expect(screen.getByLabelText(/Country/)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled(), WAIT);
    expect(onSave.mock.calls[0][0]).toMatchObject({
      address: '12 Gas Ferry Road',
      city: 'Bristol',
      country: 'United Kingdom',
      countryCode: 'GB',
      fromSearch: true,
      formatted: '12 Gas Ferry Road, Bristol, BS1 4RN, United Kingdom',
    });
  });

  it('lists several results to choose from', async () => {
    fakeApi({
      'GET /api/profile/address/search': () => ({
        features: [feature('Bristol'), feature('Edinburgh', { state: 'Scotland', postcode: 'EH6 6QL' })],
        unavailable: false,
      }),
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search your address'), 'Gas Ferry');
    expect(await screen.findByText(ADDRESS_SEARCH_MESSAGES.several, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText(/City/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /Edinburgh/ }));
    expect(screen.getByLabelText(/City/)).toHaveValue('Edinburgh');
    expect(screen.getByLabelText(/State/)).toHaveValue('Scotland');
  });

  it('says to type the address by hand when nothing is found, and lets the fields be filled', async () => {
    fakeApi({ 'GET /api/profile/address/search': () => ({ features: [], unavailable: false }) });
    const onSave = renderForm();
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save address' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Search your address'), 'nowhere at all');
    expect(await screen.findByText(ADDRESS_SEARCH_MESSAGES.none, {}, WAIT)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Address/, { selector: 'input[name="address"]' }), '1 Main St');
    await user.type(screen.getByLabelText(/City/), 'Porto');
    await user.type(screen.getByLabelText(/State/), 'Porto');
    await user.type(screen.getByLabelText(/Postal/), '4000-001');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/Country/), 'Portugal');
    expect(save).toBeEnabled();
    await user.click(save);
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled(), WAIT);
    expect(onSave.mock.calls[0][0]).toMatchObject({ city: 'Porto', fromSearch: false });
  });

  it('says when the search is unavailable and unlocks the country on "Enter by hand"', async () => {
    let unavailable = false;
    fakeApi({
      'GET /api/profile/address/search': () =>
        unavailable ? { features: [], unavailable: true } : { features: [feature('Bristol')], unavailable: false },
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search your address'), 'Gas Ferry');
    await screen.findByText(/From search/, {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'Enter by hand' }));
    expect(screen.getByLabelText(/Country/)).toBeEnabled();
    unavailable = true;
    await user.type(screen.getByLabelText('Search your address'), ' Rd');
    expect(await screen.findByText(ADDRESS_SEARCH_MESSAGES.unavailable, {}, WAIT)).toBeInTheDocument();
  });
});
