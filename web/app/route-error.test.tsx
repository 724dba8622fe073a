import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanUpAfterTest, serveCalls } from '../test/render';
import { RouteError } from './route-error';

afterEach(cleanUpAfterTest);

function Broken(): never {
  throw new Error('Table component was not found in the tree');
}

describe('a page that fails while drawing', () => {
  it('shows the app’s own error page with a way back, and reports the error to the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = serveCalls(() => new Response(null, { status: 204 }));
    const router = createMemoryRouter(
      [{ errorElement: <RouteError />, children: [{ path: '/accounts/invoice/7', element: <Broken /> }] }],
      { initialEntries: ['/accounts/invoice/7'] },
    );
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/client-errors'));
    expect(calls.find((c) => c.path === '/api/client-errors')?.body).toMatchObject({
      message: 'Table component was not found in the tree',
      path: '/accounts/invoice/7',
      stack: expect.stringContaining('Broken'),
    });
  });
});
