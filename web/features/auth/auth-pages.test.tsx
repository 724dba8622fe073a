import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpAfterTest, navigatedTo, renderPage, serve } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';

afterEach(cleanUpAfterTest);

describe('the signed-out pages', () => {
  it('signs in after fetching the CSRF cookie, then opens the app', async () => {
    const { asked, fetch } = serve(() => ({}));
    renderPage(<LoginPage />, '/login');
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigatedTo()).toBe('/'));
    expect(asked).toEqual(['/sanctum/csrf-cookie', '/login']);
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ email: 'sam@example.com', password: 'secret-password' });
  });

  it('shows what the server answers to a reset request, with the way back to sign in', async () => {
    serve((path) => (path === '/forgot-password' ? { message: 'We have e-mailed your password reset link.' } : {}));
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail password reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe('We have e-mailed your password reset link.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
  });
});
